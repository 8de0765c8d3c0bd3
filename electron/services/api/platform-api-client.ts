// The typed client of the platform contract: one method per call, every answer parsed with the shared
// schema of its body. Creates and actions always carry an Idempotency-Key (the caller's, or a fresh one),
// which is what makes them safe to retry. The client holds no state but the session and the base URL.
import {
  CustomerSimulatorStateSchema,
  TrainingTenantSchema,
  type CustomerSimulatorPace,
  type CustomerSimulatorState,
  type TrainingTenant,
} from '../../../shared/contract/training';
import { EventEmitter } from 'node:events';
import { z } from 'zod';
import { AppConfigSchema, type AppConfig, type AppConfigPatch } from '../../../shared/contract/app-config';
import {
  HealthSchema,
  MeSchema,
  TokenResponseSchema,
  type Health,
  type Me,
} from '../../../shared/contract/auth';
import { CashDrawerConfigSchema, type CashDrawerConfig } from '../../../shared/contract/cash-drawer-config';
import {
  StoreCashManagementSchema,
  type StoreCashManagement,
} from '../../../shared/contract/cash-management';
import { ReturnConfigSchema, type ReturnConfig } from '../../../shared/contract/return-config';
import {
  CatalogTaxClassesSchema,
  TaxConfigSchema,
  type CatalogTaxClasses,
  type TaxConfig,
  type TaxConfigRequest,
} from '../../../shared/contract/tax-config';
import {
  CashTransactionListResponseSchema,
  CashTransactionSchema,
  type CashTransaction,
  type CashTransactionListResponse,
  type CreateCashTransactionRequest,
} from '../../../shared/contract/cash-transaction';
import {
  CatalogProductSchema,
  PricesResponseSchema,
  ProductListResponseSchema,
  type CatalogProduct,
  type PricesResponse,
  type ProductListResponse,
} from '../../../shared/contract/catalog';
import {
  CreateImportJobResponseSchema,
  ImportErrorListResponseSchema,
  ImportJobListResponseSchema,
  ImportJobSchema,
  StartImportJobResponseSchema,
  type CreateImportJobRequest,
  type CreateImportJobResponse,
  type ImportErrorListResponse,
  type ImportJob,
  type ImportJobListResponse,
  type StartImportJobRequest,
  type StartImportJobResponse,
} from '../../../shared/contract/import-job';
import { PickupConfigSchema, type PickupConfig } from '../../../shared/contract/pickup-config';
import {
  OrderEventListResponseSchema,
  OrderListResponseSchema,
  OrderSchema,
  type CreateOrderRequest,
  type Order,
  type OrderActionBody,
  type OrderEvent,
  type OrderListResponse,
} from '../../../shared/contract/order';
import { DrawerSummarySchema, type DrawerSummary } from '../../../shared/contract/drawer-summary';
import type { OrderAction, OrderStatus } from '../../../shared/pickup/order-status';
import {
  PickupOptionsResponseSchema,
  type PickupOptionsRequest,
  type PickupOptionsResponse,
} from '../../../shared/contract/pickup-options';
import { PrintConfigSchema, type PrintConfig } from '../../../shared/contract/print-config';
import { RoundingConfigSchema, type RoundingConfig } from '../../../shared/contract/rounding-config';
import {
  CreateStoreRequestSchema,
  StoreListResponseSchema,
  StoreSchema,
  type Store,
  type StorePatch,
} from '../../../shared/contract/store';
import {
  StaffPinStateSchema,
  type RemoveStaffPinRequest,
  type SetStaffPinRequest,
  type StaffPinState,
} from '../../../shared/contract/staff-pin';
import {
  DrawerReportListResponseSchema,
  DrawerReportSchema,
  StoreDayReportSchema,
  type DrawerReport,
  type DrawerReportListResponse,
  type StoreDayReport,
} from '../../../shared/contract/drawer-report';
import {
  SaleReturnSchema,
  type CreateReturnRequest,
  type SaleReturn,
} from '../../../shared/contract/sale-return';
import {
  SaleDetailSchema,
  SaleListResponseSchema,
  type SaleDetail,
  type SaleListResponse,
} from '../../../shared/contract/sales-history';
import type { ApiUnreachableError } from './api-errors';
import {
  ApiSession,
  type CredentialsProvider,
  type SessionInfo,
  type SignInCredentials,
} from './api-session';
import { ApiTransport, type ApiTransportSettings, type CallOptions } from './api-transport';
import { newIdempotencyKey } from './idempotency-key';
import { apiPath } from './path';
import { readStoreEvents, type StoreEventStreamQuery, type StreamMessage } from './store-event-stream';

