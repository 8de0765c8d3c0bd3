// Store records: the list (find by name, id or city), and the form to create one or change one. A store
// without coordinates is flagged: it never takes part in in-store pickup routing.
import { useMemo, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { Button, ErrorState, Icon, LoadingBlock, TextField, errorWhatToDo, useShortcut } from '../../ui';
import { StoreEditor } from './StoreEditor';
import { StoresTable } from './StoresTable';
import { useMessages } from '../../i18n/I18nProvider';

type Editing = { mode: 'list' } | { mode: 'create' } | { mode: 'edit'; storeId: string };

export function StoresTab() {
  const api = usePosStoreApi();
  const { stores, load } = usePosStore(
    useShallow((state) => ({ stores: state.setupStores, load: state.setupStoresLoad })),
  );
  const [editing, setEditing] = useState<Editing>({ mode: 'list' });
  const t = useMessages();
  const [query, setQuery] = useState('');
  useShortcut('F2', () => setEditing({ mode: 'create' }), { enabled: editing.mode === 'list' });

  const shown = useMemo(() => {
    const words = query.toLowerCase().split(/\s+/).filter(Boolean);
    const sorted = [...stores].sort((a, b) => a.label.localeCompare(b.label));
    if (words.length === 0) return sorted;
    return sorted.filter((store) => {
      const text =
        `${store.label} ${store.store_id} ${store.physical_address.city} ${store.physical_address.country_code}`.toLowerCase();
      return words.every((word) => text.includes(word));
    });
  }, [stores, query]);

  if (editing.mode !== 'list') {
    const store =
      editing.mode === 'edit'
        ? stores.find((candidate) => candidate.store_id === editing.storeId)
        : undefined;
    return (
      <StoreEditor
        key={editing.mode === 'edit' ? editing.storeId : 'new'}
        store={store ?? null}
        stores={stores}
        onDone={() => setEditing({ mode: 'list' })}
      />
    );
  }

  if (stores.length === 0 && load.status !== 'done') {
    return load.status === 'failed' && load.error ? (
      <ErrorState
        title={t('setup.stores.loadFailed')}
        message={load.error.message}
        whatToDo={errorWhatToDo(load.error)}
        code={load.error.code}
        values={load.error.values}
        onRetry={() => void api.getState().loadSetupStores()}
      />
    ) : (
      <LoadingBlock label={t('setup.stores.loading')} />
    );
  }

  return (
    <div className="stores-tab">
      <div className="stores-tab__toolbar">
        <TextField
          label={t('setup.stores.find')}
          type="search"
          value={query}
          placeholder={t('setup.stores.find.placeholder')}
          startAdornment={<Icon name="search" size={18} />}
          onValueChange={setQuery}
          className="stores-tab__search"
        />
        <span className="setup-muted stores-tab__count">
          {shown.length === stores.length
            ? t('setup.stores.count', { count: stores.length })
            : t('setup.stores.countShown', { shown: shown.length, count: stores.length })}
        </span>
        <Button variant="primary" icon="store" shortcut="F2" onClick={() => setEditing({ mode: 'create' })}>
          {t('setup.stores.new')}
        </Button>
      </div>
      <StoresTable stores={shown} onOpen={(storeId) => setEditing({ mode: 'edit', storeId })} />
    </div>
  );
}
