// A store's cash management (GET, PUT /v0/d/stores/{store_id}/cash_management): its operation mode and
// its drawers. A store has one type of drawer: integrated (opened by the app, identified by the serial
// scanned from the drawer) or non-integrated (opened by hand, only recorded).
import { CASH_OPERATION_MODES } from '../cash/transaction-types';
import { z } from 'zod';
import {
  CurrencyCodeSchema,
  IdSchema,
  NonBlankTextSchema,
  NonNegativeWireAmountSchema,
  refineAmountInCurrency,
  refineUnique,
} from './common';

export const CashOperationModeSchema = z.enum(CASH_OPERATION_MODES);

export const CashDrawerSchema = z
  .object({
    drawer_id: IdSchema,
    name: NonBlankTextSchema,
    /** Cash to keep in the drawer at opening, in the store's local currency. */
    recommended_float: NonNegativeWireAmountSchema,
    currency: CurrencyCodeSchema,
    /** Integrated drawers only: the serial code printed on the drawer, scanned when it is added. */
    device: z.object({ serial: NonBlankTextSchema }).optional(),
  })
  .superRefine((drawer, ctx) => {
    refineAmountInCurrency(ctx, {
      value: drawer.recommended_float,
      currency: drawer.currency,
      path: ['recommended_float'],
    });
  });
export type CashDrawer = z.infer<typeof CashDrawerSchema>;

/**
 * Rules across drawers, each reported on the drawer at fault:
 * - a mode other than `none` needs at least one drawer;
 * - `integrated` drawers need device.serial, `non_integrated` ones must have no device, and under `none` the
 *   drawers kept for later are still all of one type;
 * - drawer ids and device serials are unique; every drawer counts in the store's one currency.
 */
export const StoreCashManagementSchema = z
  .object({
    operation_mode: CashOperationModeSchema,
    drawers: z.array(CashDrawerSchema),
  })
  .superRefine((config, ctx) => {
    const { operation_mode: mode, drawers } = config;
    if (mode !== 'none' && drawers.length === 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['drawers'],
        message: `must hold at least one drawer when operation_mode is ${mode}`,
        input: drawers,
      });
    }
    drawers.forEach((drawer, index) => {
      if (mode === 'integrated' && drawer.device === undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['drawers', index, 'device', 'serial'],
          message: 'is required for an integrated drawer (the code printed on the drawer)',
          input: undefined,
        });
      }
      if (mode === 'non_integrated' && drawer.device !== undefined) {
        ctx.addIssue({
          code: 'custom',
          path: ['drawers', index, 'device'],
          message: 'must be absent: a non-integrated drawer is opened by hand and has no device',
          input: drawer.device,
        });
      }
    });
    const first = drawers[0];
    if (mode === 'none' && first !== undefined) {
      const firstIsIntegrated = first.device !== undefined;
      drawers.forEach((drawer, index) => {
        if ((drawer.device !== undefined) !== firstIsIntegrated) {
          ctx.addIssue({
            code: 'custom',
            path: ['drawers', index, 'device'],
            message: `a store has one type of drawer; drawer 0 is ${firstIsIntegrated ? 'integrated' : 'non-integrated'}`,
            input: drawer.device,
          });
        }
      });
    }
    if (first !== undefined) {
      drawers.forEach((drawer, index) => {
        if (drawer.currency !== first.currency) {
          ctx.addIssue({
            code: 'custom',
            path: ['drawers', index, 'currency'],
            message: `must be the store's currency ${first.currency}, as on drawer 0`,
            input: drawer.currency,
          });
        }
      });
    }
    refineUnique(
      ctx,
      drawers,
      (drawer) => drawer.drawer_id,
      (index) => ['drawers', index, 'drawer_id'],
      'drawer_id',
    );
    refineUnique(
      ctx,
      drawers,
      (drawer) => drawer.device?.serial,
      (index) => ['drawers', index, 'device', 'serial'],
      'serial',
    );
  });
export type StoreCashManagement = z.infer<typeof StoreCashManagementSchema>;
