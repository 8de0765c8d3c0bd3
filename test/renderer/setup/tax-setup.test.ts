// Setup → Tax through the renderer's store on its real bridge to a real host and embedded demo platform:
// an administrator reads a store's tax (the demo's Toronto HST) and the tax classes of its catalog, is told
// which field is wrong and saves a reduced rate for home goods (tax.spec.ts then sells with it on screen).
// The draft helpers that turn the form into the platform's body are checked on their own first.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  componentCodeFrom,
  newComponentDraft,
  taxDraftOf,
  taxRequestOf,
  totalRateOf,
} from '../../../renderer/src/features/setup/tax-draft';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import type { CatalogTaxClasses, TaxConfig } from '../../../shared/contract/tax-config';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

const MONTREAL: TaxConfig = {
  store_id: 'mtl',
  prices_include_tax: false,
  rounding: 'half_up',
  components: [
    { component_id: 'gst', label: 'GST', rates: { standard: '5' } },
    { component_id: 'qst', label: 'QST', rates: { standard: '9.975', reduced: '0' } },
  ],
  tax_classes: { books: 'reduced' },
  updated_at: null,
};
const CATALOG: CatalogTaxClasses = {
  store_id: 'mtl',
  tax_classes: [
    { tax_class_id: 'clothing', product_count: 12 },
    { tax_class_id: 'home', product_count: 3 },
  ],
  products_without_class: 0,
};

describe('the tax form’s draft', () => {
  it('lists the catalog’s classes and the configured ones, each with its category and rate', () => {
    const draft = taxDraftOf(MONTREAL, CATALOG);
    expect(draft.classes).toEqual([
      { taxClassId: 'books', category: 'reduced', productCount: null },
      { taxClassId: 'clothing', category: 'standard', productCount: 12 },
      { taxClassId: 'home', category: 'standard', productCount: 3 },
    ]);
    expect(totalRateOf(draft, 'standard')).toBe('14.975');
    expect(totalRateOf(draft, 'reduced')).toBe('5');
    expect(totalRateOf(draft, 'exempt')).toBe('0');
  });

  it('sends every class and every rate as typed, leaving out an empty reduced rate', () => {
    const draft = taxDraftOf(MONTREAL, CATALOG);
    const added = { ...newComponentDraft(), label: 'Eco levy', componentId: 'eco_levy', standard: ' 0.5 ' };
    const request = taxRequestOf({ ...draft, components: [...draft.components, added] });
    expect(request.components[2]).toEqual({
      component_id: 'eco_levy',
      label: 'Eco levy',
      rates: { standard: '0.5' },
    });
    expect(request.tax_classes).toEqual({ books: 'reduced', clothing: 'standard', home: 'standard' });
    expect(request.prices_include_tax).toBe(false);
  });

  it('says no total while a rate is not a rate, and codes follow names', () => {
    const draft = taxDraftOf(MONTREAL, CATALOG);
    const broken = { ...draft, components: [{ ...draft.components[0]!, standard: '5,0' }] };
    expect(totalRateOf(broken, 'standard')).toBeNull();
    expect(componentCodeFrom('Taxe de vente du Québec')).toBe('taxe_de_vente_du_quebec');
    expect(componentCodeFrom('2% city tax')).toBe('tax_2_city_tax');
    expect(componentCodeFrom('  ')).toBe('');
  });
});

describe('Setup → Tax on the bridge', () => {
  let fixture: BridgeFixture;
  let admin: PosStore;

  beforeAll(async () => {
    fixture = await startBridgeFixture();
  }, 60_000);
  // The host has one session: each test signs in whoever it needs (the manager's test signs the admin out).
  beforeEach(async () => {
    admin = createPosStore(fixture.bridge());
    expect(await admin.getState().signIn('admin', 'admin')).toBe(true);
  }, 60_000);
  afterAll(async () => {
    await fixture?.close();
  });

  it('reads Toronto’s HST and its catalog’s classes, names a bad rate, then saves a reduced rate', async () => {
    await admin.getState().loadTaxSetup('ca-tor-eaton');
    const setup = admin.getState().taxSetup;
    expect(admin.getState().taxSetupLoad.status).toBe('done');
    expect(setup?.config.components).toEqual([
      { component_id: 'hst', label: 'HST', rates: { standard: '13' } },
    ]);
    expect(setup?.catalogClasses.tax_classes.map((entry) => entry.tax_class_id)).toContain('home');

    const draft = taxDraftOf(setup!.config, setup!.catalogClasses);
    const hst = { ...draft.components[0]!, reduced: '5,0' };
    const bad = taxRequestOf({ ...draft, components: [hst] });
    expect(await admin.getState().saveTaxSetup(bad)).toBe(false);
    const refusal = admin.getState().taxSetupSave.error;
    expect(refusal?.code).toBe('invalid_request');
    expect(refusal?.reasonFor('components.0.rates.reduced')).toMatch(/must be a percentage/);

    const good = taxRequestOf({
      ...draft,
      components: [{ ...hst, reduced: '5' }],
      classes: draft.classes.map((entry) =>
        entry.taxClassId === 'home' ? { ...entry, category: 'reduced' as const } : entry,
      ),
    });
    expect(await admin.getState().saveTaxSetup(good)).toBe(true);
    expect(admin.getState().taxSetup?.config).toMatchObject({
      components: [{ component_id: 'hst', label: 'HST', rates: { standard: '13', reduced: '5' } }],
      tax_classes: expect.objectContaining({ home: 'reduced' }),
    });
    expect(admin.getState().taxSetup?.config.updated_at).not.toBeNull();

    // Read back from the platform, as another workstation would.
    await admin.getState().loadTaxSetup('ca-tor-eaton');
    expect(admin.getState().taxSetup?.config.tax_classes.home).toBe('reduced');
  });

  it('is the administrator’s: a manager is refused', async () => {
    const manager = createPosStore(fixture.bridge());
    expect(await manager.getState().signIn('manager', 'manager')).toBe(true);
    await manager.getState().loadTaxSetup('ca-tor-eaton');
    expect(manager.getState().taxSetupLoad.status).toBe('failed');
    expect(manager.getState().taxSetupLoad.error?.code).toMatch(/forbidden|role/);
  });
});
