// The setup forms' drafts and the platform's documents: what an admin types becomes exactly what the
// contract carries (coordinates from decimal text, costs in the currency's decimals, emptied fields removed),
// and what cannot be read is named by the contract's field path.
import { describe, expect, it } from 'vitest';
import { withDeliveryText } from '../../../renderer/src/features/setup/delivery-texts';
import { pickupDraftFrom, readPickupDraft } from '../../../renderer/src/features/setup/pickup-draft';
import {
  nextDocumentDraft,
  printDraftFrom,
  readPrintDraft,
} from '../../../renderer/src/features/setup/print-draft';
import {
  draftFromStore,
  emptyStoreDraft,
  readStoreDraft,
  storePatchFrom,
} from '../../../renderer/src/features/setup/store-draft';
import type { Store } from '../../../shared/contract/store';

const dumbo: Store = {
  store_id: 'us-bkn-dumbo',
  shop: 'us',
  label: 'Northwind DUMBO',
  active_status: true,
  timezone: 'America/New_York',
  business_hours: [{ weekday: 1, from_time: '10:00', to_time: '19:00' }],
  pricebook: 'default',
  phone_number: '+1 718-555-0190',
  physical_address: {
    address_line_1: '55 Water St',
    city: 'Brooklyn',
    state: 'NY',
    country_code: 'US',
    latitude: 40.70322,
    longitude: -73.98995,
  },
};
const toronto: Store = {
  ...dumbo,
  store_id: 'ca-tor-eaton',
  shop: 'ca',
  label: 'Northwind Eaton Centre',
  physical_address: { ...dumbo.physical_address, city: 'Toronto', country_code: 'CA' },
};

describe('store drafts', () => {
  it('reads coordinates from their decimal text and leaves out what was not given', () => {
    const draft = {
      ...emptyStoreDraft({ shop: 'us' }),
      storeId: ' us-new ',
      label: 'New',
      latitude: ' 40.5 ',
    };
    const reading = readStoreDraft({ ...draft, longitude: '-73.25', state: '', phoneNumber: '' });
    expect(reading).toMatchObject({
      ok: true,
      store: { store_id: 'us-new', physical_address: { latitude: 40.5, longitude: -73.25 } },
    });
    if (!reading.ok) return;
    expect(reading.store.physical_address).not.toHaveProperty('state');
    expect(reading.store).not.toHaveProperty('phone_number');
    expect(reading.store.business_hours).toHaveLength(7);
  });

  it('names a coordinate that is not decimal degrees by its contract path', () => {
    const reading = readStoreDraft({ ...draftFromStore(dumbo), latitude: '40,70', longitude: 'west' });
    expect(reading).toEqual({
      ok: false,
      problems: {
        'physical_address.latitude': 'must be decimal degrees, e.g. 40.7128 or -73.9935',
        'physical_address.longitude': 'must be decimal degrees, e.g. 40.7128 or -73.9935',
      },
    });
  });

  it('patches an existing store with every field the form edits, emptied ones removed', () => {
    const reading = readStoreDraft({
      ...draftFromStore(dumbo),
      phoneNumber: '',
      pricebook: 'sale',
      latitude: '',
      longitude: '',
    });
    if (!reading.ok) throw new Error('the draft reads');
    expect(storePatchFrom(reading.store)).toMatchObject({
      pricebook: 'sale',
      phone_number: null,
      business_hours: dumbo.business_hours,
      physical_address: { state: 'NY', latitude: null, longitude: null },
    });
  });
});

