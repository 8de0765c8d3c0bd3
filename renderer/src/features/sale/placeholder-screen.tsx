// PLACEHOLDER (see index.ts): replaced by the sale workflow's real screen.
import { EmptyState } from '../../ui';

export function SaleScreen() {
  return <EmptyState title="Sale" message="This workflow is being built." />;
}
