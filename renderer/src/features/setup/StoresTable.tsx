// The stores as a table: who, where, whether they can be found for pickup (coordinates), what they sell and
// whether they are active. A row opens the store's form.
import type { Store } from '../../../../shared/contract/store';
import { DataTable, EmptyState, StatusBadge } from '../../ui';

export function StoresTable({
  stores,
  onOpen,
}: {
  stores: readonly Store[];
  onOpen: (storeId: string) => void;
}) {
  return (
    <DataTable
      label="Stores"
      rows={stores}
      rowKey={(store) => store.store_id}
      onRowActivate={(store) => onOpen(store.store_id)}
      rowHeight={60}
      className="stores-tab__table"
      columns={[
        {
          id: 'store',
          header: 'Store',
          width: 'minmax(200px, 1.6fr)',
          cell: (store) => (
            <div className="cell-stack">
              <strong>{store.label}</strong>
              <span className="setup-muted setup-mono">{store.store_id}</span>
            </div>
          ),
        },
        {
          id: 'where',
          header: 'Address',
          width: 'minmax(180px, 1.4fr)',
          cell: (store) => (
            <div className="cell-stack">
              <span>{store.physical_address.address_line_1}</span>
              <span className="setup-muted">
                {[
                  store.physical_address.city,
                  store.physical_address.state,
                  store.physical_address.country_code,
                ]
                  .filter(Boolean)
                  .join(', ')}
              </span>
            </div>
          ),
        },
        { id: 'coordinates', header: 'Coordinates', width: 'minmax(150px, 1fr)', cell: coordinatesCell },
        {
          id: 'pricebook',
          header: 'Shop · price book',
          width: 'minmax(130px, 0.9fr)',
          cell: (store) => (
            <span className="setup-mono">
              {store.shop} · {store.pricebook ?? <span className="setup-muted">none</span>}
            </span>
          ),
        },
        {
          id: 'status',
          header: 'Status',
          width: '110px',
          cell: (store) =>
            store.active_status ? (
              <StatusBadge tone="success">Active</StatusBadge>
            ) : (
              <StatusBadge tone="neutral">Inactive</StatusBadge>
            ),
        },
      ]}
      empty={
        <EmptyState
          icon="store"
          title="No store matches"
          message="Search by another name, id or city, or create the store."
        />
      }
    />
  );
}

function coordinatesCell(store: Store) {
  const { latitude, longitude } = store.physical_address;
  if (latitude === undefined || longitude === undefined) {
    return (
      <StatusBadge tone="warning" plain>
        Missing: no pickup
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
