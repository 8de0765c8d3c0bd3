// PLACEHOLDER (see index.ts): replaced by the pickup workflow's real screen.
import { EmptyState } from '../../ui';

export function PickupScreen() {
  return <EmptyState title="Pickup" message="This workflow is being built." />;
}
