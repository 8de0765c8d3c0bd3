import type { FastifyInstance } from 'fastify';
import {
  CreateOrderRequestSchema,
  ORDER_ACTION_BODY_SCHEMAS,
  OrderListQuerySchema,
  type OrderEventListResponse,
  type OrderListResponse,
} from '../../../shared/contract/order';
import { isOrderAction } from '../../../shared/pickup/order-status';
import type { OrderActionBodies } from '../../../shared/pickup/transition';
import type { PlatformDatabase } from '../db/database';
import { ApiError, notFound } from '../http/api-error';
import { sendCommitted } from '../http/committed-answer';
import type { PlatformUser } from '../auth/user-directory';
import { requireRole, requireStoreAccess } from '../http/request-auth';
import { decodeCursor, encodeCursor, requireOneStart } from '../http/keyset-cursor';
import { parseOrThrow } from '../http/validate';
import type { OrderActions } from './order-actions';
import type { OrderCreation } from './order-creation';
import { toWireOrder, type OrderRepository } from './order-repository';

type OrderParams = { order_id: string };

export interface OrderRouteServices {
  db: PlatformDatabase;
  orders: OrderRepository;
  creation: OrderCreation;
  actions: OrderActions;
}

/** Order creation, reading (filtered to the caller's stores), history and actions. */
export function registerOrderRoutes(app: FastifyInstance, services: OrderRouteServices): void {
  const { db, orders, creation, actions } = services;

  app.post('/v0/d/fulfill_order', async (request, reply) => {
    const user = requireRole(request, 'associate');
    const body = parseOrThrow(CreateOrderRequestSchema, request.body, 'order');
    return sendCommitted(db, request, reply, () => {
      const { order, created } = creation.create(body, user);
      return { status: created ? 201 : 200, body: toWireOrder(order) };
    });
  });

  app.get('/v0/d/orders', async (request): Promise<OrderListResponse> => {
    const user = requireRole(request, 'associate');
    const query = parseOrThrow(OrderListQuerySchema, request.query, 'query');
    if (query.store_id !== undefined) requireStoreAccess(user, query.store_id);
    requireOneStart(query.offset, query.after);
    const updatedSince =
      query.updated_since === undefined ? undefined : new Date(query.updated_since).toISOString();
    const page = await orders.list({
      storeId: query.store_id,
      status: query.status,
      updatedSince,
      accessibleStoreIds: user.store_ids.length > 0 ? user.store_ids : undefined,
      offset: query.offset,
      count: query.count,
      after: query.after === undefined ? undefined : decodeCursor('orders', query.after, updatedSince),
    });
    const last = page.orders.at(-1);
    const full = last !== undefined && page.orders.length === query.count;
    return {
      items: page.orders.map(toWireOrder),
      pagination: {
        offset: query.offset,
        count: page.orders.length,
        total: page.total,
        next_cursor: full ? encodeCursor('orders', { updatedAt: last.updated_at, id: last.order_id }) : null,
      },
    };
  });

  /** The order, when it exists (404) and is at a store the caller works in (403). */
  const readableOrder = (orderId: string, user: PlatformUser) => {
    const order = orders.get(orderId);
    if (!order) throw notFound('order', orderId);
    requireStoreAccess(user, order.store_id);
    return order;
  };

  app.get<{ Params: OrderParams }>('/v0/d/orders/:order_id', async (request) => {
    const user = requireRole(request, 'associate');
    return toWireOrder(readableOrder(request.params.order_id, user));
  });

  app.get<{ Params: OrderParams }>(
    '/v0/d/orders/:order_id/events',
    async (request): Promise<OrderEventListResponse> => {
      const user = requireRole(request, 'associate');
      const order = readableOrder(request.params.order_id, user);
      return { events: orders.events(order.order_id) };
    },
  );

  app.post<{ Params: OrderParams & { action: string } }>(
    '/v0/d/orders/:order_id/:action',
    async (request, reply) => {
      const user = requireRole(request, 'associate');
      const { order_id: orderId, action } = request.params;
      if (!isOrderAction(action)) {
        throw new ApiError(404, 'unknown_action', `'${action}' is not an order action.`);
      }
      // start_picking and take_over take no body; every other action needs its JSON object.
      const bodiless = action === 'start_picking' || action === 'take_over';
      const rawBody = request.body === undefined && bodiless ? {} : request.body;
      const body = parseOrThrow(ORDER_ACTION_BODY_SCHEMAS[action], rawBody, `${action} body`);
      return sendCommitted(db, request, reply, () => {
        const order = actions.act(orderId, action, body as OrderActionBodies[typeof action], user);
        return { status: 200, body: toWireOrder(order) };
      });
    },
  );
}
