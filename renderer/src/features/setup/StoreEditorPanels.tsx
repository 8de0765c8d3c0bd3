// The store form's panels, each one part of a store: who it is, its week, where it is, what it sells. They
// show the draft and the reason next to each field; the form (StoreEditor) saves.
import { useId, useMemo } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { Banner, Icon, Panel, Select, TextField } from '../../ui';
import { BusinessHoursEditor } from './BusinessHoursEditor';
import { ToggleField } from './SetupControls';
import type { StoreDraft } from './store-draft';
import { useMessages } from '../../i18n/I18nProvider';
import type { StoreDraftSetter, StoreFieldError } from './use-store-editor';

/** Examples of codes (not words: the same in every language). */
const STORE_ID_EXAMPLE = 'us-bkn-dumbo';
const COUNTRY_EXAMPLE = 'US';

interface StorePanelProps {
  draft: StoreDraft;
  set: StoreDraftSetter;
  errorFor: StoreFieldError;
}

export function StoreIdentityPanel({
  draft,
  set,
  errorFor,
  creating,
}: StorePanelProps & { creating: boolean }) {
  const t = useMessages();
  return (
    <Panel title={t('setup.store.panel')}>
      <div className="form-grid form-grid--2">
        <TextField
          label={t('setup.store.id')}
          value={draft.storeId}
          onValueChange={set('storeId')}
          disabled={!creating}
          placeholder={STORE_ID_EXAMPLE}
          hint={creating ? t('setup.store.id.hint') : undefined}
          error={errorFor('store_id')}
          autoFocus={creating}
        />
        <TextField
          label={t('setup.store.name')}
          value={draft.label}
          onValueChange={set('label')}
          placeholder={t('setup.store.name.placeholder')}
          error={errorFor('label')}
        />
        <TextField
          label={t('setup.store.division')}
          value={draft.divisionName}
          onValueChange={set('divisionName')}
          placeholder={t('setup.store.division.placeholder')}
          error={errorFor('division_name')}
        />
        <TextField
          label={t('setup.store.phone')}
          type="tel"
          value={draft.phoneNumber}
          onValueChange={set('phoneNumber')}
          placeholder="+1 718-555-0100"
          error={errorFor('phone_number')}
        />
      </div>
      <ToggleField
        label={t('setup.store.active')}
        description={t('setup.store.active.about')}
        checked={draft.active}
        onChange={set('active')}
        error={errorFor('active_status')}
      />
    </Panel>
  );
}

export function StoreHoursPanel({ draft, set, errorFor }: StorePanelProps) {
  const t = useMessages();
  const weekError = errorFor('business_hours');
  return (
    <Panel title={t('setup.store.hours')} className="store-editor__hours">
      <BusinessHoursEditor hours={draft.businessHours} onChange={set('businessHours')} errorFor={errorFor} />
      {weekError ? (
        <span className="field__error">
          <Icon name="alert" size={16} />
          {weekError}
        </span>
      ) : null}
    </Panel>
  );
}

/** Time zones this runtime knows, region/city names only (what the contract accepts). */
function knownTimezones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.filter((zone) => zone.includes('/'));
}

