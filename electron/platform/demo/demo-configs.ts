// The demo retailer's configurations: in-store pickup with an entry per store, documents to print, the
// application with cash management and cash rounding on, the cash drawer options, the US stores that round
// cash, and the drawers of a few stores (integrated ones with device serials, non-integrated ones).
import type {
  AppConfig,
  CashDrawerConfig,
  PickupConfig,
  PrintConfig,
  ReturnConfig,
  RoundingConfig,
  StoreCashManagement,
  TaxConfigRequest,
} from '../../../shared/contract';
import {
  DEFAULT_DELIVERY_TIMES,
  DEFAULT_PICKUP_DISPLAY_NAME,
  type DeliveryTimes,
} from '../../../shared/contract/pickup-config';
import type { DemoStore } from './demo-stores';
import { demoTaxConfigs } from './demo-tax';

export interface DemoConfigs {
  pickup: PickupConfig;
  print: PrintConfig;
  app: AppConfig;
  cashDrawer: CashDrawerConfig;
  rounding: RoundingConfig;
  /** Refunds above these need a manager on the spot. */
  returns: ReturnConfig;
  /** Cash management of the stores that use it; every other store stays at operation mode none. */
  cashManagement: Record<string, StoreCashManagement>;
  /** Every store's sales tax (demo-tax.ts). */
  tax: Record<string, TaxConfigRequest>;
}

const currencyOf = (store: DemoStore) => (store.physical_address.country_code === 'CA' ? 'CAD' : 'USD');

/** The downtown stores' quicker texts; every other store has the texts a new store starts with. */
const FAST_DELIVERY_TIMES: DeliveryTimes = {
  delivery_time: 'Ready for pickup in 1 hour',
  delivery_time_if_not_available: DEFAULT_DELIVERY_TIMES.delivery_time_if_not_available,
  localized: {
    'fr-CA': {
      ...DEFAULT_DELIVERY_TIMES.localized['fr-CA'],
      delivery_time: 'Prête pour le ramassage en magasin d’ici 1 heure',
    },
    'es-US': {
      ...DEFAULT_DELIVERY_TIMES.localized['es-US'],
      delivery_time: 'Lista para recogida en tienda en 1 hora',
    },
  },
};

/** A demo store's pickup offer, its texts in English, French (Québec) and Spanish (US). */
function demoPickupOption(store: DemoStore): PickupConfig['stores'][string] {
  // Downtown stores have a stockroom team that turns orders around faster.
  const fast = store.business_hours.some((hours) => hours.from_time === '09:30');
  return {
    ...structuredClone(fast ? FAST_DELIVERY_TIMES : DEFAULT_DELIVERY_TIMES),
    promise_minutes: fast ? 60 : 120,
    cost: { price: 0, tax_code: 'FR020100', currency_code: currencyOf(store) },
  };
}

export function demoConfigs(stores: readonly DemoStore[]): DemoConfigs {
  const pickupStores: PickupConfig['stores'] = {};
  for (const store of stores) pickupStores[store.store_id] = demoPickupOption(store);

  return {
    pickup: {
      global: { display_name: DEFAULT_PICKUP_DISPLAY_NAME, grace_period: 60, default_search_radius: 50 },
      stores: pickupStores,
    },
    print: {
      default: {
        in_store_pickup: [
          { document_type: 'invoice', number_of_copies: 2, printer_type: 'document_printer' },
          { document_type: 'packing_slip', number_of_copies: 1, printer_type: 'receipt_printer' },
        ],
      },
    },
    app: { capabilities: { cash_management: true }, release_toggles: { cash_rounding_enabled: true } },
    cashDrawer: { expose_count_expected_amount: false },
    rounding: { enabled_store_ids: ['us-nyc-soho', 'us-chi-michigan'] },
    returns: { manager_approval_above: { USD: 200, CAD: 250 } },
    tax: demoTaxConfigs(stores),
    cashManagement: {
      'us-nyc-soho': {
        operation_mode: 'integrated',
        drawers: [
          {
            drawer_id: 'us-nyc-soho-1',
            name: 'Register 1',
            recommended_float: 200,
            currency: 'USD',
            device: { serial: 'CD-1001' },
          },
          {
            drawer_id: 'us-nyc-soho-2',
            name: 'Register 2',
            recommended_float: 200,
            currency: 'USD',
            device: { serial: 'CD-1002' },
          },
        ],
      },
      'us-chi-michigan': {
        operation_mode: 'integrated',
        drawers: [
          {
            drawer_id: 'us-chi-michigan-1',
            name: 'Cash wrap',
            recommended_float: 250,
            currency: 'USD',
            device: { serial: 'CD-1003' },
          },
        ],
      },
      'us-sfo-market': {
        operation_mode: 'non_integrated',
        drawers: [
          { drawer_id: 'us-sfo-market-1', name: 'Front counter', recommended_float: 150, currency: 'USD' },
        ],
      },
      'ca-tor-eaton': {
        operation_mode: 'non_integrated',
        drawers: [
          { drawer_id: 'ca-tor-eaton-1', name: 'Front counter', recommended_float: 250, currency: 'CAD' },
          { drawer_id: 'ca-tor-eaton-2', name: 'Fitting rooms', recommended_float: 100, currency: 'CAD' },
        ],
      },
    },
  };
}
