// A manager sends an on-hold order to another store that can fulfil it: the stores near this one that take
// part in pickup, nearest first, with their distance and whether their stock covers the whole order.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import {
  Banner,
  Button,
  Dialog,
  EmptyState,
  LoadingBlock,
  StatusBadge,
  errorWhatToDo,
  useLocale,
  useToasts,
  Icon,
} from '../../ui';

export function RerouteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const api = usePosStoreApi();
  const locale = useLocale();
  const toasts = useToasts();
  const { order, options, optionsLoad, action } = usePosStore(
    useShallow((state) => ({
      order: state.openOrder,
      options: state.rerouteOptions,
      optionsLoad: state.rerouteOptionsLoad,
      action: state.orderAction,
    })),
  );
  const [chosen, setChosen] = useState<string | null>(null);

  useEffect(() => {
    if (open) void api.getState().loadRerouteOptions();
  }, [open, api]);

  // The first store that has everything is suggested; the manager can choose another.
  const suggested = options.find((option) => option.hasAtp)?.storeId ?? null;
  const selected = chosen ?? suggested;
  const target = options.find((option) => option.storeId === selected) ?? null;
  const busy = action.status === 'pending' && action.action === 'reroute';
  const refused = action.status === 'failed' && action.action === 'reroute' ? action.error : null;
  const distance = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });

  function close() {
    setChosen(null);
    onClose();
  }

  async function reroute() {
    if (!target || !order) return;
    if (await api.getState().rerouteOrder(target.storeId)) {
      toasts.show({
        tone: 'success',
        title: `Order ${order.externalId} rerouted`,
        message: `It was sent to ${target.label}, ${target.city}.`,
      });
      close();
      api.getState().closePickupOrder();
    }
  }

  return (
    <Dialog
      open={open}
      wide
      title="Reroute to another store"
      onClose={close}
      dismissible={!busy}
      description="Choose the store that will fulfil this order. The customer collects it there."
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            Cancel
          </Button>
          <Button variant="primary" busy={busy} disabled={!target} onClick={() => void reroute()}>
            {target ? `Reroute to ${target.label}` : 'Reroute'}
          </Button>
        </>
      }
    >
      {optionsLoad.status === 'pending' || optionsLoad.status === 'idle' ? (
        <LoadingBlock label="Finding stores near you…" />
      ) : optionsLoad.status === 'failed' && optionsLoad.error ? (
        <Banner
          tone="danger"
          title="The stores could not be looked up"
          actions={
            <Button size="small" onClick={() => void api.getState().loadRerouteOptions()}>
              Try again
            </Button>
          }
        >
          {optionsLoad.error.message} {errorWhatToDo(optionsLoad.error)}
        </Banner>
      ) : options.length === 0 ? (
        <EmptyState
          icon="store"
          title="No other store can take this order"
          message="No store within reach takes part in in-store pickup. The order stays on hold until stock arrives here."
        />
      ) : (
        <fieldset className="choice-group reroute-options">
          <legend className="visually-hidden">Store to send the order to</legend>
          {options.map((option) => (
            <label
              key={option.storeId}
              className={`choice reroute-option${selected === option.storeId ? ' choice--selected' : ''}`}
            >
              <input
                type="radio"
                name="reroute-store"
                value={option.storeId}
                checked={selected === option.storeId}
                onChange={() => setChosen(option.storeId)}
              />
              <span className="choice__text">
                <span className="choice__label">{option.label}</span>
                <span className="choice__hint">
                  <Icon name="mapPin" size={14} /> {option.city} · {distance.format(option.distanceKm)} away
                  {' · '}
                  {option.deliveryTime}
                </span>
              </span>
              <StatusBadge tone={option.hasAtp ? 'success' : 'warning'}>
                {option.hasAtp ? 'All items in stock' : 'Not all items in stock'}
              </StatusBadge>
            </label>
          ))}
        </fieldset>
      )}
      {refused ? (
        <Banner tone="danger" title="The order was not rerouted">
          {refused.message} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </Dialog>
  );
}
