// PLACEHOLDER (see index.ts): replaced by the cash workflow's real screen.
import { EmptyState } from '../../ui';

export function CashScreen() {
  return <EmptyState title="Cash" message="This workflow is being built." />;
}
