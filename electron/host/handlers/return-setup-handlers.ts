// setup.getReturnConfig / setup.saveReturnConfig: the administrator's return approval amounts, straight to
// the platform, which checks them (and refuses anyone but an administrator) and applies them to the next
// return at every counter.
import type { BridgeImplementation } from '../../../shared/bridge/types';
import type { PlatformApiClient } from '../../services/api/platform-api-client';
import type { WorkstationSession } from '../workstation-session';

export function returnSetupHandlers({
  session,
  client,
}: {
  session: WorkstationSession;
  client: PlatformApiClient;
}): Pick<BridgeImplementation['setup'], 'getReturnConfig' | 'saveReturnConfig'> {
  return {
    async getReturnConfig() {
      session.requireRole('admin', 'Reading the returns configuration');
      return client.getReturnConfig();
    },
    async saveReturnConfig(request) {
      session.requireRole('admin', 'Changing the returns configuration');
      return client.putReturnConfig(request);
    },
  };
}
