// Setup → Returns (admin, needs the platform): the refund above which a return needs a manager, per currency.
// The save takes the platform's own body, so a field refused here or by the platform is named by the same
// path (`manager_approval_above.USD`).
import { z } from 'zod';
import { ReturnConfigSchema } from '../../contract/return-config';
import { defineCall, NoRequestSchema } from '../define-call';

export const returnSetupCalls = {
  getReturnConfig: defineCall('setup', 'getReturnConfig', {
    summary: 'The returns configuration: per currency, the refund above which a manager must approve.',
    request: NoRequestSchema,
    response: ReturnConfigSchema,
  }),

  saveReturnConfig: defineCall('setup', 'saveReturnConfig', {
    summary:
      'Saves the returns configuration on the platform: per currency, the refund above which a return ' +
      'needs a manager on the spot (a currency left out has no limit).',
    request: z.strictObject({ ...ReturnConfigSchema.shape }),
    response: ReturnConfigSchema,
  }),
};
