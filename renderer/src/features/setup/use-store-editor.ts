// What the store form does besides showing fields: its draft, the reasons by field (read here or given by the
// bridge and the platform), saving (create or change), leaving, the F9/Esc shortcuts, and taking the admin
// to the first field a refused save names.
import { useEffect, useRef, useState } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { useSetupFieldError } from './use-setup-field-error';
import { useShortcut, useToasts } from '../../ui';
import {
  draftFromStore,
  emptyStoreDraft,
  readStoreDraft,
  storePatchFrom,
  type StoreDraft,
} from './store-draft';
import { useMessages } from '../../i18n/I18nProvider';

/** `set('label')(value)`: a field's change handler. */
export type StoreDraftSetter = <Key extends keyof StoreDraft>(key: Key) => (value: StoreDraft[Key]) => void;

/** The reason the field at a contract path ('physical_address.city') was refused, if any. */
export type StoreFieldError = (path: string) => string | undefined;

export function useStoreEditor({
  store,
  stores,
  onDone,
}: {
  store: Store | null;
  stores: readonly Store[];
  onDone: () => void;
}) {
  const api = usePosStoreApi();
  const toasts = useToasts();
  const t = useMessages();
  const setupFieldError = useSetupFieldError();
  const saveStatus = usePosStore((state) => state.setupSaves.store);
  const workstationStore = usePosStore((state) => state.session?.store ?? null);
  const [draft, setDraft] = useState<StoreDraft>(() =>
    store
      ? draftFromStore(store)
      : // A new store most likely sells what the store this workstation works in sells, in its time zone.
        emptyStoreDraft({
          shop: workstationStore?.shop ?? stores[0]?.shop,
          timezone: workstationStore?.timezone ?? Intl.DateTimeFormat().resolvedOptions().timeZone,
          countryCode: workstationStore?.countryCode,
        }),
  );
  const [localProblems, setLocalProblems] = useState<Record<string, string>>({});
  const creating = store === null;
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const errorFor: StoreFieldError = (path) => localProblems[path] ?? setupFieldError(error, path);
  const set: StoreDraftSetter = (key) => (value) => setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const reading = readStoreDraft(draft, t);
    if (!reading.ok) {
      setLocalProblems(reading.problems);
      return;
    }
    setLocalProblems({});
    const saved = await api
      .getState()
      .saveStore(
        creating
          ? { create: reading.store }
          : { storeId: draft.storeId, patch: storePatchFrom(reading.store) },
      );
    if (saved) {
      toasts.show({
        tone: 'success',
        title: t(creating ? 'setup.store.created' : 'setup.store.saved', { store: saved.label }),
        ...(saved.physical_address.latitude === undefined
          ? { message: t('setup.store.savedWithoutCoordinates') }
          : {}),
      });
      api.getState().clearSetupSave('store');
      onDone();
    }
  }

  function cancel() {
    api.getState().clearSetupSave('store');
    onDone();
  }
  useShortcut('Escape', cancel);
  useShortcut('F9', () => void save());

  // A refused save takes the admin to the first field it names.
  const form = useRef<HTMLFormElement>(null);
  const refusedAt = saveStatus.status === 'failed' ? saveStatus.error : localProblems;
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [refusedAt]);

  return { form, draft, set, errorFor, saveStatus, creating, save, cancel };
}