export interface PlatformApiClientOptions extends ApiTransportSettings {
  /** Asked for credentials when a token must be renewed and none are remembered (may prompt the associate). */
  credentialsProvider?: CredentialsProvider;
  /** Clock for the session's expiry time. */
  now?: () => Date;
}

export interface PlatformApiClientEvents {
  /** The platform answered after a network failure (true), or could not be reached after answering (false). */
  reachabilityChanged: [reachable: boolean, error?: ApiUnreachableError];
  /** Signed in, renewed (new expiry) or signed out (undefined). */
  sessionChanged: [session: SessionInfo | undefined];
}

/** Paging and sync parameters of the list calls. */
export interface PageQuery {
  offset?: number;
  count?: number;
  /** Items changed after this instant (RFC 3339). */
  updated_since?: string;
  /** The previous page's `pagination.next_cursor` (keyset listings: products, orders). */
  after?: string;
}

export interface OrderListQuery extends PageQuery {
  store_id?: string;
  status?: OrderStatus;
}

export interface ProductListQuery extends PageQuery {
  locale: string;
  q?: string;
  category?: string;
}

/** GET /v0/d/sales query as sent (offset and count optional). */
export interface SaleListQueryInput {
  store_id: string;
  date?: string;
  q?: string;
  amount?: number;
  card_last_four?: string;
  offset?: number;
  count?: number;
}

export class PlatformApiClient extends EventEmitter<PlatformApiClientEvents> {
  readonly session: ApiSession;
  private readonly transport: ApiTransport;
  private reachable: boolean | undefined;

  constructor(private readonly options: PlatformApiClientOptions) {
    super();
    this.session = new ApiSession(
      (credentials) => this.obtainToken(credentials),
      options.credentialsProvider,
      options.now,
      (info) => this.emit('sessionChanged', info),
    );
    this.transport = new ApiTransport(options, this.session, {
      reachable: () => this.noteReachability(true),
      unreachable: (error) => this.noteReachability(false, error),
    });
  }

  /** Base URL of this workstation's platform. */
  get baseUrl(): string {
    return this.transport.baseUrl;
  }

  /** Points the client at another platform address; the token is dropped, the credentials kept for renewal. */
  setBaseUrl(url: string): void {
    this.transport.baseUrl = url;
    this.session.forgetToken();
  }

  /** Whether the last call got an HTTP answer (undefined before any call). */
  get isReachable(): boolean | undefined {
    return this.reachable;
  }

  // ---- Authentication -------------------------------------------------------------------------------

  /** Signs in (password or staff PIN); the credentials are kept in memory to renew the token on 401. */
  signIn(credentials: SignInCredentials): Promise<SessionInfo> {
    return this.session.signIn(credentials);
  }

  signOut(): void {
    this.session.signOut();
  }

  /**
   * A client that sends another user's token, on the same platform (a manager's approval, the author of an
   * outbox entry). It never renews the token: when it expires, its calls fail with 401.
   */
  actingAs(session: { username: string; accessToken: string; expiresAt: Date }): PlatformApiClient {
    const client = new PlatformApiClient({
      ...this.options,
      baseUrl: this.baseUrl,
      credentialsProvider: undefined,
    });
    client.session.restore(session);
    return client;
  }

  /** POST /v0/token (password or staff_pin grant). Does not change the session: use signIn for that. */
  obtainToken(credentials: SignInCredentials, options?: CallOptions) {
    return this.transport.request({
      method: 'POST',
      path: '/v0/token',
      form:
        'pin' in credentials
          ? { grant_type: 'staff_pin', username: credentials.username, pin: credentials.pin }
          : { grant_type: 'password', username: credentials.username, password: credentials.password },
      responseSchema: TokenResponseSchema,
      authenticated: false,
      oauthErrors: true,
      options,
    });
  }

  /** GET /v0/me: who is signed in, their roles and stores (empty = every store). */
  me(options?: CallOptions): Promise<Me> {
    return this.get('/v0/me', MeSchema, options);
  }

  /** PUT /v0/me/pin: sets the signed-in user's staff PIN (their password proves it is them). */
  setStaffPin(request: SetStaffPinRequest, options?: CallOptions): Promise<StaffPinState> {
    return this.put('/v0/me/pin', request, StaffPinStateSchema, options);
  }

