// Returns, sales history, the returns configuration and end-of-day reports: their routes, and at start the Z
// reports an older version's crash left unwritten (a close now writes its report in its own transaction).
import type { FastifyInstance } from 'fastify';
import {
  CreateReturnRequestSchema,
  DayQuerySchema,
  OptionalDayQuerySchema,
  ReturnConfigSchema,
  SaleListQuerySchema,
  type DrawerReportListResponse,
  type ReturnConfig,
  type SaleReturnListResponse,
} from '../../../shared/contract';
import { StockRepository } from '../catalog/stock-repository';
import { CashManagementRepository } from '../cash/cash-management-repository';
import { CashTransactionRepository } from '../cash/cash-transaction-repository';
import type { PlatformContext } from '../context';
import type { PlatformDatabase } from '../db/database';
import { sendCommitted } from '../http/committed-answer';
import { notFound } from '../http/api-error';
import { currentUser, requireRole, requireStoreAccess } from '../http/request-auth';
import { parseOrThrow } from '../http/validate';
import { OrderRepository } from '../orders/order-repository';
import { DrawerReportRepository } from '../reports/drawer-report-repository';
import { DrawerReports } from '../reports/drawer-reports';
import { StoreRepository } from '../stores/store-repository';
import { SaleReturnRepository } from './sale-return-repository';
import { RETURN_CONFIG_DEFAULT, RETURN_CONFIG_SETTING, SaleReturns } from './sale-returns';
import { SalesHistory } from './sales-history';

type CodeParams = { Params: { code: string } };

/** The services behind these routes, on the platform's one database. */
interface ReturnServices {
  db: PlatformDatabase;
  stores: StoreRepository;
  returns: SaleReturnRepository;
  drawers: CashManagementRepository;
  reportStore: DrawerReportRepository;
  saleReturns: SaleReturns;
  history: SalesHistory;
  reports: DrawerReports;
}

export function registerReturns(app: FastifyInstance, ctx: PlatformContext): void {
  const services = createReturnServices(ctx);
  ctx.lifecycle.onStart(() => {
    const written = services.reports.writeMissing();
    if (written > 0) app.log.warn({ written }, 'Z reports of closed drawers written at start');
  });
  registerReturnConfigRoutes(app, ctx);
  registerSaleRoutes(app, services);
  registerReportRoutes(app, services);
}

function createReturnServices(ctx: PlatformContext): ReturnServices {
  const { db, now } = ctx;
  const orders = new OrderRepository(db);
  const stores = new StoreRepository(db, now);
  const returns = new SaleReturnRepository(db);
  const drawers = new CashManagementRepository(db, now);
  const cash = new CashTransactionRepository(db, now);
  const reportStore = new DrawerReportRepository(db);
  const saleReturns = new SaleReturns({
    db,
    now,
    orders,
    stores,
    stock: new StockRepository(db, now),
    returns,
    drawers,
    cash,
    settings: ctx.settings,
    users: ctx.users,
  });
  const history = new SalesHistory(db, orders, stores, returns);
  const reports = new DrawerReports({ db, orders, stores, drawers, cash, returns, reports: reportStore });
  return { db, stores, returns, drawers, reportStore, saleReturns, history, reports };
}

function registerReturnConfigRoutes(app: FastifyInstance, ctx: PlatformContext): void {
  app.get('/v0/d/return_config', async (request) => {
    currentUser(request);
    return ctx.settings.get<ReturnConfig>(RETURN_CONFIG_SETTING) ?? RETURN_CONFIG_DEFAULT;
  });
  app.put('/v0/d/return_config', async (request) => {
    requireRole(request, 'admin');
    const config = parseOrThrow(ReturnConfigSchema, request.body, 'return configuration');
    ctx.settings.put(RETURN_CONFIG_SETTING, config);
    return config;
  });
}

/** Sales history and the returns of a sale. */
function registerSaleRoutes(app: FastifyInstance, services: ReturnServices): void {
  const { db, history, returns, saleReturns } = services;
  app.get('/v0/d/sales', async (request) => {
    const user = requireRole(request, 'associate');
    const query = parseOrThrow(SaleListQuerySchema, request.query, 'query');
    requireStoreAccess(user, query.store_id);
    return history.list(query);
  });

  app.get<CodeParams>('/v0/d/sales/:code', async (request) => {
    const user = requireRole(request, 'associate');
    return history.detail(saleReturns.orderFor(request.params.code, user));
  });

  app.get<CodeParams>('/v0/d/sales/:code/returns', async (request): Promise<SaleReturnListResponse> => {
    const user = requireRole(request, 'associate');
    return { returns: returns.ofOrder(saleReturns.orderFor(request.params.code, user).order_id) };
  });

  app.post<CodeParams>('/v0/d/sales/:code/returns', async (request, reply) => {
    const user = requireRole(request, 'associate');
    const body = parseOrThrow(CreateReturnRequestSchema, request.body, 'return');
    return sendCommitted(db, request, reply, () => {
      const { saleReturn, created } = saleReturns.create(request.params.code, body, user);
      return { status: created ? 201 : 200, body: saleReturn };
    });
  });
}

/** End-of-day reports: a drawer's Z reports, one report, a store's day. */
function registerReportRoutes(app: FastifyInstance, services: ReturnServices): void {
  const { drawers, reportStore, reports, stores } = services;
  app.get<{ Params: { drawer_id: string } }>(
    '/v0/d/cash_drawers/:drawer_id/reports',
    async (request): Promise<DrawerReportListResponse> => {
      const user = requireRole(request, 'manager');
      const location = drawers.locate(request.params.drawer_id);
      if (!location) throw notFound('cash_drawer', request.params.drawer_id);
      requireStoreAccess(user, location.storeId);
      const query = parseOrThrow(OptionalDayQuerySchema, request.query, 'query');
      return { reports: reportStore.ofDrawer(location.drawer.drawer_id, query.date) };
    },
  );

  app.get<{ Params: { report_id: string } }>('/v0/d/drawer_reports/:report_id', async (request) => {
    const user = requireRole(request, 'associate');
    const report = reportStore.get(request.params.report_id);
    if (!report) throw notFound('drawer_report', request.params.report_id);
    requireStoreAccess(user, report.store_id);
    return report;
  });

  app.get<{ Params: { store_id: string } }>('/v0/d/stores/:store_id/day_report', async (request) => {
    const user = requireRole(request, 'manager');
    const { store_id: storeId } = request.params;
    if (!stores.exists(storeId)) throw notFound('store', storeId);
    requireStoreAccess(user, storeId);
    const query = parseOrThrow(DayQuerySchema, request.query, 'query');
    return reports.storeDay(storeId, query.date);
  });
}
