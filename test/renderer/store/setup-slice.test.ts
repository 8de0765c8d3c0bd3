// The setup slice through getState(), on the renderer's real bridge to a real host whose embedded platform
// has the demo tenant: an admin imports a catalog chosen as JSON files (checked at once, sent in chunks,
// zipped and served to the platform over HTTPS on 127.0.0.1), follows the job to its record-level errors,
// creates and changes stores, and saves each configuration, with the platform's refusals named by field.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createPosStore, type PosStore } from '../../../renderer/src/store/pos-store';
import { setupFieldError } from '../../../renderer/src/store/setup-slice';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import type { CreateStoreRequest } from '../../../shared/contract/store';
import { buildImportArchive } from '../../platform/support/zip-builder';
import { startBridgeFixture, type BridgeFixture } from '../support/bridge-fixture';

const SHOP = 'setup-test';

let fixture: BridgeFixture;
let admin: PosStore;

async function signedIn(username: 'admin' | 'manager'): Promise<PosStore> {
  const store = createPosStore(fixture.bridge());
  if (!(await store.getState().signIn(username, username))) {
    throw new Error(`${username} could not sign in: ${store.getState().signInStatus.error?.message}`);
  }
  return store;
}

const json = (value: unknown, name: string) => new File([JSON.stringify(value)], name);

function productsFile(count: number, head: Record<string, unknown> = {}) {
  return {
    head: { shop: SHOP, locale: 'en-US', is_master: true, ...head },
    items: Array.from({ length: count }, (_, index) => ({
      product_id: `p-${index}`,
      title: `Everyday crew sock, pair ${index} — combed cotton, reinforced heel and toe, in every size`,
      show_in_listing: true,
      categories: [{ path: 'Accessories > Socks', is_main: true }],
      external_identifiers: [{ type: 'sku', value: `SOCK-${index}` }],
    })),
  };
}

beforeAll(async () => {
  fixture = await startBridgeFixture();
}, 60_000);

// Each test starts at a new window with the administrator signed in (one test signs a manager in).
beforeEach(async () => {
  admin = await signedIn('admin');
});

afterAll(async () => {
  await fixture?.close();
});

