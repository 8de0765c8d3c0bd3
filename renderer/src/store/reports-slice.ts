// The manager's end-of-day reports: the store's day chosen by date (today in the store's time zone unless
// another day is picked) with every drawer's Z report as it was printed at the close, the store's totals
// (sales, tenders, taxes, cash), and a Z report printed again on the receipt printer.
import type { PrintJobView } from '../../../shared/bridge/views/printing';
import type { StoreDayView } from '../../../shared/bridge/views/returns';
import { businessDateOf } from '../../../shared/time/business-day';
import {
  DONE,
  failed,
  IDLE,
  localValidationError,
  PENDING,
  sameSession,
  type ActionNames,
  type ActionStatus,
  type PosSliceCreator,
} from './slice';

export interface ReportsSlice {
  /** YYYY-MM-DD, the store's day; empty: today in the store's time zone. */
  reportDate: string;
  storeDay: StoreDayView | null;
  storeDayLoad: ActionStatus;
  /** The Z report being (or last) printed again, and how that went. */
  reprintedReportId: string | null;
  reportReprint: ActionStatus;
  reportReprintJobs: PrintJobView[];

  setReportDate(date: string): void;
  loadStoreDay(): Promise<void>;
  reprintDrawerReport(reportId: string): Promise<boolean>;
}

/** The reports part of a session as it starts (session-reset.ts puts it back for each new session). */
export function reportsSessionState(): Omit<ReportsSlice, ActionNames<ReportsSlice>> {
  return {
    reportDate: '',
    storeDay: null,
    storeDayLoad: IDLE,
    reprintedReportId: null,
    reportReprint: IDLE,
    reportReprintJobs: [],
  };
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export const createReportsSlice: PosSliceCreator<ReportsSlice> = (bridge) => (set, get) => ({
  ...reportsSessionState(),

  setReportDate(date) {
    set({ reportDate: date });
  },

  async loadStoreDay() {
    const current = sameSession(get);
    const store = get().session?.store;
    const date = get().reportDate || (store ? businessDateOf(new Date(), store.timezone) : '');
    if (!DATE.test(date)) {
      set({ storeDayLoad: failed(localValidationError('day_format', 'Choose a day (YYYY-MM-DD)', 'date')) });
      return;
    }
    set({ storeDayLoad: PENDING });
    try {
      const storeDay = await bridge.returns.getStoreDay({ date });
      if (current()) set({ storeDay, storeDayLoad: DONE });
    } catch (error) {
      if (current()) set({ storeDay: null, storeDayLoad: failed(error) });
    }
  },

  async reprintDrawerReport(reportId) {
    const current = sameSession(get);
    set({ reprintedReportId: reportId, reportReprint: PENDING, reportReprintJobs: [] });
    try {
      const answer = await bridge.returns.printDrawerReport({ reportId });
      if (current()) set({ reportReprint: DONE, reportReprintJobs: answer.jobs });
      return true;
    } catch (error) {
      if (current()) set({ reportReprint: failed(error) });
      return false;
    }
  },
});
