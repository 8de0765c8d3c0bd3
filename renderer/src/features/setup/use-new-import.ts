// The new import's choices and what follows from them: where the catalog comes from (files, a zip, a URL),
// how the platform gets the archive, what to import and under which name; and its actions (choosing files
// checks them and hands valid ones to this workstation's import area; starting the import).
import { useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import type { ArchiveUploadKind } from '../../../../shared/bridge/views/setup';
import { IMPORT_ENTITIES, type ImportEntity } from '../../../../shared/contract/import-job';
import { usePosStore, usePosStoreApi, type PosState } from '../../store/pos-store';
import { formatDate, useLocale, useStoreTimeZone } from '../../ui';
import { useArchiveDelivery } from './use-archive-delivery';
import { useMessages } from '../../i18n/I18nProvider';

export type SourceKind = ArchiveUploadKind | 'url';

export function useNewImport() {
  const api = usePosStoreApi();
  const locale = useLocale();
  const timeZone = useStoreTimeZone();
  const t = useMessages();
  const { choice, upload, prepared, start, platform } = usePosStore(
    useShallow((state) => ({
      choice: state.catalogChoice,
      upload: state.archiveUpload,
      prepared: state.preparedArchive,
      start: state.importStart,
      platform: state.session?.platform ?? null,
    })),
  );
  const embedded = platform?.mode === 'embedded';
  const [source, setSource] = useState<SourceKind>('data_files');
  const delivery = useArchiveDelivery(embedded);
  const [url, setUrl] = useState('');
  // Today as the store's calendar says it, not the workstation's.
  const [name, setName] = useState(() =>
    t('setup.newImport.defaultName', { date: formatDate(new Date(), locale, 'date', timeZone) }),
  );
  const ticks = useEntityTicks();

  const startError = start.status === 'failed' ? start.error : null;
  const fileKind = source !== 'url';
  const available = availableEntities(source, prepared, choice);
  const entities = available.filter((entity) => !ticks.unticked.has(entity));
  const choiceBlocked =
    !choice || choice.refusal !== null || choice.files.some((file) => file.state === 'problems');
  const sending = upload.status === 'pending';
  const canStart =
    entities.length > 0 &&
    start.status !== 'pending' &&
    (source === 'url' ? url.trim() !== '' : !choiceBlocked && !sending && upload.status !== 'failed');

  async function choose(files: File[]) {
    if (source === 'url' || files.length === 0) return;
    ticks.reset();
    const checked = await api.getState().chooseCatalogFiles(source, files);
    // Valid choices go to the import area at once, so a zip's contents are known before the import starts.
    if (!checked.refusal && !checked.files.some((file) => file.state === 'problems')) {
      await api.getState().uploadCatalog();
    }
  }

  function switchSource(next: SourceKind) {
    setSource(next);
    ticks.reset();
    void api.getState().clearCatalogChoice();
  }

  function startImport() {
    const state = api.getState();
    if (source === 'url') {
      void state.importFromUrl({ name, sourceUri: url.trim(), entities });
      return;
    }
    void state.importPreparedArchive({ name, entities, delivery: delivery.archiveDelivery() });
  }

  return {
    choice,
    upload,
    prepared,
    start,
    startError,
    embedded,
    source,
    fileKind,
    sending,
    ...delivery,
    url,
    setUrl,
    name,
    setName,
    available,
    unticked: ticks.unticked,
    entities,
    canStart,
    choose,
    switchSource,
    tick: ticks.tick,
    startImport,
  };
}

/** What the import can hold: everything from a URL; from files, what the import area found in them (or their
 * checked heads until then). */
function availableEntities(
  source: SourceKind,
  prepared: PosState['preparedArchive'],
  choice: PosState['catalogChoice'],
): readonly ImportEntity[] {
  if (source === 'url') return IMPORT_ENTITIES;
  return (
    prepared?.entities ??
    (choice?.files.flatMap((file) => (file.entity ? [file.entity] : [])) as ImportEntity[] | undefined) ??
    []
  );
}

/** The entities the admin unticked (all are ticked at first, and again for each new choice of files). */
function useEntityTicks() {
  const [unticked, setUnticked] = useState<ReadonlySet<ImportEntity>>(new Set());

  function tick(entity: ImportEntity, on: boolean) {
    setUnticked((current) => {
      const next = new Set(current);
      if (on) next.delete(entity);
      else next.add(entity);
      return next;
    });
  }

  return { unticked, tick, reset: () => setUnticked(new Set()) };
}
