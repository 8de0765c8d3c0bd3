// The training tenant (GET /v0/d/training): a platform loaded with the demo retailer, its starting pickup
// orders and a customer simulator that keeps placing web orders at the pace an administrator sets.
import { z } from 'zod';
import { TimestampSchema, unlessMissing } from './common';

/** Most web orders per store and hour the simulator takes (one a minute). */
export const MAX_SIMULATED_ORDERS_PER_HOUR = 60;

/** PUT /v0/d/training/customer_simulator. 0 stops the simulator. */
export const CustomerSimulatorPaceSchema = z.object({
  orders_per_hour: z
    .int(unlessMissing('must be a whole number of orders per hour'))
    .min(0, 'must be 0 (stopped) or more')
    .max(MAX_SIMULATED_ORDERS_PER_HOUR, `must be at most ${MAX_SIMULATED_ORDERS_PER_HOUR} an hour per store`),
});
export type CustomerSimulatorPace = z.infer<typeof CustomerSimulatorPaceSchema>;

export const CustomerSimulatorStateSchema = CustomerSimulatorPaceSchema.extend({
  /** Web orders the simulator and the starting orders placed so far in this tenant. */
  orders_placed: z.int().min(0),
  /** When the next web order is placed (at some store); null when stopped. */
  next_order_at: TimestampSchema.nullable(),
});
export type CustomerSimulatorState = z.infer<typeof CustomerSimulatorStateSchema>;

/** GET /v0/d/training. 404 `not_a_training_tenant` on a platform without the demo tenant. */
export const TrainingTenantSchema = z.object({
  training: z.literal(true),
  description: z.string(),
  customer_simulator: CustomerSimulatorStateSchema,
});
export type TrainingTenant = z.infer<typeof TrainingTenantSchema>;
