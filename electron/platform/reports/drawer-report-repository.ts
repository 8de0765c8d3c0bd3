import type { DrawerReport } from '../../../shared/contract/drawer-report';
import type { PlatformDatabase } from '../db/database';

/** The drawers' Z reports (`drawer_reports`, migration 005), written once at each daily close. */
export class DrawerReportRepository {
  private readonly statements;

  constructor(db: PlatformDatabase) {
    this.statements = {
      insert: db.prepare(
        `INSERT INTO drawer_reports (report_id, drawer_id, store_id, business_date, closed_at, data)
         VALUES (?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING`,
      ),
      byId: db.prepare('SELECT data FROM drawer_reports WHERE report_id = ?').pluck(),
      ofDrawer: db
        .prepare('SELECT data FROM drawer_reports WHERE drawer_id = ? ORDER BY closed_at DESC LIMIT 100')
        .pluck(),
      ofDrawerOn: db
        .prepare(
          'SELECT data FROM drawer_reports WHERE drawer_id = ? AND business_date = ? ORDER BY closed_at',
        )
        .pluck(),
      ofStoreOn: db
        .prepare(
          'SELECT data FROM drawer_reports WHERE store_id = ? AND business_date = ? ORDER BY drawer_id, closed_at',
        )
        .pluck(),
    };
  }

  insert(report: DrawerReport): void {
    this.statements.insert.run(
      report.report_id,
      report.drawer_id,
      report.store_id,
      report.business_date,
      report.closed_at,
      JSON.stringify(report),
    );
  }

  get(reportId: string): DrawerReport | undefined {
    const data = this.statements.byId.get(reportId) as string | undefined;
    return data === undefined ? undefined : (JSON.parse(data) as DrawerReport);
  }

  /** The drawer's reports of a day, or its latest hundred, newest first. */
  ofDrawer(drawerId: string, date?: string): DrawerReport[] {
    const rows =
      date === undefined
        ? this.statements.ofDrawer.all(drawerId)
        : this.statements.ofDrawerOn.all(drawerId, date);
    return (rows as string[]).map((data) => JSON.parse(data) as DrawerReport);
  }

  ofStore(storeId: string, date: string): DrawerReport[] {
    return (this.statements.ofStoreOn.all(storeId, date) as string[]).map(
      (data) => JSON.parse(data) as DrawerReport,
    );
  }
}