  /** DELETE /v0/me/pin. */
  removeStaffPin(request: RemoveStaffPinRequest, options?: CallOptions): Promise<StaffPinState> {
    return this.transport.request({
      method: 'DELETE',
      path: '/v0/me/pin',
      body: request,
      responseSchema: StaffPinStateSchema,
      options,
    });
  }

  /** GET /health (no token). */
  health(options?: CallOptions): Promise<Health> {
    return this.transport.request({
      method: 'GET',
      path: '/health',
      responseSchema: HealthSchema,
      authenticated: false,
      options,
    });
  }

  // ---- Catalog import -------------------------------------------------------------------------------

  /** POST /v0/d/import → 201 the created job. */
  createImportJob(request: CreateImportJobRequest, options?: CallOptions): Promise<CreateImportJobResponse> {
    return this.post('/v0/d/import', request, CreateImportJobResponseSchema, options);
  }

  /** POST /v0/d/import/{import_id}/start → 202 queued. */
  startImportJob(
    importId: string,
    request: StartImportJobRequest,
    options?: CallOptions,
  ): Promise<StartImportJobResponse> {
    return this.post(apiPath`/v0/d/import/${importId}/start`, request, StartImportJobResponseSchema, options);
  }

  /** GET /v0/d/import/{import_id}. */
  getImportJob(importId: string, options?: CallOptions): Promise<ImportJob> {
    return this.get(apiPath`/v0/d/import/${importId}`, ImportJobSchema, options);
  }

  /** GET /v0/d/import/{import_id}/errors: [] for a clean import. */
  listImportErrors(importId: string, options?: CallOptions): Promise<ImportErrorListResponse> {
    return this.get(apiPath`/v0/d/import/${importId}/errors`, ImportErrorListResponseSchema, options);
  }

  /** GET /v0/d/import: newest first. */
  listImportJobs(query: PageQuery = {}, options?: CallOptions): Promise<ImportJobListResponse> {
    return this.get('/v0/d/import', ImportJobListResponseSchema, options, { ...query });
  }

  // ---- Customer-facing catalog ----------------------------------------------------------------------

  /** GET /api/v1/shops/{shop}/products?locale=...: products with their default price. */
  listProducts(shop: string, query: ProductListQuery, options?: CallOptions): Promise<ProductListResponse> {
    return this.get(apiPath`/api/v1/shops/${shop}/products`, ProductListResponseSchema, options, {
      ...query,
    });
  }

  /** GET /api/v1/shops/{shop}/products/{product_id}?locale=... */
  getProduct(
    shop: string,
    productId: string,
    locale: string,
    options?: CallOptions,
  ): Promise<CatalogProduct> {
    return this.get(apiPath`/api/v1/shops/${shop}/products/${productId}`, CatalogProductSchema, options, {
      locale,
    });
  }

  /** GET /api/v1/shops/{shop}/prices?pricebook_id=NAME&product_id[]=...: at most 500 products per call. */
  getPrices(
    shop: string,
    pricebookId: string,
    productIds: readonly string[],
    options?: CallOptions,
  ): Promise<PricesResponse> {
    return this.get(apiPath`/api/v1/shops/${shop}/prices`, PricesResponseSchema, options, {
      pricebook_id: pricebookId,
      'product_id[]': productIds,
    });
  }

  // ---- Stores ---------------------------------------------------------------------------------------

  /** POST /v0/d/stores → 201 the store; 409 `store_exists`. */
  createStore(store: z.input<typeof CreateStoreRequestSchema>, options?: CallOptions): Promise<Store> {
    return this.post('/v0/d/stores', store, StoreSchema, options);
  }

  /** GET /v0/d/stores (changed after `updated_since` when given). */
  async listStores(query: { updated_since?: string } = {}, options?: CallOptions): Promise<Store[]> {
    const answer = await this.get('/v0/d/stores', StoreListResponseSchema, options, { ...query });
    return answer.stores;
  }

  /** GET /v0/d/stores/{store_id}. */
  getStore(storeId: string, options?: CallOptions): Promise<Store> {
    return this.get(apiPath`/v0/d/stores/${storeId}`, StoreSchema, options);
  }

  /** PATCH /v0/d/stores/{store_id}: a merge patch (assigning `pricebook` is the usual one). Not retried. */
  updateStore(storeId: string, patch: StorePatch, options?: CallOptions): Promise<Store> {
    return this.transport.request({
      method: 'PATCH',
      path: apiPath`/v0/d/stores/${storeId}`,
      body: patch,
      responseSchema: StoreSchema,
      options,
    });
  }

