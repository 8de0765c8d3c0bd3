// Setup → Tax (admin, needs the platform): a store's tax configuration and the tax classes its catalog uses.
// The save takes the platform's own body beside the store id, so a field refused here or by the platform is
// named by the same path (`components.1.rates.standard`).
import { z } from 'zod';
import { IdSchema } from '../../contract/common';
import { CatalogTaxClassesSchema, TaxConfigRequestSchema, TaxConfigSchema } from '../../contract/tax-config';
import { defineCall } from '../define-call';

export const taxSetupCalls = {
  getTaxSetup: defineCall('setup', 'getTaxSetup', {
    summary: "A store's tax configuration and the tax classes of its catalog (with product counts).",
    request: z.strictObject({ storeId: IdSchema }),
    response: z.object({ config: TaxConfigSchema, catalogClasses: CatalogTaxClassesSchema }),
  }),

  saveTaxConfig: defineCall('setup', 'saveTaxConfig', {
    summary:
      "Saves a store's tax configuration on the platform: whether prices include tax, the rounding, the " +
      'components and their rates, and the category of each tax class.',
    request: z.strictObject({ storeId: IdSchema, ...TaxConfigRequestSchema.shape }),
    response: TaxConfigSchema,
  }),
};