describe('choosing catalog files', () => {
  it('shows what each JSON file holds, and each bad head field, before anything is sent', async () => {
    const choice = await admin
      .getState()
      .chooseCatalogFiles('data_files', [
        json(productsFile(2, { locale: 'english' }), 'products.json'),
        json({ head: { pricebook: 'default', shop: SHOP, currency: 'USD' }, items: [] }, 'prices.json'),
      ]);
    expect(choice.refusal).toBeNull();
    expect(choice.files.map((file) => [file.name, file.state, file.problems])).toEqual([
      [
        'products.json',
        'problems',
        [
          {
            path: 'head.locale',
            message: 'must be a locale of the form xx-XX, e.g. en-US',
            reason: { code: 'wrong_format', values: { format: 'regex' } },
          },
        ],
      ],
      ['prices.json', 'ok', []],
    ]);
    expect(choice.files[1]?.summary).toEqual({
      entity: 'prices',
      shop: SHOP,
      books: [{ pricebook: 'default', currency: 'USD', shop: SHOP, records: 0 }],
      records: 0,
    });
    // Nothing goes out while a file is wrong.
    expect(await admin.getState().uploadCatalog()).toBeNull();
    expect(admin.getState().archiveUpload.status).toBe('idle');
  });

  it('refuses a __MACOSX folder with a clear message', async () => {
    const metadata = Object.assign(new File(['x'], '._products.json'), {
      webkitRelativePath: '__MACOSX/data/._products.json',
    });
    const choice = await admin
      .getState()
      .chooseCatalogFiles('data_files', [json(productsFile(1), 'products.json'), metadata]);
    expect(choice.refusal).toMatch(/__MACOSX\/data\/\._products\.json is macOS metadata .* not catalog data/);
    expect(await admin.getState().uploadCatalog()).toBeNull();
  });

  it('looks into a chosen zip on the workstation: a __MACOSX folder is refused before any import', async () => {
    const withMetadata = buildImportArchive({
      products: productsFile(1),
      extra: [{ name: '__MACOSX/data/._products.json', content: 'resource fork' }],
    });
    const choice = await admin
      .getState()
      .chooseCatalogFiles('zip', [new File([new Uint8Array(withMetadata)], 'spring.zip')]);
    expect(choice).toMatchObject({ refusal: null, files: [{ name: 'spring.zip', state: 'unchecked' }] });
    expect(await admin.getState().uploadCatalog()).toBeNull();
    const refused = admin.getState().archiveUpload.error;
    expect(refused?.code).toBe('macosx_folder');
    expect(setupFieldError(refused, 'files.archive')).toMatch(/__MACOSX folder .*without macOS metadata/);

    const clean = buildImportArchive({ products: productsFile(2) });
    await admin.getState().chooseCatalogFiles('zip', [new File([new Uint8Array(clean)], 'spring.zip')]);
    expect(await admin.getState().uploadCatalog()).toMatchObject({
      entities: ['products'],
      files: [{ entity: 'products', shop: SHOP, records: 2 }],
    });
    await admin.getState().clearCatalogChoice();
    expect(admin.getState().preparedArchive).toBeNull();
  });

  it('tells a misnamed file and a prices file of another shop', async () => {
    const misnamed = await admin
      .getState()
      .chooseCatalogFiles('data_files', [json(productsFile(1), 'catalog-export.json')]);
    expect(misnamed.refusal).toMatch(/name it products\.json, prices\.json or availabilities\.json/);

    const otherShop = await admin
      .getState()
      .chooseCatalogFiles('data_files', [
        json(productsFile(1), 'products.json'),
        json(
          { head: { pricebook: 'default', shop: 'elsewhere', currency: 'USD' }, items: [] },
          'prices.json',
        ),
      ]);
    expect(otherShop.files[1]?.problems).toEqual([
      {
        path: 'head.shop',
        message: `names shop 'elsewhere', but products.json imports into shop '${SHOP}'`,
        reason: { code: 'shop_differs_from_products', values: { shop: 'elsewhere', productsShop: SHOP } },
      },
    ]);
  });
});

describe('importing a catalog', () => {
  it('sends JSON files in chunks, imports them on the embedded platform and lists the bad price', async () => {
    const products = productsFile(4000); // over a megabyte: several chunks
    const prices = {
      head: { pricebook: 'default', shop: SHOP, currency: 'USD' },
      items: [
        { product_id: 'p-0', value: 12.5 },
        { product_id: 'p-1', value: 9.999 },
        { product_id: 'p-2', value: 7 },
      ],
    };
    const choice = await admin
      .getState()
      .chooseCatalogFiles('data_files', [json(products, 'products.json'), json(prices, 'prices.json')]);
    expect(choice.files.map((file) => file.state)).toEqual(['ok', 'ok']);
    const totalBytes = choice.files.reduce((sum, file) => sum + file.bytes, 0);
    expect(totalBytes).toBeGreaterThan(1024 * 1024);

    const prepared = await admin.getState().uploadCatalog();
    expect(admin.getState().archiveUpload).toMatchObject({
      status: 'done',
      sentBytes: totalBytes,
      totalBytes,
    });
    expect(prepared).toMatchObject({
      entities: ['products', 'prices'],
      files: [
        { entity: 'products', shop: SHOP, locale: 'en-US', records: 4000 },
        { entity: 'prices', records: 3 },
      ],
    });

    expect(
      await admin.getState().importPreparedArchive({
        name: 'Sock drawer',
        entities: ['products', 'prices'],
        delivery: { via: 'workstation' },
      }),
    ).toBe(true);
    expect(admin.getState().currentImport?.sourceUri).toMatch(
      /^https:\/\/127\.0\.0\.1:\d+\/catalog-archives\//,
    );
    const followed = admin.getState().followImport(20);
    const result = await followed.done;
    expect(result?.job).toMatchObject({
      status: 'finished',
      counts: { products: 4000, prices: 2, availabilities: 0, rejected: 1 },
    });
    expect(result?.errors).toEqual([
      {
        entity: 'prices',
        file: 'data/prices.json',
        index: 1,
        product_id: 'p-1',
        code: expect.any(String),
        message: expect.stringMatching(/decimals|USD/),
      },
    ]);
    await admin.getState().loadImportJobs();
    expect(admin.getState().importJobs[0]).toMatchObject({
      import_id: result?.job.import_id,
      status: 'finished',
    });
  });

  it('follows a job that fails as a whole, with the reason', async () => {
    expect(
      await admin.getState().importFromUrl({
        name: 'From a file share',
        sourceUri: 'ftp://files.example/catalog.zip',
        entities: ['products'],
      }),
    ).toBe(true);
    const result = await admin.getState().followImport(20).done;
    expect(result?.job).toMatchObject({ status: 'failed', failure: { code: 'unsupported_uri' } });
  });

  it('refuses to import an entity the archive has no file for, naming it', async () => {
    await admin.getState().chooseCatalogFiles('data_files', [json(productsFile(1), 'products.json')]);
    const prepared = await admin.getState().uploadCatalog();
    expect(prepared?.entities).toEqual(['products']);
    expect(
      await admin.getState().importPreparedArchive({
        name: 'Products and prices',
        entities: ['products', 'prices'],
        delivery: { via: 'workstation' },
      }),
    ).toBe(false);
    const error = admin.getState().importStart.error;
    expect(error?.code).toBe('missing_file');
    expect(setupFieldError(error, 'entities.1')).toBe('the archive has no data/prices.json');
  });
});

