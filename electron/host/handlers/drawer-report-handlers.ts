// returns.listDrawerReports / getStoreDay / printDrawerReport: the drawers' end-of-day (Z) reports and the
// store's day, as the platform writes them when a drawer's close lands.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { PrintService } from '../../services/printing/print-service';
import { toDrawerReportView, toStoreDayView } from '../views/drawer-report-view';
import { toPrintJobView } from '../views/print-job-view';
import type { WorkstationSession } from '../workstation-session';

interface DrawerReportDeps {
  session: WorkstationSession;
  client: PlatformApiClient;
  printing: PrintService;
}

export function drawerReportHandlers({
  session,
  client,
  printing,
}: DrawerReportDeps): Pick<
  BridgeImplementation['returns'],
  'listDrawerReports' | 'getStoreDay' | 'printDrawerReport'
> {
  return {
    async listDrawerReports(request) {
      session.requireRole('manager', 'Reading Z reports');
      const answer = await client.listDrawerReports(request.drawerId, request.date);
      return { reports: answer.reports.map(toDrawerReportView) };
    },

    async getStoreDay(request) {
      session.requireRole('manager', "Reading the store's day");
      const store = session.requireStore();
      return toStoreDayView(await client.getStoreDayReport(store.store_id, request.date));
    },

    async printDrawerReport(request) {
      session.requireUser();
      const report = await client.getDrawerReport(request.reportId);
      const jobs = printing.printZReport({ report, store: session.requireStore(), reprint: true });
      return { jobs: jobs.map(toPrintJobView) };
    },
  };
}

/** Prints a drawer's Z report once the platform has its close (it writes the report when the close lands). */
export async function printZReportOfClose(
  deps: DrawerReportDeps & { closeTransactionId: string },
): Promise<void> {
  const report = await deps.client.getDrawerReport(deps.closeTransactionId);
  deps.printing.printZReport({ report, store: deps.session.requireStore() });
}