  // ---- Training tenant ------------------------------------------------------------------------------

  /** GET /v0/d/training: 404 not_a_training_tenant on a real tenant. */
  getTrainingTenant(options?: CallOptions): Promise<TrainingTenant> {
    return this.get('/v0/d/training', TrainingTenantSchema, options);
  }

  /** PUT /v0/d/training/customer_simulator (admin): web orders per store and hour, 0 stops it. */
  setCustomerSimulatorPace(
    pace: CustomerSimulatorPace,
    options?: CallOptions,
  ): Promise<CustomerSimulatorState> {
    return this.put('/v0/d/training/customer_simulator', pace, CustomerSimulatorStateSchema, options);
  }

  // ---- In-store pickup ------------------------------------------------------------------------------

  /** GET /v0/d/in_store_pickup_config (404 until one is created). */
  getPickupConfig(options?: CallOptions): Promise<PickupConfig> {
    return this.get('/v0/d/in_store_pickup_config', PickupConfigSchema, options);
  }

  /** POST /v0/d/in_store_pickup_config: creates or replaces the configuration. */
  putPickupConfig(config: PickupConfig, options?: CallOptions): Promise<PickupConfig> {
    return this.post('/v0/d/in_store_pickup_config', config, PickupConfigSchema, options);
  }

  /** POST /v0/d/in_store_pickup_options: a query over POST, so it is retried like a GET. */
  getPickupOptions(request: PickupOptionsRequest, options?: CallOptions): Promise<PickupOptionsResponse> {
    return this.transport.request({
      method: 'POST',
      path: '/v0/d/in_store_pickup_options',
      body: request,
      responseSchema: PickupOptionsResponseSchema,
      readOnly: true,
      options,
    });
  }

  // ---- Orders ---------------------------------------------------------------------------------------

  /**
   * POST /v0/d/fulfill_order: a pickup order (with shipping_offer_token) or an in-store sale (with store_id).
   * The same external_id and body answers the existing order; another body is 409.
   */
  createOrder(request: CreateOrderRequest, options?: CallOptions): Promise<Order> {
    return this.post('/v0/d/fulfill_order', request, OrderSchema, options);
  }

  /** GET /v0/d/orders?store_id=&status=&updated_since=&offset=&count= */
  listOrders(query: OrderListQuery = {}, options?: CallOptions): Promise<OrderListResponse> {
    return this.get('/v0/d/orders', OrderListResponseSchema, options, { ...query });
  }

  /**
   * GET /v0/d/events: the store events stream (Server-Sent Events), resumed after `lastEventId`. Ends when
   * the platform closes it or `signal` aborts; the caller reconnects.
   */
  streamEvents(query: StoreEventStreamQuery, signal: AbortSignal): AsyncGenerator<StreamMessage> {
    return readStoreEvents(this.transport, query, signal);
  }

  /** GET /v0/d/orders/{order_id}. */
  getOrder(orderId: string, options?: CallOptions): Promise<Order> {
    return this.get(apiPath`/v0/d/orders/${orderId}`, OrderSchema, options);
  }

  /** GET /v0/d/orders/{order_id}/events, oldest first. */
  async listOrderEvents(orderId: string, options?: CallOptions): Promise<OrderEvent[]> {
    const answer = await this.get(
      apiPath`/v0/d/orders/${orderId}/events`,
      OrderEventListResponseSchema,
      options,
    );
    return answer.events;
  }

  /** POST /v0/d/orders/{order_id}/{action}: 409 `invalid_transition` when the order's state does not allow it. */
  actOnOrder<Action extends OrderAction>(
    orderId: string,
    action: Action,
    body: OrderActionBody<Action>,
    options?: CallOptions,
  ): Promise<Order> {
    return this.post(apiPath`/v0/d/orders/${orderId}/${action}`, body, OrderSchema, options);
  }

  // ---- Sales history, returns, end-of-day reports ----------------------------------------------------

  /** GET /v0/d/sales?store_id=&date=&q=&amount=&card_last_four= (newest first). */
  listSales(query: SaleListQueryInput, options?: CallOptions): Promise<SaleListResponse> {
    return this.get('/v0/d/sales', SaleListResponseSchema, options, { ...query });
  }

  /** GET /v0/d/sales/{code}: by order id or external_id. */
  getSale(code: string, options?: CallOptions): Promise<SaleDetail> {
    return this.get(apiPath`/v0/d/sales/${code}`, SaleDetailSchema, options);
  }