export function StoreAddressPanel({ draft, set, errorFor }: StorePanelProps) {
  const t = useMessages();
  const timezones = useMemo(() => {
    const zones = knownTimezones();
    return draft.timezone && !zones.includes(draft.timezone) ? [draft.timezone, ...zones] : zones;
  }, [draft.timezone]);
  const hasCoordinates = draft.latitude.trim() !== '' && draft.longitude.trim() !== '';
  return (
    <Panel title={t('setup.store.addressPanel')}>
      <div className="form-grid form-grid--2">
        <TextField
          label={t('setup.store.street')}
          value={draft.addressLine1}
          onValueChange={set('addressLine1')}
          error={errorFor('physical_address.address_line_1')}
          className="form-grid__wide"
        />
        <TextField
          label={t('setup.store.city')}
          value={draft.city}
          onValueChange={set('city')}
          error={errorFor('physical_address.city')}
        />
        <TextField
          label={t('setup.store.state')}
          value={draft.state}
          onValueChange={set('state')}
          error={errorFor('physical_address.state')}
        />
        <TextField
          label={t('setup.store.zip')}
          value={draft.zipCode}
          onValueChange={set('zipCode')}
          error={errorFor('physical_address.zip_code')}
        />
        <TextField
          label={t('setup.store.country')}
          value={draft.countryCode}
          onValueChange={(value) => set('countryCode')(value.toUpperCase())}
          maxLength={2}
          placeholder={COUNTRY_EXAMPLE}
          hint={t('setup.store.country.hint')}
          error={errorFor('physical_address.country_code')}
        />
        <CoordinateFields draft={draft} set={set} errorFor={errorFor} />
        <Select
          label={t('setup.store.timezone')}
          value={draft.timezone}
          options={[
            ...(draft.timezone ? [] : [{ value: '', label: t('setup.store.timezone.choose') }]),
            ...timezones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
          ]}
          onValueChange={set('timezone')}
          error={errorFor('timezone')}
          className="form-grid__wide"
        />
      </div>
      {!hasCoordinates ? (
        <Banner tone="warning" title={t('setup.store.noCoordinates')}>
          {t('setup.store.noCoordinates.about')}
        </Banner>
      ) : null}
    </Panel>
  );
}

function CoordinateFields({ draft, set, errorFor }: StorePanelProps) {
  const t = useMessages();
  return (
    <>
      <TextField
        label={t('setup.store.latitude')}
        value={draft.latitude}
        onValueChange={set('latitude')}
        inputMode="decimal"
        placeholder="40.70322"
        hint={t('setup.store.latitude.hint')}
        error={errorFor('physical_address.latitude')}
      />
      <TextField
        label={t('setup.store.longitude')}
        value={draft.longitude}
        onValueChange={set('longitude')}
        inputMode="decimal"
        placeholder="-73.98995"
        hint={t('setup.store.longitude.hint')}
        error={errorFor('physical_address.longitude')}
      />
    </>
  );
}

export function StoreSellingPanel({
  draft,
  set,
  errorFor,
  stores,
}: StorePanelProps & { stores: readonly Store[] }) {
  const t = useMessages();
  const listId = useId();
  const shops = useMemo(() => [...new Set(stores.map((known) => known.shop))].sort(), [stores]);
  const pricebooks = useMemo(
    () =>
      [
        ...new Set(['default', ...stores.flatMap((known) => (known.pricebook ? [known.pricebook] : []))]),
      ].sort(),
    [stores],
  );
  return (
    <Panel title={t('setup.store.selling')}>
      <div className="form-grid form-grid--2">
        <TextField
          label={t('setup.store.shop')}
          value={draft.shop}
          onValueChange={set('shop')}
          list={`${listId}-shops`}
          hint={t('setup.store.shop.hint')}
          error={errorFor('shop')}
        />
        <TextField
          label={t('setup.store.pricebook')}
          value={draft.pricebook}
          onValueChange={set('pricebook')}
          list={`${listId}-books`}
          hint={t('setup.store.pricebook.hint')}
          error={errorFor('pricebook')}
        />
      </div>
      <datalist id={`${listId}-shops`}>
        {shops.map((shop) => (
          <option key={shop} value={shop} />
        ))}
      </datalist>
      <datalist id={`${listId}-books`}>
        {pricebooks.map((book) => (
          <option key={book} value={book} />
        ))}
      </datalist>
      <ToggleField
        label={t('setup.store.taxIncluded')}
        checked={draft.taxIncluded}
        onChange={set('taxIncluded')}
        error={errorFor('tax_included')}
      />
      <ToggleField
        label={t('setup.store.giftWrapping')}
        checked={draft.giftWrapping}
        onChange={set('giftWrapping')}
        error={errorFor('gift_wrapping')}
      />
    </Panel>
  );
}
