import type {
  PickupOption,
  PickupOptionsRequest,
  PickupOptionsResponse,
} from '../../../shared/contract/pickup-options';
import type {
  LocalizedDeliveryTimes,
  PickupConfig,
  PickupStoreOption,
} from '../../../shared/contract/pickup-config';
import { ApiError } from '../http/api-error';
import type { AvailableToPromise } from './available-to-promise';
import type { NearbyStores } from './nearby-stores';
import type { PickupConfigSource } from './pickup-config-source';
import type { ShippingOfferTokens } from './shipping-offer-token';

/** Fewest stores whose stock is read in one go when the answer is limited. */
const MIN_ATP_BATCH = 16;

/** The configuration, or 409 `pickup_not_configured`: without it there are no stores to offer. */
export function requirePickupConfig(source: PickupConfigSource): PickupConfig {
  const config = source.current();
  if (!config) {
    throw new ApiError(
      409,
      'pickup_not_configured',
      'In-store pickup is not configured yet; create it with POST /v0/d/in_store_pickup_config.',
    );
  }
  return config;
}

/** Answers "which stores near this location can fulfil this bag", each with a signed offer token. */
export class PickupOptionsService {
  constructor(
    private readonly config: PickupConfigSource,
    private readonly nearby: NearbyStores,
    private readonly atp: AvailableToPromise,
    private readonly tokens: ShippingOfferTokens,
  ) {}

  find(request: PickupOptionsRequest): PickupOptionsResponse {
    const config = requirePickupConfig(this.config);
    const radius = request.options?.search_radius ?? config.global.default_search_radius;
    const showWithoutAtp = request.options?.show_stores_without_atp ?? false;
    const limit = request.options?.limit ?? Number.POSITIVE_INFINITY;
    const candidates = this.nearby.within(request.location.geo, radius, (storeId) =>
      Object.hasOwn(config.stores, storeId),
    );

    const options: PickupOption[] = [];
    const signOffer = this.tokens.signerFor(request.bag);
    // Nearest first, in batches: stock is read for a batch at once, and no further once the list is full.
    const batchSize = Number.isFinite(limit) ? Math.max(limit * 2, MIN_ATP_BATCH) : candidates.length;
    for (let start = 0; start < candidates.length && options.length < limit; start += batchSize) {
      const batch = candidates.slice(start, start + batchSize);
      const covering = this.atp.storesCovering(
        batch.map((candidate) => candidate.storeId),
        request.bag,
      );
      for (const { storeId, distanceKm, readStore } of batch) {
        if (options.length >= limit) break;
        const storeOption = config.stores[storeId];
        if (!storeOption) continue;
        const hasAtp = covering.has(storeId);
        if (!hasAtp && !showWithoutAtp) continue;
        const store = readStore();
        options.push({
          fulfillment_node_id: store.store_id,
          distance_km: distanceKm,
          has_atp: hasAtp,
          store: {
            store_id: store.store_id,
            label: store.label,
            ...(store.phone_number !== undefined ? { phone_number: store.phone_number } : {}),
            physical_address: store.physical_address,
            business_hours: store.business_hours,
          },
          in_store_pickup_option: {
            shipping_offer_token: signOffer(store.store_id),
            delivery_time: deliveryTimeOf(storeOption, hasAtp, request.locale),
            cost: storeOption.cost,
          },
        });
      }
    }
    return { options };
  }
}

/**
 * The option's text for the stock it has, in the requested locale when the store option has it (else in
 * another locale of the same language), else its own two texts.
 */
function deliveryTimeOf(option: PickupStoreOption, hasAtp: boolean, locale: string | undefined): string {
  const texts = locale === undefined ? undefined : localizedTexts(option, locale);
  const chosen = texts ?? option;
  return hasAtp ? chosen.delivery_time : chosen.delivery_time_if_not_available;
}

function localizedTexts(option: PickupStoreOption, locale: string): LocalizedDeliveryTimes | undefined {
  const localized = option.localized ?? {};
  if (localized[locale]) return localized[locale];
  const language = `${locale.slice(0, 2)}-`;
  const sameLanguage = Object.keys(localized)
    .filter((candidate) => candidate.startsWith(language))
    .sort()[0];
  return sameLanguage === undefined ? undefined : localized[sameLanguage];
}
