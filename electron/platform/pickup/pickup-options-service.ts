import type {
  PickupOption,
  PickupOptionsRequest,
  PickupOptionsResponse,
} from '../../../shared/contract/pickup-options';
import type { PickupConfig } from '../../../shared/contract/pickup-config';
import { ApiError } from '../http/api-error';
import type { AvailableToPromise } from './available-to-promise';
import type { NearbyStores } from './nearby-stores';
import type { PickupConfigSource } from './pickup-config-source';
import type { ShippingOfferTokens } from './shipping-offer-token';

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
    // Nearest first: stop measuring stock once the list is full.
    for (const { store, distanceKm } of candidates) {
      if (options.length >= limit) break;
      const storeOption = config.stores[store.store_id];
      if (!storeOption) continue;
      const hasAtp = this.atp.covers(store.store_id, request.bag);
      if (!hasAtp && !showWithoutAtp) continue;
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
          shipping_offer_token: this.tokens.sign({ store_id: store.store_id, bag: request.bag }),
          delivery_time: hasAtp ? storeOption.delivery_time : storeOption.delivery_time_if_not_available,
          cost: storeOption.cost,
        },
      });
    }
    return { options };
  }
}
