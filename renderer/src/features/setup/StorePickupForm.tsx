// One store's pickup: whether it offers pickup (said when it has no coordinates), the texts the customer
// reads, the promise, and what pickup costs.
import type { Store } from '../../../../shared/contract/store';
import { useMessages } from '../../i18n/I18nProvider';
import { TextField } from '../../ui';
import { DeliveryTextsFields } from './DeliveryTextsFields';
import { ToggleField } from './SetupControls';
import type { StorePickupDraft } from './pickup-draft';

/** A tax code as the tax engines write them (not words: the same in every language). */
const TAX_CODE_EXAMPLE = 'FR020100';

interface StorePickupProps {
  option: StorePickupDraft;
  onChange: (change: Partial<StorePickupDraft>) => void;
  /** The reason for `stores.<store>.<field>` ('' = the entry as a whole). */
  errorFor: (field: string) => string | undefined;
}

export function StorePickupForm({ store, option, onChange, errorFor }: StorePickupProps & { store: Store }) {
  const t = useMessages();
  const noCoordinates =
    store.physical_address.latitude === undefined || store.physical_address.longitude === undefined;
  return (
    <section className="pickup-store-form" aria-label={t('setup.pickup.storeForm', { store: store.label })}>
      <header className="pickup-store-form__head">
        <div translate="no">
          <h3>{store.label}</h3>
          <p className="setup-muted">
            {store.physical_address.city}, {store.physical_address.country_code} · {store.store_id}
          </p>
        </div>
      </header>
      <ToggleField
        label={t('setup.pickup.offer')}
        checked={option.offered}
        onChange={(offered) => onChange({ offered })}
        error={errorFor('')}
        description={noCoordinates ? t('setup.pickup.offer.noCoordinates') : t('setup.pickup.offer.about')}
      />
      {option.offered ? <StorePickupFields option={option} onChange={onChange} errorFor={errorFor} /> : null}
    </section>
  );
}

/** The offered store's texts in every language, its promise and its cost. */
function StorePickupFields({ option, onChange, errorFor }: StorePickupProps) {
  const t = useMessages();
  return (
    <>
      <DeliveryTextsFields
        texts={option.texts}
        onChange={(texts) => onChange({ texts })}
        errorFor={errorFor}
      />
      <div className="form-grid form-grid--2">
        <TextField
          label={t('setup.pickup.promise')}
          value={option.promiseMinutes}
          inputMode="numeric"
          onValueChange={(promiseMinutes) => onChange({ promiseMinutes })}
          placeholder="120"
          hint={t('setup.pickup.promise.hint')}
          error={errorFor('promise_minutes')}
        />
        <TextField
          label={t('setup.pickup.cost')}
          value={option.price}
          inputMode="decimal"
          onValueChange={(price) => onChange({ price })}
          startAdornment={option.currency}
          hint={t('setup.pickup.cost.hint')}
          error={errorFor('cost.price')}
        />
        <TextField
          label={t('setup.pickup.currency')}
          value={option.currency}
          maxLength={3}
          onValueChange={(currency) => onChange({ currency: currency.toUpperCase() })}
          error={errorFor('cost.currency_code')}
        />
        <TextField
          label={t('setup.pickup.taxCode')}
          value={option.taxCode}
          onValueChange={(taxCode) => onChange({ taxCode })}
          placeholder={TAX_CODE_EXAMPLE}
          error={errorFor('cost.tax_code')}
        />
      </div>
    </>
  );
}
