// Creating or changing a store: who it is, where it is (coordinates in decimal degrees, needed for in-store
// pickup routing), its week, and what it sells (shop and price book). Every reason the bridge or the
// platform gives is shown next to its field.
import type { Store } from '../../../../shared/contract/store';
import { Button } from '../../ui';
import { SaveBar } from './SetupControls';
import {
  StoreAddressPanel,
  StoreHoursPanel,
  StoreIdentityPanel,
  StoreSellingPanel,
} from './StoreEditorPanels';
import { useStoreEditor } from './use-store-editor';
import { useMessages } from '../../i18n/I18nProvider';

export function StoreEditor({
  store,
  stores,
  onDone,
}: {
  /** null: a new store. */
  store: Store | null;
  /** Every store (for the shops and price books already in use). */
  stores: readonly Store[];
  onDone: () => void;
}) {
  const { form, draft, set, errorFor, saveStatus, creating, save, cancel } = useStoreEditor({
    store,
    stores,
    onDone,
  });
  const fields = { draft, set, errorFor };
  const t = useMessages();

  return (
    <form
      ref={form}
      className="store-editor"
      aria-label={store ? t('setup.store.formLabel', { store: store.label }) : t('setup.store.new')}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="store-editor__head">
        <Button variant="ghost" icon="close" onClick={cancel} shortcut="Esc">
          {t('setup.store.allStores')}
        </Button>
        <div>
          <h2 className="store-editor__title">{store ? store.label : t('setup.store.new')}</h2>
          <p className="setup-muted">
            {store ? t('setup.store.idAndSync', { storeId: store.store_id }) : t('setup.store.idIsFixed')}
          </p>
        </div>
      </div>

      <div className="store-editor__grid">
        <div className="store-editor__column">
          <StoreIdentityPanel {...fields} creating={creating} />
          <StoreHoursPanel {...fields} />
        </div>
        <div className="store-editor__column">
          <StoreAddressPanel {...fields} />
          <StoreSellingPanel {...fields} stores={stores} />
        </div>
      </div>

      <SaveBar
        sticky
        status={saveStatus}
        label={creating ? t('setup.store.create') : t('setup.store.save')}
        onSave={() => void save()}
        extra={
          <Button variant="ghost" onClick={cancel}>
            {t('setup.store.cancel')}
          </Button>
        }
      />
    </form>
  );
}