describe('stores', () => {
  const store: CreateStoreRequest = {
    store_id: 'us-bkn-dumbo',
    shop: 'us',
    label: 'Northwind DUMBO',
    active_status: true,
    timezone: 'America/New_York',
    business_hours: [{ weekday: 1, from_time: '10:00', to_time: '19:00' }],
    physical_address: {
      address_line_1: '55 Water St',
      city: 'Brooklyn',
      state: 'NY',
      zip_code: '11201',
      country_code: 'US',
      latitude: 40.70322,
      longitude: -73.98995,
    },
  };

  it('creates a store with coordinates, then assigns it a price book', async () => {
    await admin.getState().loadSetupStores();
    const before = admin.getState().setupStores.length;
    expect(before).toBeGreaterThan(0);
    const created = await admin.getState().saveStore({ create: store });
    expect(created).toMatchObject({ store_id: 'us-bkn-dumbo', physical_address: { latitude: 40.70322 } });
    expect(admin.getState().setupStores).toHaveLength(before + 1);

    const changed = await admin
      .getState()
      .saveStore({ storeId: 'us-bkn-dumbo', patch: { pricebook: 'sale' } });
    expect(changed?.pricebook).toBe('sale');
    expect(admin.getState().setupStores.find((known) => known.store_id === 'us-bkn-dumbo')?.pricebook).toBe(
      'sale',
    );
  });

  it("shows the reasons next to the fields: the request's own and the platform's", async () => {
    expect(
      await admin.getState().saveStore({
        create: {
          ...store,
          store_id: 'bad-1',
          physical_address: { ...store.physical_address, latitude: 140 },
        },
      }),
    ).toBeNull();
    const refused = admin.getState().setupSaves.store.error;
    expect(setupFieldError(refused, 'physical_address.latitude')).toBe('must be between -90 and 90');

    await admin.getState().saveStore({ storeId: 'us-nyc-soho', patch: { timezone: 'Mars/Olympus_Mons' } });
    expect(setupFieldError(admin.getState().setupSaves.store.error, 'timezone')).toBe(
      'is not a known time zone',
    );

    await admin.getState().saveStore({ create: { ...store, store_id: 'us-nyc-soho' } });
    expect(admin.getState().setupSaves.store.error?.message).toMatch(/us-nyc-soho/);
  });
});

