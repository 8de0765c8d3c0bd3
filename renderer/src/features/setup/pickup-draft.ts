// The in-store pickup configuration as its form edits it (text as typed, every store listed with whether it
// offers pickup), and the way back to the contract's object. Amounts are read exactly (shared/money), never
// through a float sum; the bridge and the platform check the rest and name the field.
import {
  DEFAULT_PICKUP_DISPLAY_NAME,
  type PickupConfig,
  type PickupStoreOption,
} from '../../../../shared/contract/pickup-config';
import type { Store } from '../../../../shared/contract/store';
import {
  currencyExponent,
  isCurrencyCode,
  minorToDecimalText,
  parseMoney,
  storeCurrency,
} from '../../../../shared/money';
import { parseMoneyInput } from '../../ui';
import {
  deliveryTextsDraft,
  firstDeliveryTimes,
  readDeliveryTexts,
  type DeliveryTextsDraft,
} from './delivery-texts';
import { inEnglish } from './in-english';
import type { Translate } from './setup-labels';

export interface StorePickupDraft {
  offered: boolean;
  /** What the customer reads, in each of the app's languages. */
  texts: DeliveryTextsDraft;
  /** The store's promise in whole minutes ('' = no promise): orders not ready by then are flagged. */
  promiseMinutes: string;
  price: string;
  taxCode: string;
  currency: string;
}

export interface PickupDraft {
  displayName: string;
  gracePeriod: string;
  searchRadius: string;
  stores: Record<string, StorePickupDraft>;
}

/** Wire amount → the text a person edits ("1.50"), exactly. */
function priceText(value: number, currency: string): string {
  const parsed = parseMoney(value, currency);
  return parsed.ok ? minorToDecimalText(parsed.money.minor, currencyExponent(currency)) : String(value);
}

export function pickupDraftFrom(config: PickupConfig | null, stores: readonly Store[]): PickupDraft {
  const template = config ? Object.values(config.stores)[0] : undefined;
  const draft: PickupDraft = {
    displayName: config?.global.display_name ?? DEFAULT_PICKUP_DISPLAY_NAME,
    gracePeriod: String(config?.global.grace_period ?? 300),
    searchRadius: String(config?.global.default_search_radius ?? 50),
    stores: {},
  };
  for (const store of stores) {
    const option = config?.stores[store.store_id];
    const currency =
      option?.cost.currency_code ?? storeCurrency({ countryCode: store.physical_address.country_code });
    draft.stores[store.store_id] = option
      ? offeredDraft(option, currency)
      : {
          offered: false,
          texts: deliveryTextsDraft(firstDeliveryTimes(template)),
          promiseMinutes: template?.promise_minutes === undefined ? '' : String(template.promise_minutes),
          price: '0',
          taxCode: template?.cost.tax_code ?? '',
          currency,
        };
  }
  // Entries of stores the list does not have are kept as they are.
  for (const [storeId, option] of Object.entries(config?.stores ?? {})) {
    if (draft.stores[storeId]) continue;
    draft.stores[storeId] = offeredDraft(option, option.cost.currency_code);
  }
  return draft;
}

function offeredDraft(option: PickupStoreOption, currency: string): StorePickupDraft {
  return {
    offered: true,
    texts: deliveryTextsDraft(option),
    promiseMinutes: option.promise_minutes === undefined ? '' : String(option.promise_minutes),
    price: priceText(option.cost.price, currency),
    taxCode: option.cost.tax_code,
    currency,
  };
}

export type PickupDraftReading =
  { ok: true; config: PickupConfig } | { ok: false; problems: Record<string, string> };

/** The draft as the contract's configuration, or the fields (by contract path) whose text cannot be read. */
export function readPickupDraft(
  draft: PickupDraft,
  locale: string,
  t: Translate = inEnglish,
): PickupDraftReading {
  const problems: Record<string, string> = {};
  const grace = draft.gracePeriod.trim();
  if (!/^\d+$/.test(grace)) problems['global.grace_period'] = t('setup.pickup.grace.invalid');
  const radius = draft.searchRadius.trim();
  if (!/^\d+(\.\d+)?$/.test(radius))
    problems['global.default_search_radius'] = t('setup.pickup.radius.invalid');

  const stores: PickupConfig['stores'] = {};
  for (const [storeId, option] of Object.entries(draft.stores)) {
    if (!option.offered) continue;
    // The texts' problems are named with the cost's or the promise's, so one save shows them all.
    const texts = readDeliveryTexts(option.texts, t);
    if (!texts.ok) {
      for (const [path, problem] of Object.entries(texts.problems))
        problems[`stores.${storeId}.${path}`] = problem;
    }
    const currency = option.currency.trim().toUpperCase();
    if (!isCurrencyCode(currency)) {
      problems[`stores.${storeId}.cost.currency_code`] = t('setup.pickup.currency.invalid');
      continue;
    }
    const price = parseMoneyInput(option.price, currency, locale, {
      requiredMessage: t('setup.pickup.cost.required'),
    });
    if (!price.ok) {
      problems[`stores.${storeId}.cost.price`] = price.message || t('setup.pickup.cost.required');
      continue;
    }
    const promise = option.promiseMinutes.trim();
    if (promise !== '' && !/^\d+$/.test(promise)) {
      problems[`stores.${storeId}.promise_minutes`] = t('setup.pickup.promise.invalid');
      continue;
    }
    if (!texts.ok) continue;
    stores[storeId] = {
      ...texts.times,
      ...(promise === '' ? {} : { promise_minutes: Number(promise) }),
      cost: {
        // The exact decimal text of the amount, as the wire's JSON number.
        price: Number(minorToDecimalText(price.money.minor, currencyExponent(currency))),
        tax_code: option.taxCode.trim(),
        currency_code: currency as PickupConfig['stores'][string]['cost']['currency_code'],
      },
    };
  }
  if (Object.keys(problems).length > 0) return { ok: false, problems };
  return {
    ok: true,
    config: {
      global: {
        display_name: draft.displayName,
        grace_period: Number(grace),
        default_search_radius: Number(radius),
      },
      stores,
    },
  };
}
