// What a search of the store network for devices (drawers, printers) found: the search failing (why), still
// looking with nothing yet, nothing found (what to check), or the list itself.
import type { ReactNode } from 'react';
import { useMessages } from '../i18n/I18nProvider';
import { useErrorText, type ErrorLike } from './error-advice';
import type { IconName } from './icons';
import { Banner, EmptyState } from './States';

export function NetworkSearchResults({
  search,
  found,
  looking,
  empty,
  children,
}: {
  search: { status: 'idle' | 'pending' | 'failed' | 'done'; error: ErrorLike | null };
  /** How many devices are listed. */
  found: number;
  /** "Looking for printers…". */
  looking: string;
  empty: { icon: IconName; title: string; message: string };
  children: ReactNode;
}) {
  const t = useMessages();
  const errorText = useErrorText();
  if (search.status === 'failed' && search.error) {
    return (
      <Banner tone="warning" title={t('ui.networkSearch.failed')}>
        {errorText.message(search.error)}
      </Banner>
    );
  }
  if (found > 0) return <>{children}</>;
  if (search.status === 'pending') {
    return (
      <p className="network-search__looking" role="status">
        {looking}
      </p>
    );
  }
  return <EmptyState icon={empty.icon} title={empty.title} message={empty.message} />;
}