describe('configurations', () => {
  // The Setup screen loads every configuration when it opens; the saves keep them current.
  beforeEach(async () => {
    await admin.getState().loadSetupConfigs();
  });

  it('loads every configuration and saves the pickup entry of a store', async () => {
    await admin.getState().loadSetupConfigs();
    const configs = admin.getState().setupConfigs;
    expect(configs?.pickup?.global).toEqual({
      display_name: 'In-store pickup',
      grace_period: 60,
      default_search_radius: 50,
    });
    const pickup = configs?.pickup;
    if (!pickup) throw new Error('the demo has a pickup configuration');
    const next: PickupConfig = {
      global: { ...pickup.global, display_name: 'Pick up in store', grace_period: 600 },
      stores: {
        ...pickup.stores,
        'us-nyc-williamsburg': {
          delivery_time: 'Ready in 2 hours',
          delivery_time_if_not_available: 'Ready in 3–5 days',
          cost: { price: 1.5, tax_code: 'FR020100', currency_code: 'USD' },
        },
      },
    };
    expect(await admin.getState().savePickupConfig(next)).toBe(true);
    expect(admin.getState().setupConfigs?.pickup?.stores['us-nyc-williamsburg']?.cost.price).toBe(1.5);

    expect(
      await admin.getState().savePickupConfig({
        ...next,
        stores: { ...next.stores, 'nowhere-1': next.stores['us-nyc-williamsburg']! },
      }),
    ).toBe(false);
    expect(setupFieldError(admin.getState().setupSaves.pickup.error, 'stores.nowhere-1')).toBe(
      'no store has this store_id',
    );
  });

  it('saves the documents to print, refusing 11 copies by field', async () => {
    const documents = [
      { document_type: 'invoice' as const, number_of_copies: 1, printer_type: 'document_printer' as const },
      {
        document_type: 'packing_slip' as const,
        number_of_copies: 11,
        printer_type: 'receipt_printer' as const,
      },
    ];
    expect(await admin.getState().savePrintConfig({ default: { in_store_pickup: documents } })).toBe(false);
    expect(
      setupFieldError(admin.getState().setupSaves.print.error, 'default.in_store_pickup.1.number_of_copies'),
    ).toBe('must be 0 to 10');
    documents[1] = { ...documents[1]!, number_of_copies: 0 };
    expect(await admin.getState().savePrintConfig({ default: { in_store_pickup: documents } })).toBe(true);
    expect(admin.getState().setupConfigs?.print.default.in_store_pickup).toEqual(documents);
  });

  it('toggles cash rounding and the expected amount at audits', async () => {
    expect(await admin.getState().saveAppConfig({ release_toggles: { cash_rounding_enabled: false } })).toBe(
      true,
    );
    expect(admin.getState().setupConfigs?.app).toMatchObject({
      capabilities: { cash_management: true },
      release_toggles: { cash_rounding_enabled: false },
    });
    expect(await admin.getState().saveCashDrawerConfig({ expose_count_expected_amount: true })).toBe(true);
    expect(admin.getState().setupConfigs?.cashDrawer.expose_count_expected_amount).toBe(true);
  });

  it('lists a US store for rounding and refuses a Canadian one with the platform’s reason', async () => {
    expect(
      await admin.getState().saveRoundingConfig({ enabled_store_ids: ['us-nyc-soho', 'ca-tor-eaton'] }),
    ).toBe(false);
    const refused = admin.getState().setupSaves.rounding.error;
    expect(refused?.code).toBe('invalid_rounding_stores');
    expect(setupFieldError(refused, 'enabled_store_ids.1')).toBe(
      "store 'ca-tor-eaton' is in CA; only United States stores are listed here",
    );
    expect(
      await admin
        .getState()
        .saveRoundingConfig({ enabled_store_ids: ['us-nyc-soho', 'us-nyc-williamsburg'] }),
    ).toBe(true);
    expect(admin.getState().setupConfigs?.rounding.enabled_store_ids).toEqual([
      'us-nyc-soho',
      'us-nyc-williamsburg',
    ]);
  });
});

describe('who may set up', () => {
  it('refuses a manager: setup is for administrators', async () => {
    const manager = await signedIn('manager');
    await manager.getState().loadSetupConfigs();
    expect(manager.getState().setupConfigsLoad.error).toMatchObject({
      code: 'forbidden',
      message: expect.stringMatching(/admin/),
    });
    const choice = await manager
      .getState()
      .chooseCatalogFiles('data_files', [json(productsFile(1), 'products.json')]);
    expect(choice.files[0]?.state).toBe('ok');
    expect(await manager.getState().uploadCatalog()).toBeNull();
    expect(manager.getState().archiveUpload.error?.code).toBe('forbidden');
  });
});
