// The stores as a table: who, where, whether they can be found for pickup (coordinates), what they sell and
// whether they are active. A row opens the store's form.
import type { Store } from '../../../../shared/contract/store';
import { DataTable, EmptyState, StatusBadge, type Column } from '../../ui';
import { useMessages, type Translate } from '../../i18n/I18nProvider';

export function StoresTable({
  stores,
  onOpen,
}: {
  stores: readonly Store[];
  onOpen: (storeId: string) => void;
}) {
  const t = useMessages();
  return (
    <DataTable
      label={t('setup.stores.table')}
      rows={stores}
      rowKey={(store) => store.store_id}
      onRowActivate={(store) => onOpen(store.store_id)}
      rowHeight={60}
      className="stores-tab__table"
      columns={storeColumns(t)}
      empty={
        <EmptyState
          icon="store"
          title={t('setup.stores.noMatch')}
          message={t('setup.stores.noMatch.message')}
        />
      }
    />
  );
}

/** The table's columns, headed in the session's language. */
function storeColumns(t: Translate): readonly Column<Store>[] {
  return [
    {
      id: 'store',
      header: t('setup.stores.store'),
      width: 'minmax(200px, 1.6fr)',
      cell: (store) => (
        <div className="cell-stack" translate="no">
          <strong>{store.label}</strong>
          <span className="setup-muted setup-mono">{store.store_id}</span>
        </div>
      ),
    },
    {
      id: 'where',
      header: t('setup.stores.address'),
      width: 'minmax(180px, 1.4fr)',
      cell: (store) => (
        <div className="cell-stack" translate="no">
          <span>{store.physical_address.address_line_1}</span>
          <span className="setup-muted">
            {[store.physical_address.city, store.physical_address.state, store.physical_address.country_code]
              .filter(Boolean)
              .join(', ')}
          </span>
        </div>
      ),
    },
    {
      id: 'coordinates',
      header: t('setup.stores.coordinates'),
      width: 'minmax(150px, 1fr)',
      cell: (store) => <CoordinatesCell store={store} />,
    },
    {
      id: 'pricebook',
      header: t('setup.stores.pricebook'),
      width: 'minmax(130px, 0.9fr)',
      cell: (store) => (
        <span className="setup-mono">
          <span translate="no">{store.shop}</span> ·{' '}
          {store.pricebook ? (
            <span translate="no">{store.pricebook}</span>
          ) : (
            <span className="setup-muted">{t('setup.stores.noPricebook')}</span>
          )}
        </span>
      ),
    },
    {
      id: 'status',
      header: t('setup.stores.status'),
      // As wide as the longest language's word needs ("Inactive" is longer in French and Spanish).
      width: 'minmax(110px, max-content)',
      cell: (store) =>
        store.active_status ? (
          <StatusBadge tone="success">{t('setup.stores.active')}</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">{t('setup.stores.inactive')}</StatusBadge>
        ),
    },
  ];
}

function CoordinatesCell({ store }: { store: Store }) {
  const t = useMessages();
  const { latitude, longitude } = store.physical_address;
  if (latitude === undefined || longitude === undefined) {
    return (
      <StatusBadge tone="warning" plain>
        {t('setup.stores.noCoordinates')}
      </StatusBadge>
    );
  }
  // As stored, never rounded: an admin compares them with the map they came from.
  return (
    <span className="setup-mono">
      {String(latitude)}, {String(longitude)}
    </span>
  );
}
