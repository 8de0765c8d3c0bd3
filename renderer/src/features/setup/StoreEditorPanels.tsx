// The store form's panels, each one part of a store: who it is, its week, where it is, what it sells. They
// show the draft and the reason next to each field; the form (StoreEditor) saves.
import { useId, useMemo } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { Banner, Icon, Panel, Select, TextField } from '../../ui';
import { BusinessHoursEditor } from './BusinessHoursEditor';
import { ToggleField } from './SetupControls';
import type { StoreDraft } from './store-draft';
import type { StoreDraftSetter, StoreFieldError } from './use-store-editor';

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
  return (
    <Panel title="Store">
      <div className="form-grid form-grid--2">
        <TextField
          label="Store id"
          value={draft.storeId}
          onValueChange={set('storeId')}
          disabled={!creating}
          placeholder="us-bkn-dumbo"
          hint={creating ? 'Letters, digits and dashes; used by orders, stock and drawers.' : undefined}
          error={errorFor('store_id')}
          autoFocus={creating}
        />
        <TextField
          label="Name"
          value={draft.label}
          onValueChange={set('label')}
          placeholder="Northwind DUMBO"
          error={errorFor('label')}
        />
        <TextField
          label="Division"
          value={draft.divisionName}
          onValueChange={set('divisionName')}
          placeholder="Northeast"
          error={errorFor('division_name')}
        />
        <TextField
          label="Phone"
          type="tel"
          value={draft.phoneNumber}
          onValueChange={set('phoneNumber')}
          placeholder="+1 718-555-0100"
          error={errorFor('phone_number')}
        />
      </div>
      <ToggleField
        label="Active"
        description="Inactive stores are not offered for pickup and cannot be chosen at a workstation."
        checked={draft.active}
        onChange={set('active')}
        error={errorFor('active_status')}
      />
    </Panel>
  );
}

export function StoreHoursPanel({ draft, set, errorFor }: StorePanelProps) {
  const weekError = errorFor('business_hours');
  return (
    <Panel title="Business hours" className="store-editor__hours">
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
  const timezones = useMemo(() => {
    const zones = knownTimezones();
    return draft.timezone && !zones.includes(draft.timezone) ? [draft.timezone, ...zones] : zones;
  }, [draft.timezone]);
  const hasCoordinates = draft.latitude.trim() !== '' && draft.longitude.trim() !== '';
  return (
    <Panel title="Address and location">
      <div className="form-grid form-grid--2">
        <TextField
          label="Street address"
          value={draft.addressLine1}
          onValueChange={set('addressLine1')}
          error={errorFor('physical_address.address_line_1')}
          className="form-grid__wide"
        />
        <TextField
          label="City"
          value={draft.city}
          onValueChange={set('city')}
          error={errorFor('physical_address.city')}
        />
        <TextField
          label="State or province"
          value={draft.state}
          onValueChange={set('state')}
          error={errorFor('physical_address.state')}
        />
        <TextField
          label="ZIP or postal code"
          value={draft.zipCode}
          onValueChange={set('zipCode')}
          error={errorFor('physical_address.zip_code')}
        />
        <TextField
          label="Country code"
          value={draft.countryCode}
          onValueChange={(value) => set('countryCode')(value.toUpperCase())}
          maxLength={2}
          placeholder="US"
          hint="Two letters (ISO 3166): US, CA… Cash rounding follows the country."
          error={errorFor('physical_address.country_code')}
        />
        <CoordinateFields draft={draft} set={set} errorFor={errorFor} />
        <Select
          label="Time zone"
          value={draft.timezone}
          options={[
            ...(draft.timezone ? [] : [{ value: '', label: 'Choose a time zone' }]),
            ...timezones.map((zone) => ({ value: zone, label: zone.replace(/_/g, ' ') })),
          ]}
          onValueChange={set('timezone')}
          error={errorFor('timezone')}
          className="form-grid__wide"
        />
      </div>
      {!hasCoordinates ? (
        <Banner tone="warning" title="No coordinates: not offered for pickup">
          Customers are offered the stores near them by distance, so a store without latitude and longitude
          never takes in-store pickup orders.
        </Banner>
      ) : null}
    </Panel>
  );
}

function CoordinateFields({ draft, set, errorFor }: StorePanelProps) {
  return (
    <>
      <TextField
        label="Latitude"
        value={draft.latitude}
        onValueChange={set('latitude')}
        inputMode="decimal"
        placeholder="40.70322"
        hint="Decimal degrees, −90 to 90 (north is positive)."
        error={errorFor('physical_address.latitude')}
      />
      <TextField
        label="Longitude"
        value={draft.longitude}
        onValueChange={set('longitude')}
        inputMode="decimal"
        placeholder="-73.98995"
        hint="Decimal degrees, −180 to 180 (east is positive)."
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
    <Panel title="Selling">
      <div className="form-grid form-grid--2">
        <TextField
          label="Shop"
          value={draft.shop}
          onValueChange={set('shop')}
          list={`${listId}-shops`}
          hint="The catalog the store sells (usually one per country)."
          error={errorFor('shop')}
        />
        <TextField
          label="Price book"
          value={draft.pricebook}
          onValueChange={set('pricebook')}
          list={`${listId}-books`}
          hint="A price book is used only once a store is assigned to it."
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
        label="Prices include tax"
        checked={draft.taxIncluded}
        onChange={set('taxIncluded')}
        error={errorFor('tax_included')}
      />
      <ToggleField
        label="Gift wrapping offered"
        checked={draft.giftWrapping}
        onChange={set('giftWrapping')}
        error={errorFor('gift_wrapping')}
      />
    </Panel>
  );
}