  /**
   * POST /v0/d/sales/{code}/returns. The return_id makes the return itself idempotent; each attempt has its
   * own Idempotency-Key, so an attempt refused for want of a manager can be sent again with the approval.
   */
  createReturn(code: string, request: CreateReturnRequest, options?: CallOptions): Promise<SaleReturn> {
    return this.post(apiPath`/v0/d/sales/${code}/returns`, request, SaleReturnSchema, options);
  }

  /** GET /v0/d/return_config: above which refund, per currency, a return needs a manager. */
  getReturnConfig(options?: CallOptions): Promise<ReturnConfig> {
    return this.get('/v0/d/return_config', ReturnConfigSchema, options);
  }

  /** PUT /v0/d/return_config (admin). */
  putReturnConfig(config: ReturnConfig, options?: CallOptions): Promise<ReturnConfig> {
    return this.put('/v0/d/return_config', config, ReturnConfigSchema, options);
  }

  /** GET /v0/d/cash_drawers/{drawer_id}/reports?date= (manager). */
  listDrawerReports(
    drawerId: string,
    date?: string,
    options?: CallOptions,
  ): Promise<DrawerReportListResponse> {
    return this.get(
      apiPath`/v0/d/cash_drawers/${drawerId}/reports`,
      DrawerReportListResponseSchema,
      options,
      date === undefined ? {} : { date },
    );
  }

  /** GET /v0/d/drawer_reports/{report_id}. */
  getDrawerReport(reportId: string, options?: CallOptions): Promise<DrawerReport> {
    return this.get(apiPath`/v0/d/drawer_reports/${reportId}`, DrawerReportSchema, options);
  }

  /** GET /v0/d/stores/{store_id}/day_report?date= (manager). */
  getStoreDayReport(storeId: string, date: string, options?: CallOptions): Promise<StoreDayReport> {
    return this.get(apiPath`/v0/d/stores/${storeId}/day_report`, StoreDayReportSchema, options, { date });
  }

  // ---- Printing -------------------------------------------------------------------------------------

  /** GET /v0/d/print_config. */
  getPrintConfig(options?: CallOptions): Promise<PrintConfig> {
    return this.get('/v0/d/print_config', PrintConfigSchema, options);
  }

  /** POST /v0/d/print_config: creates or replaces the documents-to-print configuration. */
  putPrintConfig(config: PrintConfig, options?: CallOptions): Promise<PrintConfig> {
    return this.post('/v0/d/print_config', config, PrintConfigSchema, options);
  }

  // ---- Application and cash configuration -----------------------------------------------------------

  /** GET /api/v1/associate-app/config. */
  getAppConfig(options?: CallOptions): Promise<AppConfig> {
    return this.get('/api/v1/associate-app/config', AppConfigSchema, options);
  }

  /** PUT /api/v1/associate-app/config: replaces it. */
  putAppConfig(config: AppConfig, options?: CallOptions): Promise<AppConfig> {
    return this.put('/api/v1/associate-app/config', config, AppConfigSchema, options);
  }

  /** PATCH /api/v1/associate-app/config: a JSON merge patch. Not retried. */
  patchAppConfig(patch: AppConfigPatch, options?: CallOptions): Promise<AppConfig> {
    return this.transport.request({
      method: 'PATCH',
      path: '/api/v1/associate-app/config',
      body: patch,
      responseSchema: AppConfigSchema,
      options,
    });
  }

  /** GET /v0/d/cash_drawer_config. */
  getCashDrawerConfig(options?: CallOptions): Promise<CashDrawerConfig> {
    return this.get('/v0/d/cash_drawer_config', CashDrawerConfigSchema, options);
  }

  /** PUT /v0/d/cash_drawer_config. */
  putCashDrawerConfig(config: CashDrawerConfig, options?: CallOptions): Promise<CashDrawerConfig> {
    return this.put('/v0/d/cash_drawer_config', config, CashDrawerConfigSchema, options);
  }

  /** GET /v0/d/stores/{store_id}/cash_management. */
  getStoreCashManagement(storeId: string, options?: CallOptions): Promise<StoreCashManagement> {
    return this.get(apiPath`/v0/d/stores/${storeId}/cash_management`, StoreCashManagementSchema, options);
  }

