// Catalog import: the import being followed on top (its steps, counts and the records it rejected, full
// width so the errors read well), then a new import and the recent ones. A running job is read again every
// second until it is finished or failed; a job just started is scrolled into view.
import { useEffect, useRef } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { isImportOver } from '../../store/setup-slice';
import { EmptyState, ErrorState, Panel, errorWhatToDo } from '../../ui';
import { ImportErrorTable } from './ImportErrorTable';
import { ImportHistory } from './ImportHistory';
import { ImportJobStatus } from './ImportJobStatus';
import { NewImportPanel } from './NewImportPanel';
import { useMessages } from '../../i18n/I18nProvider';

const POLL_INTERVAL_MS = 1000;

export function CatalogImportTab() {
  const api = usePosStoreApi();
  const { current, jobs, refresh } = usePosStore(
    useShallow((state) => ({
      current: state.currentImport,
      jobs: state.importJobs,
      refresh: state.importRefresh,
    })),
  );
  const t = useMessages();
  const importId = current?.job.import_id ?? null;
  const over = current ? isImportOver(current.job) : true;

  useEffect(() => {
    if (!importId || over) return;
    const following = api.getState().followImport(POLL_INTERVAL_MS);
    return () => following.stop();
  }, [api, importId, over]);

  const currentPanel = useRef<HTMLDivElement>(null);
  const started = usePosStore((state) => state.importStart.status === 'done');
  useEffect(() => {
    if (started && importId)
      currentPanel.current?.scrollIntoView({
        block: 'start',
        // No glide for who asked the system for less motion.
        behavior: window.matchMedia?.('(prefers-reduced-motion: reduce)').matches ? 'auto' : 'smooth',
      });
  }, [started, importId]);

  return (
    <div className="catalog-import">
      {current ? (
        <div ref={currentPanel} className="catalog-import__current">
          <Panel title={t('setup.importStatus.panel')}>
            <ImportJobStatus
              job={current.job}
              sourceUri={current.sourceUri}
              errorCount={current.errors.length}
            />
            {refresh.status === 'failed' && refresh.error ? (
              <ErrorState
                title={t('setup.importStatus.readFailed')}
                message={refresh.error.message}
                whatToDo={errorWhatToDo(refresh.error)}
                code={refresh.error.code}
                values={refresh.error.values}
                onRetry={() => void api.getState().refreshImport()}
              />
            ) : null}
            {current.errors.length > 0 ? (
              <section aria-label={t('setup.importErrors.title')} className="catalog-import__errors">
                <h3 className="catalog-import__subtitle">{t('setup.importErrors.title')}</h3>
                <ImportErrorTable errors={current.errors} importId={current.job.import_id} />
              </section>
            ) : null}
          </Panel>
        </div>
      ) : null}
      <div className="catalog-import__columns">
        <Panel title={t('setup.newImport.panel')} className="catalog-import__new">
          <NewImportPanel />
        </Panel>
        <Panel title={t('setup.importHistory.title')} className="catalog-import__history">
          <ImportHistory
            jobs={jobs}
            selectedId={importId}
            onOpen={(id) => void api.getState().openImport(id)}
          />
          {jobs.length > 0 && !current ? (
            <EmptyState
              icon="package"
              title={t('setup.importHistory.noneOpen')}
              message={t('setup.importHistory.noneOpen.message')}
            />
          ) : null}
        </Panel>
      </div>
    </div>
  );
}
