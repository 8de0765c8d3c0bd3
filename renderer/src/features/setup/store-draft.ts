// A store as its form edits it (text as typed), and the way back to the platform's Store: coordinates are
// read from their decimal text here, every other rule is the contract's, checked by the bridge and the
// platform, whose reasons come back by field path and are shown next to the fields.
import type { CreateStoreRequest, Store, StorePatch } from '../../../../shared/contract/store';
import { inEnglish } from './in-english';
import type { Translate } from './setup-labels';

export interface BusinessHoursDraft {
  /** Stable across edits (React key), not sent. */
  key: string;
  weekday: number;
  from: string;
  to: string;
}

export interface StoreDraft {
  storeId: string;
  label: string;
  shop: string;
  active: boolean;
  divisionName: string;
  phoneNumber: string;
  timezone: string;
  addressLine1: string;
  city: string;
  state: string;
  zipCode: string;
  countryCode: string;
  latitude: string;
  longitude: string;
  businessHours: BusinessHoursDraft[];
  pricebook: string;
  taxIncluded: boolean;
  giftWrapping: boolean;
}

let nextKey = 0;
export const hoursKey = () => `hours-${++nextKey}`;

export function emptyStoreDraft(
  defaults: { shop?: string; timezone?: string; countryCode?: string } = {},
): StoreDraft {
  return {
    storeId: '',
    label: '',
    shop: defaults.shop ?? '',
    active: true,
    divisionName: '',
    phoneNumber: '',
    timezone: defaults.timezone ?? '',
    addressLine1: '',
    city: '',
    state: '',
    zipCode: '',
    countryCode: defaults.countryCode ?? '',
    latitude: '',
    longitude: '',
    // A usual week to start from: Monday to Saturday 10:00–19:00, Sunday 11:00–17:00.
    businessHours: [1, 2, 3, 4, 5, 6, 0].map((weekday) => ({
      key: hoursKey(),
      weekday,
      from: weekday === 0 ? '11:00' : '10:00',
      to: weekday === 0 ? '17:00' : '19:00',
    })),
    pricebook: 'default',
    taxIncluded: false,
    giftWrapping: false,
  };
}

export function draftFromStore(store: Store): StoreDraft {
  const address = store.physical_address;
  return {
    storeId: store.store_id,
    label: store.label,
    shop: store.shop,
    active: store.active_status,
    divisionName: store.division_name ?? '',
    phoneNumber: store.phone_number ?? '',
    timezone: store.timezone,
    addressLine1: address.address_line_1,
    city: address.city,
    state: address.state ?? '',
    zipCode: address.zip_code ?? '',
    countryCode: address.country_code,
    latitude: address.latitude === undefined ? '' : String(address.latitude),
    longitude: address.longitude === undefined ? '' : String(address.longitude),
    businessHours: store.business_hours.map((entry) => ({
      key: hoursKey(),
      weekday: entry.weekday,
      from: entry.from_time,
      to: entry.to_time,
    })),
    pricebook: store.pricebook ?? '',
    taxIncluded: store.tax_included ?? false,
    giftWrapping: store.gift_wrapping ?? false,
  };
}

export type CoordinateReading = { ok: true; value: number | undefined } | { ok: false; message: string };

/** Decimal degrees as typed ("40.7128", "-73.99"); empty is "not given". Commas are not decimal marks here. */
export function readCoordinate(text: string, t: Translate = inEnglish): CoordinateReading {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: true, value: undefined };
  if (!/^[+-]?\d{1,3}(\.\d+)?$/.test(trimmed)) {
    return { ok: false, message: t('setup.store.coordinate.invalid') };
  }
  return { ok: true, value: Number(trimmed) };
}

export type StoreDraftReading =
  { ok: true; store: CreateStoreRequest } | { ok: false; problems: Record<string, string> };

const optional = (text: string) => (text.trim() === '' ? undefined : text.trim());

/** The draft as the platform's Store, or the fields whose text cannot be read (by contract path). */
export function readStoreDraft(draft: StoreDraft, t: Translate = inEnglish): StoreDraftReading {
  const latitude = readCoordinate(draft.latitude, t);
  const longitude = readCoordinate(draft.longitude, t);
  const problems: Record<string, string> = {};
  if (!latitude.ok) problems['physical_address.latitude'] = latitude.message;
  if (!longitude.ok) problems['physical_address.longitude'] = longitude.message;
  if (!latitude.ok || !longitude.ok) return { ok: false, problems };

  const store: CreateStoreRequest = {
    store_id: draft.storeId.trim(),
    shop: draft.shop.trim(),
    label: draft.label.trim(),
    active_status: draft.active,
    timezone: draft.timezone,
    business_hours: draft.businessHours.map((entry) => ({
      weekday: entry.weekday,
      from_time: entry.from,
      to_time: entry.to,
    })),
    physical_address: {
      address_line_1: draft.addressLine1.trim(),
      city: draft.city.trim(),
      country_code: draft.countryCode.trim().toUpperCase(),
      ...(optional(draft.state) ? { state: optional(draft.state) } : {}),
      ...(optional(draft.zipCode) ? { zip_code: optional(draft.zipCode) } : {}),
      ...(latitude.value !== undefined ? { latitude: latitude.value } : {}),
      ...(longitude.value !== undefined ? { longitude: longitude.value } : {}),
    },
    gift_wrapping: draft.giftWrapping,
    tax_included: draft.taxIncluded,
    ...(optional(draft.divisionName) ? { division_name: optional(draft.divisionName) } : {}),
    ...(optional(draft.phoneNumber) ? { phone_number: optional(draft.phoneNumber) } : {}),
    ...(optional(draft.pricebook) ? { pricebook: optional(draft.pricebook) } : {}),
  };
  return { ok: true, store };
}

/**
 * The merge patch that makes an existing store look like the form: every field the form edits is sent, a
 * field emptied in the form is removed (null). The store id never changes.
 */
export function storePatchFrom(store: CreateStoreRequest): StorePatch {
  const address = store.physical_address;
  return {
    shop: store.shop,
    label: store.label,
    active_status: store.active_status,
    business_hours: store.business_hours,
    timezone: store.timezone,
    division_name: store.division_name ?? null,
    phone_number: store.phone_number ?? null,
    pricebook: store.pricebook ?? null,
    gift_wrapping: store.gift_wrapping ?? null,
    tax_included: store.tax_included ?? null,
    physical_address: {
      address_line_1: address.address_line_1,
      city: address.city,
      country_code: address.country_code,
      state: address.state ?? null,
      zip_code: address.zip_code ?? null,
      latitude: address.latitude ?? null,
      longitude: address.longitude ?? null,
    },
  };
}
