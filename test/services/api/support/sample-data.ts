// Realistic bodies for the platform calls used across the services tests.
import type { CreateStoreRequest } from '../../../../shared/contract/store';

export function sampleStore(
  storeId: string,
  overrides: Partial<CreateStoreRequest> = {},
): CreateStoreRequest {
  return {
    store_id: storeId,
    shop: 'us-shop',
    label: `Store ${storeId}`,
    active_status: true,
    business_hours: [{ weekday: 1, from_time: '09:00', to_time: '18:00' }],
    timezone: 'America/New_York',
    phone_number: '+1 212 555 0100',
    physical_address: {
      address_line_1: '1 Main Street',
      city: 'New York',
      country_code: 'US',
      state: 'NY',
      zip_code: '10001',
      latitude: 40.7506,
      longitude: -73.9972,
    },
    ...overrides,
  };
}