  /** PUT /v0/d/stores/{store_id}/cash_management. */
  putStoreCashManagement(
    storeId: string,
    config: StoreCashManagement,
    options?: CallOptions,
  ): Promise<StoreCashManagement> {
    return this.put(
      apiPath`/v0/d/stores/${storeId}/cash_management`,
      config,
      StoreCashManagementSchema,
      options,
    );
  }

  /** GET /v0/d/stores/{store_id}/tax_config. */
  getStoreTaxConfig(storeId: string, options?: CallOptions): Promise<TaxConfig> {
    return this.get(apiPath`/v0/d/stores/${storeId}/tax_config`, TaxConfigSchema, options);
  }

  /** PUT /v0/d/stores/{store_id}/tax_config (admin). */
  putStoreTaxConfig(storeId: string, config: TaxConfigRequest, options?: CallOptions): Promise<TaxConfig> {
    return this.put(apiPath`/v0/d/stores/${storeId}/tax_config`, config, TaxConfigSchema, options);
  }
  /** The tax classes the store's catalog uses, with their product counts (admin). */
  getStoreTaxClasses(storeId: string, options?: CallOptions): Promise<CatalogTaxClasses> {
    return this.get(apiPath`/v0/d/stores/${storeId}/tax_classes`, CatalogTaxClassesSchema, options);
  }

  /**
   * POST /v0/d/cash_drawers/{drawer_id}/transactions. The transaction_id is the transaction's own
   * idempotency key, and it is also sent as the Idempotency-Key header unless the caller gives another.
   */
  createDrawerTransaction(
    drawerId: string,
    transaction: CreateCashTransactionRequest,
    options?: CallOptions,
  ): Promise<CashTransaction> {
    return this.post(
      apiPath`/v0/d/cash_drawers/${drawerId}/transactions`,
      transaction,
      CashTransactionSchema,
      {
        ...options,
        idempotencyKey: options?.idempotencyKey ?? transaction.transaction_id,
      },
    );
  }

  /** GET /v0/d/cash_drawers/{drawer_id}/transactions, newest first. */
  listDrawerTransactions(
    drawerId: string,
    query: PageQuery = {},
    options?: CallOptions,
  ): Promise<CashTransactionListResponse> {
    return this.get(
      apiPath`/v0/d/cash_drawers/${drawerId}/transactions`,
      CashTransactionListResponseSchema,
      options,
      {
        ...query,
      },
    );
  }

  /** GET /v0/d/cash_drawers/{drawer_id}/summary (expected amount hidden from associates on a blind count). */
  getDrawerSummary(drawerId: string, options?: CallOptions): Promise<DrawerSummary> {
    return this.get(apiPath`/v0/d/cash_drawers/${drawerId}/summary`, DrawerSummarySchema, options);
  }

  /** GET /config/rounding. */
  getRoundingConfig(options?: CallOptions): Promise<RoundingConfig> {
    return this.get('/config/rounding', RoundingConfigSchema, options);
  }

  /** PUT /config/rounding `{enabled_store_ids}`. */
  putRoundingConfig(config: RoundingConfig, options?: CallOptions): Promise<RoundingConfig> {
    return this.put('/config/rounding', config, RoundingConfigSchema, options);
  }

  // ---- Plumbing -------------------------------------------------------------------------------------

  private get<Schema extends z.ZodType>(
    path: string,
    responseSchema: Schema,
    options: CallOptions | undefined,
    query?: Record<string, string | number | boolean | readonly string[] | undefined>,
  ): Promise<z.output<Schema>> {
    return this.transport.request({ method: 'GET', path, query, responseSchema, options });
  }

  private put<Schema extends z.ZodType>(
    path: string,
    body: unknown,
    responseSchema: Schema,
    options: CallOptions | undefined,
  ): Promise<z.output<Schema>> {
    return this.transport.request({ method: 'PUT', path, body, responseSchema, options });
  }

  /** A create or an action: always sent with an Idempotency-Key, so a retry never applies it twice. */
  private post<Schema extends z.ZodType>(
    path: string,
    body: unknown,
    responseSchema: Schema,
    options: CallOptions | undefined,
  ): Promise<z.output<Schema>> {
    return this.transport.request({
      method: 'POST',
      path,
      body,
      responseSchema,
      idempotencyKey: options?.idempotencyKey ?? newIdempotencyKey(),
      options,
    });
  }

  private noteReachability(reachable: boolean, error?: ApiUnreachableError): void {
    if (this.reachable === reachable) return;
    this.reachable = reachable;
    this.emit('reachabilityChanged', reachable, error);
  }
}
