// A manager sends an on-hold order to another store that can fulfil it: the stores near this one that take
// part in pickup, nearest first, with their distance and whether their stock covers the whole order.
import { useEffect, useState } from 'react';
import { useShallow } from 'zustand/react/shallow';
import { useMessages } from '../../i18n/I18nProvider';
import { usePosStore, usePosStoreApi, type PosState } from '../../store/pos-store';
import type { ActionStatus } from '../../store/slice';
import {
  errorMessage,
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
  const t = useMessages();
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

  function close() {
    setChosen(null);
    onClose();
  }

  async function reroute() {
    if (!target || !order) return;
    if (await api.getState().rerouteOrder(target.storeId)) {
      toasts.show({
        tone: 'success',
        title: t('pickup.reroute.done', { number: order.externalId }),
        message: t('pickup.reroute.doneMessage', { store: target.label, city: target.city }),
      });
      close();
      api.getState().closePickupOrder();
    }
  }

  return (
    <Dialog
      open={open}
      wide
      title={t('pickup.state.reroute')}
      onClose={close}
      dismissible={!busy}
      description={t('pickup.reroute.description')}
      footer={
        <>
          <Button onClick={close} disabled={busy}>
            {t('pickup.reroute.cancel')}
          </Button>
          <Button variant="primary" busy={busy} disabled={!target} onClick={() => void reroute()}>
            {target ? t('pickup.reroute.to', { store: target.label }) : t('pickup.reroute.confirm')}
          </Button>
        </>
      }
    >
      <RerouteOptions
        options={options}
        optionsLoad={optionsLoad}
        selected={selected}
        onChoose={setChosen}
        onRetry={() => void api.getState().loadRerouteOptions()}
      />
      {refused ? (
        <Banner tone="danger" title={t('pickup.reroute.failed')}>
          {errorMessage(refused)} {errorWhatToDo(refused)}
        </Banner>
      ) : null}
    </Dialog>
  );
}

/** The stores near this one that take part in pickup, nearest first, or why there are none to show. */
function RerouteOptions({
  options,
  optionsLoad,
  selected,
  onChoose,
  onRetry,
}: {
  options: PosState['rerouteOptions'];
  optionsLoad: ActionStatus;
  selected: string | null;
  onChoose(storeId: string): void;
  onRetry(): void;
}) {
  const t = useMessages();
  const locale = useLocale();
  const distance = new Intl.NumberFormat(locale, {
    style: 'unit',
    unit: 'kilometer',
    maximumFractionDigits: 1,
  });
  return optionsLoad.status === 'pending' || optionsLoad.status === 'idle' ? (
    <LoadingBlock label={t('pickup.reroute.finding')} />
  ) : optionsLoad.status === 'failed' && optionsLoad.error ? (
    <Banner
      tone="danger"
      title={t('pickup.reroute.lookupFailed')}
      actions={
        <Button size="small" onClick={onRetry}>
          {t('pickup.reroute.tryAgain')}
        </Button>
      }
    >
      {errorMessage(optionsLoad.error)} {errorWhatToDo(optionsLoad.error)}
    </Banner>
  ) : options.length === 0 ? (
    <EmptyState icon="store" title={t('pickup.reroute.none')} message={t('pickup.reroute.noneHelp')} />
  ) : (
    <fieldset className="choice-group reroute-options">
      <legend className="visually-hidden">{t('pickup.reroute.stores')}</legend>
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
            onChange={() => onChoose(option.storeId)}
          />
          <span className="choice__text">
            <span className="choice__label">{option.label}</span>
            <span className="choice__hint">
              <Icon name="mapPin" size={14} />{' '}
              {t('pickup.reroute.where', {
                city: option.city,
                distance: distance.format(option.distanceKm),
              })}
              {' · '}
              {option.deliveryTime}
            </span>
          </span>
          <StatusBadge tone={option.hasAtp ? 'success' : 'warning'}>
            {option.hasAtp ? t('pickup.reroute.allInStock') : t('pickup.reroute.notAllInStock')}
          </StatusBadge>
        </label>
      ))}
    </fieldset>
  );
}
