// Stores' tax configuration (table store_tax_config). Whether prices include tax is the store record's
// tax_included, so a PATCH of the store and a PUT here never disagree.
import type { Store } from '../../../shared/contract/store';
import type { TaxConfig, TaxConfigRequest } from '../../../shared/contract/tax-config';
import { defaultPricesIncludeTax, defaultTaxRounding } from '../../../shared/tax/tax-rules';
import type { PlatformDatabase } from '../db/database';
import type { StoreRepository } from '../stores/store-repository';
import { cachedStatement } from '../db/statement-cache';

type StoredTaxRules = Pick<TaxConfig, 'rounding' | 'components' | 'tax_classes'>;

export class TaxConfigRepository {
  constructor(
    private readonly db: PlatformDatabase,
    private readonly stores: StoreRepository,
    private readonly now: () => Date,
  ) {}

  /** The store's configuration; its country's defaults (and no components) until an admin saves one. */
  get(store: Store): TaxConfig {
    const row = cachedStatement(
      this.db,
      'SELECT data, updated_at FROM store_tax_config WHERE store_id = ?',
    ).get(store.store_id) as { data: string; updated_at: string } | undefined;
    const country = store.physical_address.country_code;
    const rules: StoredTaxRules = row
      ? (JSON.parse(row.data) as StoredTaxRules)
      : { rounding: defaultTaxRounding(country), components: [], tax_classes: {} };
    return {
      store_id: store.store_id,
      prices_include_tax: store.tax_included ?? defaultPricesIncludeTax(country),
      ...rules,
      updated_at: row?.updated_at ?? null,
    };
  }

  /** Saves the rules and the store's tax_included in one transaction; answers the saved configuration. */
  put(store: Store, request: TaxConfigRequest): TaxConfig {
    const country = store.physical_address.country_code;
    const rules: StoredTaxRules = {
      rounding: request.rounding ?? defaultTaxRounding(country),
      components: request.components,
      tax_classes: request.tax_classes,
    };
    const pricesIncludeTax =
      request.prices_include_tax ?? store.tax_included ?? defaultPricesIncludeTax(country);
    this.db.transaction(() => {
      cachedStatement(
        this.db,
        `INSERT INTO store_tax_config (store_id, data, updated_at) VALUES (?, ?, ?)
           ON CONFLICT (store_id) DO UPDATE SET data = excluded.data, updated_at = excluded.updated_at`,
      ).run(store.store_id, JSON.stringify(rules), this.now().toISOString());
      if (store.tax_included !== pricesIncludeTax) {
        this.stores.replace({ ...store, tax_included: pricesIncludeTax });
      }
    })();
    return this.get({ ...store, tax_included: pricesIncludeTax });
  }
}
