// Creating or changing a store: who it is, where it is (coordinates in decimal degrees, needed for in-store
// pickup routing), its week, and what it sells (shop and price book). Every reason the bridge or the
// platform gives is shown next to its field.
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { Store } from '../../../../shared/contract/store';
import { usePosStore, usePosStoreApi } from '../../store/pos-store';
import { setupFieldError } from '../../store/setup-slice';
import { Banner, Button, Icon, Panel, Select, TextField, useShortcut, useToasts } from '../../ui';
import { BusinessHoursEditor } from './BusinessHoursEditor';
import { SaveBar, ToggleField } from './SetupControls';
import {
  draftFromStore,
  emptyStoreDraft,
  readStoreDraft,
  storePatchFrom,
  type StoreDraft,
} from './store-draft';

/** Time zones this runtime knows, region/city names only (what the contract accepts). */
function knownTimezones(): string[] {
  const all = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return all.filter((zone) => zone.includes('/'));
}

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
  const api = usePosStoreApi();
  const toasts = useToasts();
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
  const listId = useId();
  const timezones = useMemo(() => {
    const zones = knownTimezones();
    return draft.timezone && !zones.includes(draft.timezone) ? [draft.timezone, ...zones] : zones;
  }, [draft.timezone]);
  const shops = useMemo(() => [...new Set(stores.map((known) => known.shop))].sort(), [stores]);
  const pricebooks = useMemo(
    () =>
      [
        ...new Set(['default', ...stores.flatMap((known) => (known.pricebook ? [known.pricebook] : []))]),
      ].sort(),
    [stores],
  );
  const creating = store === null;
  const error = saveStatus.status === 'failed' ? saveStatus.error : null;
  const errorFor = (path: string) => localProblems[path] ?? setupFieldError(error, path);
  const set =
    <Key extends keyof StoreDraft>(key: Key) =>
    (value: StoreDraft[Key]) =>
      setDraft((current) => ({ ...current, [key]: value }));

  async function save() {
    const reading = readStoreDraft(draft);
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
        title: creating ? `${saved.label} created` : `${saved.label} saved`,
        ...(saved.physical_address.latitude === undefined
          ? { message: 'It has no coordinates: it is not offered for pickup.' }
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

  const hasCoordinates = draft.latitude.trim() !== '' && draft.longitude.trim() !== '';

  // A refused save takes the admin to the first field it names.
  const form = useRef<HTMLFormElement>(null);
  const refusedAt = saveStatus.status === 'failed' ? saveStatus.error : localProblems;
  useEffect(() => {
    const invalid = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    invalid?.scrollIntoView({ block: 'center' });
    invalid?.focus({ preventScroll: true });
  }, [refusedAt]);

  return (
    <form
      ref={form}
      className="store-editor"
      aria-label={creating ? 'New store' : `Store ${store.label}`}
      onSubmit={(event) => {
        event.preventDefault();
        void save();
      }}
    >
      <div className="store-editor__head">
        <Button variant="ghost" icon="close" onClick={cancel} shortcut="Esc">
          All stores
        </Button>
        <div>
          <h2 className="store-editor__title">{creating ? 'New store' : store.label}</h2>
          <p className="setup-muted">
            {creating
              ? 'The store id cannot change once the store exists.'
              : `Store id ${store.store_id} · changes apply to every workstation at its next sync.`}
          </p>
        </div>
      </div>

      <div className="store-editor__grid">
        <div className="store-editor__column">
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

          <Panel title="Business hours" className="store-editor__hours">
            <BusinessHoursEditor
              hours={draft.businessHours}
              onChange={set('businessHours')}
              errorFor={errorFor}
            />
            {errorFor('business_hours') ? (
              <span className="field__error">
                <Icon name="alert" size={16} />
                {errorFor('business_hours')}
              </span>
            ) : null}
          </Panel>
        </div>
        <div className="store-editor__column">
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
                Customers are offered the stores near them by distance, so a store without latitude and
                longitude never takes in-store pickup orders.
              </Banner>
            ) : null}
          </Panel>

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
        </div>
      </div>

      <SaveBar
        sticky
        status={saveStatus}
        label={creating ? 'Create store' : 'Save changes'}
        onSave={() => void save()}
        extra={
          <Button variant="ghost" onClick={cancel}>
            Cancel
          </Button>
        }
      />
    </form>
  );
}
