// PLACEHOLDER (see index.ts): replaced by the setup workflow's real screen.
import { EmptyState } from '../../ui';

export function SetupScreen() {
  return <EmptyState title="Setup" message="This workflow is being built." />;
}
