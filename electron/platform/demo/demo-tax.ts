// The demo stores' sales tax: each store's state (or province) and local components at the combined rates
// retailers at those addresses charge, prices before tax as in all of North America. Local rates change
// with each ballot; these are the rates in force for the demo's addresses, not a tax service.
// Threshold rules (New York's and Massachusetts' clothing exemptions under a price) are left out: a
// tax class is either taxed or not. Pennsylvania and Minnesota exempt clothing and shoes outright.
import type { TaxConfigRequest, TaxComponent } from '../../../shared/contract/tax-config';
import type { DemoStore } from './demo-stores';

const component = (component_id: string, label: string, standard: string): TaxComponent => ({
  component_id,
  label,
  rates: { standard },
});

const NEW_YORK_CITY = [
  component('ny_state', 'NY State', '4'),
  component('nyc', 'New York City', '4.5'),
  component('mctd', 'MCTD', '0.375'),
];
const CLOTHING_EXEMPT: TaxConfigRequest['tax_classes'] = { clothing: 'exempt', footwear: 'exempt' };

const BY_STORE: Record<string, Pick<TaxConfigRequest, 'components'> & Partial<TaxConfigRequest>> = {
  'us-nyc-soho': { components: NEW_YORK_CITY },
  'us-nyc-williamsburg': { components: NEW_YORK_CITY },
  'us-bos-newbury': { components: [component('ma_state', 'MA State', '6.25')] },
  'us-phl-walnut': {
    components: [component('pa_state', 'PA State', '6'), component('philadelphia', 'Philadelphia', '2')],
    tax_classes: CLOTHING_EXEMPT,
  },
  'us-dc-georgetown': { components: [component('dc', 'District of Columbia', '6.5')] },
  'us-chi-michigan': {
    components: [
      component('il_state', 'IL State', '6.25'),
      component('cook_county', 'Cook County', '1.75'),
      component('chicago', 'City of Chicago', '1.25'),
      component('rta', 'RTA', '1'),
    ],
  },
  'us-msp-moa': {
    components: [
      component('mn_state', 'MN State', '6.875'),
      component('hennepin', 'Hennepin County', '0.65'),
      component('metro_transit', 'Metro Transportation', '0.75'),
    ],
    tax_classes: CLOTHING_EXEMPT,
  },
  'us-mia-lincoln': {
    components: [component('fl_state', 'FL State', '6'), component('miami_dade', 'Miami-Dade Surtax', '1')],
  },
  'us-atl-buckhead': {
    components: [
      component('ga_state', 'GA State', '4'),
      component('fulton_atlanta', 'Fulton County / Atlanta', '4.9'),
    ],
  },
  'us-bna-greenhills': {
    components: [component('tn_state', 'TN State', '7'), component('davidson', 'Davidson County', '2.25')],
  },
  'us-aus-soco': {
    components: [
      component('tx_state', 'TX State', '6.25'),
      component('austin', 'City of Austin', '1'),
      component('capmetro', 'Capital Metro', '1'),
    ],
  },
  'us-dal-northpark': {
    components: [
      component('tx_state', 'TX State', '6.25'),
      component('dallas', 'City of Dallas', '1'),
      component('dart', 'DART', '1'),
    ],
  },
  'us-den-16th': {
    components: [
      component('co_state', 'CO State', '2.9'),
      component('denver', 'City of Denver', '4.81'),
      component('rtd', 'RTD', '1'),
      component('scfd', 'SCFD', '0.1'),
    ],
  },
  'us-phx-biltmore': {
    components: [
      component('az_state', 'AZ State', '5.6'),
      component('maricopa', 'Maricopa County', '0.7'),
      component('phoenix', 'City of Phoenix', '2.3'),
    ],
  },
  'us-lax-grove': {
    components: [
      component('ca_state', 'CA State', '7.25'),
      component('la_county', 'LA County Districts', '2.5'),
    ],
  },
  'us-sfo-market': {
    components: [
      component('ca_state', 'CA State', '7.25'),
      component('sf_districts', 'San Francisco Districts', '1.375'),
    ],
  },
  'us-sea-5th': {
    components: [
      component('wa_state', 'WA State', '6.5'),
      component('seattle', 'Seattle / King County / RTA', '3.85'),
    ],
  },
  // Oregon has no sales tax.
  'us-pdx-pioneer': { components: [] },
};

const BY_PROVINCE: Record<string, TaxComponent[]> = {
  ON: [component('hst', 'HST', '13')],
  QC: [component('gst', 'GST', '5'), component('qst', 'QST', '9.975')],
  AB: [component('gst', 'GST', '5')],
  BC: [component('gst', 'GST', '5'), component('pst', 'PST', '7')],
};

/** Each demo store's tax configuration, as an administrator would PUT it. */
export function demoTaxConfigs(stores: readonly DemoStore[]): Record<string, TaxConfigRequest> {
  const configs: Record<string, TaxConfigRequest> = {};
  for (const store of stores) {
    const own: Partial<TaxConfigRequest> | undefined =
      store.physical_address.country_code === 'CA'
        ? { components: BY_PROVINCE[store.physical_address.state] }
        : BY_STORE[store.store_id];
    if (!own?.components) throw new Error(`demo store ${store.store_id} has no tax rates`);
    configs[store.store_id] = {
      prices_include_tax: false,
      rounding: 'half_up',
      components: own.components,
      tax_classes: own.tax_classes ?? {},
    };
  }
  return configs;
}