describe('pickup drafts', () => {
  const config = {
    global: { display_name: 'In-store pickup', grace_period: 300, default_search_radius: 50 },
    stores: {
      'us-bkn-dumbo': {
        delivery_time: 'Ready in 1 hour',
        delivery_time_if_not_available: 'Ready in 3 days',
        cost: { price: 2.5, tax_code: 'FR020100', currency_code: 'USD' as const },
      },
    },
  };

  it('lists every store, offering the configured ones, in the currency of the country for the others', () => {
    const draft = pickupDraftFrom(config, [dumbo, toronto]);
    expect(draft.stores['us-bkn-dumbo']).toMatchObject({ offered: true, price: '2.50', currency: 'USD' });
    expect(draft.stores['us-bkn-dumbo']?.texts.byLocale['en-US']).toEqual({
      delivery_time: 'Ready in 1 hour',
      delivery_time_if_not_available: 'Ready in 3 days',
    });
    expect(draft.stores['ca-tor-eaton']).toMatchObject({ offered: false, currency: 'CAD' });
    expect(readPickupDraft(draft, 'en-US')).toEqual({ ok: true, config });
  });

  it('starts a store newly offering pickup with its texts in every language', () => {
    // The first store has English texts only: the new one gets the default texts in all three languages.
    const fromEnglishOnly = pickupDraftFrom(config, [dumbo, toronto]);
    fromEnglishOnly.stores['ca-tor-eaton'] = { ...fromEnglishOnly.stores['ca-tor-eaton']!, offered: true };
    const read = readPickupDraft(fromEnglishOnly, 'en-US');
    expect(read.ok && read.config.stores['ca-tor-eaton']).toMatchObject({
      delivery_time: 'Ready for pickup in 2 hours',
      delivery_time_if_not_available: 'Ready for pickup in 2–4 business days',
      localized: {
        'fr-CA': {
          delivery_time: 'Prête pour le ramassage en magasin d’ici 2 heures',
          delivery_time_if_not_available: 'Prête pour le ramassage en magasin dans 2 à 4 jours ouvrables',
        },
        'es-US': {
          delivery_time: 'Lista para recogida en tienda en 2 horas',
          delivery_time_if_not_available: 'Lista para recogida en tienda en 2 a 4 días hábiles',
        },
      },
    });

    // The first store speaks every language in the retailer's own words: the new one starts with them.
    const localized = {
      'fr-CA': { delivery_time: 'Prête d’ici 1 heure', delivery_time_if_not_available: 'Prête dans 3 jours' },
      'es-US': { delivery_time: 'Lista en 1 hora', delivery_time_if_not_available: 'Lista en 3 días' },
    };
    const translated = {
      ...config,
      stores: { 'us-bkn-dumbo': { ...config.stores['us-bkn-dumbo'], localized } },
    };
    const fromTranslated = pickupDraftFrom(translated, [dumbo, toronto]);
    expect(fromTranslated.stores['ca-tor-eaton']?.texts.byLocale).toEqual({
      'en-US': { delivery_time: 'Ready in 1 hour', delivery_time_if_not_available: 'Ready in 3 days' },
      ...localized,
    });
  });

  it('saves a store’s French and Spanish texts as edited, and a locale the app does not speak as it came', () => {
    const localized = {
      'fr-CA': { delivery_time: 'Prête d’ici 1 heure', delivery_time_if_not_available: 'Prête dans 3 jours' },
      'de-DE': { delivery_time: 'Abholbereit in 1 Stunde', delivery_time_if_not_available: 'In 3 Tagen' },
    };
    const withFrench = {
      ...config,
      stores: { 'us-bkn-dumbo': { ...config.stores['us-bkn-dumbo'], localized } },
    };
    const draft = pickupDraftFrom(withFrench, [dumbo, toronto]);
    let texts = draft.stores['us-bkn-dumbo']!.texts;
    texts = withDeliveryText(texts, 'fr-CA', 'delivery_time', ' Prête d’ici 30 minutes ');
    texts = withDeliveryText(texts, 'es-US', 'delivery_time', 'Lista en 1 hora');
    texts = withDeliveryText(texts, 'es-US', 'delivery_time_if_not_available', 'Lista en 3 días');
    draft.stores['us-bkn-dumbo'] = { ...draft.stores['us-bkn-dumbo']!, texts, price: '3' };
    const read = readPickupDraft(draft, 'en-US');
    expect(read.ok && read.config.stores['us-bkn-dumbo']).toEqual({
      delivery_time: 'Ready in 1 hour',
      delivery_time_if_not_available: 'Ready in 3 days',
      localized: {
        'de-DE': localized['de-DE'],
        'fr-CA': {
          delivery_time: 'Prête d’ici 30 minutes',
          delivery_time_if_not_available: 'Prête dans 3 jours',
        },
        'es-US': { delivery_time: 'Lista en 1 hora', delivery_time_if_not_available: 'Lista en 3 días' },
      },
      cost: { price: 3, tax_code: 'FR020100', currency_code: 'USD' },
    });
  });

  it('names each refused text by its language, with the other problems of the same save', () => {
    const draft = pickupDraftFrom(config, [dumbo, toronto]);
    let texts = draft.stores['us-bkn-dumbo']!.texts;
    texts = withDeliveryText(texts, 'en-US', 'delivery_time', ' ');
    texts = withDeliveryText(texts, 'fr-CA', 'delivery_time', 'Prête '.repeat(21));
    // A Spanish text with its other text left empty: both texts of a language, or neither.
    texts = withDeliveryText(texts, 'es-US', 'delivery_time', 'Lista en 1 hora');
    draft.stores['us-bkn-dumbo'] = { ...draft.stores['us-bkn-dumbo']!, texts, price: '2.999' };
    expect(readPickupDraft(draft, 'en-US')).toEqual({
      ok: false,
      problems: {
        'stores.us-bkn-dumbo.delivery_time': 'must not be blank',
        'stores.us-bkn-dumbo.localized.fr-CA.delivery_time': 'must have at most 120 characters',
        'stores.us-bkn-dumbo.localized.fr-CA.delivery_time_if_not_available': 'must not be blank',
        'stores.us-bkn-dumbo.localized.es-US.delivery_time_if_not_available': 'must not be blank',
        'stores.us-bkn-dumbo.cost.price': 'USD amounts have at most 2 decimals',
      },
    });
  });

  it('reads costs exactly in the currency’s decimals and names what it cannot read', () => {
    const draft = pickupDraftFrom(config, [dumbo, toronto]);
    draft.stores['ca-tor-eaton'] = { ...draft.stores['ca-tor-eaton']!, offered: true, price: '1,99' };
    const german = readPickupDraft(draft, 'de-DE');
    expect(german.ok && german.config.stores['ca-tor-eaton']?.cost).toEqual({
      price: 1.99,
      tax_code: 'FR020100',
      currency_code: 'CAD',
    });

    draft.stores['us-bkn-dumbo'] = { ...draft.stores['us-bkn-dumbo']!, price: '2.999' };
    draft.gracePeriod = '5 min';
    expect(readPickupDraft(draft, 'en-US')).toEqual({
      ok: false,
      problems: {
        'global.grace_period': 'must be a whole number of seconds',
        'stores.us-bkn-dumbo.cost.price': 'USD amounts have at most 2 decimals',
      },
    });
  });
});

describe('the documents to print', () => {
  it('adds the invoice first, then packing slips, and sends the copies as numbers', () => {
    const documents = printDraftFrom({ default: { in_store_pickup: [] } });
    documents.push(nextDocumentDraft(documents));
    documents.push({ ...nextDocumentDraft(documents), copies: ' 2 ', printerType: 'receipt_printer' });
    expect(readPrintDraft(documents)).toEqual({
      ok: true,
      config: {
        default: {
          in_store_pickup: [
            { document_type: 'invoice', number_of_copies: 1, printer_type: 'document_printer' },
            { document_type: 'packing_slip', number_of_copies: 2, printer_type: 'receipt_printer' },
          ],
        },
      },
    });
  });

  it('names copies that are not a whole number by their contract path', () => {
    const documents = [{ ...nextDocumentDraft([]), copies: 'two' }];
    expect(readPrintDraft(documents)).toEqual({
      ok: false,
      problems: { 'default.in_store_pickup.0.number_of_copies': 'must be a whole number from 0 to 10' },
    });
  });
});
