// Print jobs as the screens show them, kept current by onPrintJobsChanged: the pickup documents of an order
// that became ready, receipts, reprints. The associate's answers to a job (reprint, "it printed", "print it
// again", retry) go through here so every screen showing the job sees the same state.
import type { PrintJobView, PrintPreviewView } from '../../../shared/bridge/views/printing';
import { DONE, failed, IDLE, PENDING, type ActionStatus, type PosSliceCreator } from './slice';

export type PrintJobAction = 'reprint' | 'confirmReprint' | 'dismiss' | 'retry' | 'cancel';

export interface PrintingSlice {
  /** Jobs seen so far, by job id (from listJobs, action answers and the push event). */
  printJobs: Readonly<Record<string, PrintJobView>>;
  printJobsLoad: ActionStatus;
  /** The last answer to a job (reprint, dismiss...); `error` says why it was refused. */
  printJobAction: ActionStatus & { jobId: string | null };

  /** Follows onPrintJobsChanged; returns the function that stops. */
  followPrintJobs(): () => void;
  /** Loads the jobs of one order (or the most recent ones). */
  loadPrintJobs(orderId?: string): Promise<void>;
  /** Adds jobs an answer carried (markReady returns the jobs it queued). */
  rememberPrintJobs(jobs: readonly PrintJobView[]): void;
  actOnPrintJob(jobId: string, action: PrintJobAction): Promise<boolean>;

  /** The on-screen preview of one job's copy (what its paper shows), for the job being previewed. */
  printPreview: ActionStatus & { jobId: string | null; preview: PrintPreviewView | null };
  /** Loads the preview of a job; an answer for a job no longer being previewed is dropped. */
  loadPrintPreview(jobId: string): Promise<void>;
  closePrintPreview(): void;
}

/** The printing part of a session as it starts (session-reset.ts puts it back for each new session). */
export function printingSessionState(): Pick<
  PrintingSlice,
  'printJobs' | 'printJobsLoad' | 'printJobAction' | 'printPreview'
> {
  return {
    printJobs: {},
    printJobsLoad: IDLE,
    printJobAction: { ...IDLE, jobId: null },
    printPreview: { ...IDLE, jobId: null, preview: null },
  };
}

export const createPrintingSlice: PosSliceCreator<PrintingSlice> = (bridge) => (set, get) => ({
  ...printingSessionState(),

  followPrintJobs() {
    return bridge.on('onPrintJobsChanged', ({ job, recent }) => {
      get().rememberPrintJobs([...recent, job]);
    });
  },

  async loadPrintJobs(orderId) {
    set({ printJobsLoad: PENDING });
    try {
      const { jobs } = await bridge.printing.listJobs(orderId ? { orderId } : {});
      get().rememberPrintJobs(jobs);
      set({ printJobsLoad: DONE });
    } catch (error) {
      set({ printJobsLoad: failed(error) });
    }
  },

  rememberPrintJobs(jobs) {
    if (jobs.length === 0) return;
    set((state) => {
      const next = { ...state.printJobs };
      for (const job of jobs) {
        // Printed is final. On loopback a copy can print (and be pushed) before the answer that queued it
        // arrives: that older, queued copy of the job must not bring back "Printing…".
        if (next[job.jobId]?.state === 'printed' && job.state !== 'printed') continue;
        next[job.jobId] = job;
      }
      return { printJobs: next };
    });
  },

  async actOnPrintJob(jobId, action) {
    set({ printJobAction: { ...PENDING, jobId } });
    try {
      const { job } = await bridge.printing[action]({ jobId });
      get().rememberPrintJobs([job]);
      // The job answered about changed too (a reprint marks the original); the event brings it, but a
      // transport without events (or a late one) must not leave the screen showing the old state.
      const original = get().printJobs[jobId];
      if (original?.orderId) await get().loadPrintJobs(original.orderId);
      set({ printJobAction: { ...DONE, jobId } });
      return true;
    } catch (error) {
      set({ printJobAction: { ...failed(error), jobId } });
      return false;
    }
  },

  async loadPrintPreview(jobId) {
    set({ printPreview: { ...PENDING, jobId, preview: null } });
    try {
      const preview = await bridge.printing.preview({ jobId });
      if (get().printPreview.jobId === jobId) set({ printPreview: { ...DONE, jobId, preview } });
    } catch (error) {
      if (get().printPreview.jobId === jobId)
        set({ printPreview: { ...failed(error), jobId, preview: null } });
    }
  },

  closePrintPreview() {
    set({ printPreview: { ...IDLE, jobId: null, preview: null } });
  },
});

/** The jobs of an order, oldest first (document by document, copy by copy). */
export function printJobsOfOrder(
  jobs: Readonly<Record<string, PrintJobView>>,
  orderId: string,
): PrintJobView[] {
  return Object.values(jobs)
    .filter((job) => job.orderId === orderId)
    .sort(
      (a, b) =>
        a.createdAt.localeCompare(b.createdAt) ||
        a.documentType.localeCompare(b.documentType) ||
        a.copyNumber - b.copyNumber,
    );
}
