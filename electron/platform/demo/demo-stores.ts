// The demo retailer's stores: real cities with their true coordinates, addresses on real shopping streets,
// local area codes with the 555-01xx numbers reserved for fiction, IANA time zones and opening hours.

export const DEMO_US_SHOP = 'us';
export const DEMO_CA_SHOP = 'ca';

export interface DemoBusinessHours {
  weekday: number;
  from_time: string;
  to_time: string;
}

export interface DemoAddress {
  address_line_1: string;
  city: string;
  state: string;
  zip_code: string;
  country_code: 'US' | 'CA';
}

/** A store as the create-store call takes it (the seed's Store plus `shop`). */
export interface DemoStore {
  store_id: string;
  shop: string;
  label: string;
  active_status: boolean;
  division_name: string;
  pricebook: string;
  gift_wrapping: boolean;
  tax_included: boolean;
  phone_number: string;
  timezone: string;
  business_hours: DemoBusinessHours[];
  physical_address: DemoAddress & { latitude: number; longitude: number };
  shipping_address: DemoAddress;
}

type Hours = 'mall' | 'street' | 'downtown';

/** Opening hours by kind of location; weekday 0 is Sunday (as JavaScript's getDay), 6 is Saturday. */
const HOURS: Record<Hours, DemoBusinessHours[]> = {
  mall: [
    { weekday: 0, from_time: '11:00', to_time: '18:00' },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from_time: '10:00', to_time: '21:00' })),
    { weekday: 6, from_time: '10:00', to_time: '21:00' },
  ],
  street: [
    { weekday: 0, from_time: '11:00', to_time: '19:00' },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from_time: '10:00', to_time: '20:00' })),
    { weekday: 6, from_time: '10:00', to_time: '20:00' },
  ],
  downtown: [
    { weekday: 0, from_time: '12:00', to_time: '18:00' },
    ...[1, 2, 3, 4, 5].map((weekday) => ({ weekday, from_time: '09:30', to_time: '19:30' })),
    { weekday: 6, from_time: '10:00', to_time: '19:00' },
  ],
};

interface StoreSeed {
  store_id: string;
  label: string;
  division: string;
  line: string;
  city: string;
  state: string;
  zip: string;
  country: 'US' | 'CA';
  latitude: number;
  longitude: number;
  phone: string;
  timezone: string;
  hours: Hours;
  gift_wrapping: boolean;
}

// prettier-ignore
const STORE_SEEDS: StoreSeed[] = [
  { store_id: 'us-nyc-soho', label: 'Northwind SoHo', division: 'Northeast', line: '560 Broadway', city: 'New York', state: 'NY', zip: '10012', country: 'US', latitude: 40.72387, longitude: -73.99779, phone: '+1 212-555-0142', timezone: 'America/New_York', hours: 'street', gift_wrapping: true },
  { store_id: 'us-nyc-williamsburg', label: 'Northwind Williamsburg', division: 'Northeast', line: '120 N 6th St', city: 'Brooklyn', state: 'NY', zip: '11249', country: 'US', latitude: 40.71843, longitude: -73.95896, phone: '+1 718-555-0117', timezone: 'America/New_York', hours: 'street', gift_wrapping: true },
  { store_id: 'us-bos-newbury', label: 'Northwind Newbury Street', division: 'Northeast', line: '225 Newbury St', city: 'Boston', state: 'MA', zip: '02116', country: 'US', latitude: 42.34931, longitude: -71.08265, phone: '+1 617-555-0163', timezone: 'America/New_York', hours: 'street', gift_wrapping: true },
  { store_id: 'us-phl-walnut', label: 'Northwind Rittenhouse', division: 'Northeast', line: '1625 Walnut St', city: 'Philadelphia', state: 'PA', zip: '19103', country: 'US', latitude: 39.95013, longitude: -75.16871, phone: '+1 215-555-0128', timezone: 'America/New_York', hours: 'street', gift_wrapping: false },
  { store_id: 'us-dc-georgetown', label: 'Northwind Georgetown', division: 'Northeast', line: '3222 M St NW', city: 'Washington', state: 'DC', zip: '20007', country: 'US', latitude: 38.90505, longitude: -77.06318, phone: '+1 202-555-0184', timezone: 'America/New_York', hours: 'street', gift_wrapping: true },
  { store_id: 'us-chi-michigan', label: 'Northwind Magnificent Mile', division: 'Midwest', line: '700 N Michigan Ave', city: 'Chicago', state: 'IL', zip: '60611', country: 'US', latitude: 41.89551, longitude: -87.62434, phone: '+1 312-555-0190', timezone: 'America/Chicago', hours: 'downtown', gift_wrapping: true },
  { store_id: 'us-msp-moa', label: 'Northwind Mall of America', division: 'Midwest', line: '60 E Broadway', city: 'Bloomington', state: 'MN', zip: '55425', country: 'US', latitude: 44.85462, longitude: -93.24226, phone: '+1 952-555-0136', timezone: 'America/Chicago', hours: 'mall', gift_wrapping: false },
  { store_id: 'us-mia-lincoln', label: 'Northwind Lincoln Road', division: 'South', line: '700 Lincoln Rd', city: 'Miami Beach', state: 'FL', zip: '33139', country: 'US', latitude: 25.79065, longitude: -80.13571, phone: '+1 305-555-0152', timezone: 'America/New_York', hours: 'street', gift_wrapping: true },
  { store_id: 'us-atl-buckhead', label: 'Northwind Buckhead', division: 'South', line: '3393 Peachtree Rd NE', city: 'Atlanta', state: 'GA', zip: '30326', country: 'US', latitude: 33.84698, longitude: -84.36235, phone: '+1 404-555-0175', timezone: 'America/New_York', hours: 'mall', gift_wrapping: false },
  { store_id: 'us-bna-greenhills', label: 'Northwind Green Hills', division: 'South', line: '2126 Abbott Martin Rd', city: 'Nashville', state: 'TN', zip: '37215', country: 'US', latitude: 36.10672, longitude: -86.81603, phone: '+1 615-555-0109', timezone: 'America/Chicago', hours: 'mall', gift_wrapping: false },
  { store_id: 'us-aus-soco', label: 'Northwind South Congress', division: 'South', line: '1400 S Congress Ave', city: 'Austin', state: 'TX', zip: '78704', country: 'US', latitude: 30.24948, longitude: -97.74937, phone: '+1 512-555-0131', timezone: 'America/Chicago', hours: 'street', gift_wrapping: true },
  { store_id: 'us-dal-northpark', label: 'Northwind NorthPark', division: 'South', line: '8687 N Central Expy', city: 'Dallas', state: 'TX', zip: '75225', country: 'US', latitude: 32.86818, longitude: -96.77316, phone: '+1 214-555-0146', timezone: 'America/Chicago', hours: 'mall', gift_wrapping: false },
  { store_id: 'us-den-16th', label: 'Northwind 16th Street', division: 'West', line: '500 16th St', city: 'Denver', state: 'CO', zip: '80202', country: 'US', latitude: 39.74322, longitude: -104.98962, phone: '+1 303-555-0158', timezone: 'America/Denver', hours: 'downtown', gift_wrapping: false },
  { store_id: 'us-phx-biltmore', label: 'Northwind Biltmore', division: 'West', line: '2502 E Camelback Rd', city: 'Phoenix', state: 'AZ', zip: '85016', country: 'US', latitude: 33.50979, longitude: -112.02808, phone: '+1 602-555-0123', timezone: 'America/Phoenix', hours: 'mall', gift_wrapping: false },
  { store_id: 'us-lax-grove', label: 'Northwind The Grove', division: 'West', line: '189 The Grove Dr', city: 'Los Angeles', state: 'CA', zip: '90036', country: 'US', latitude: 34.07185, longitude: -118.35750, phone: '+1 323-555-0168', timezone: 'America/Los_Angeles', hours: 'mall', gift_wrapping: true },
  { store_id: 'us-sfo-market', label: 'Northwind Market Street', division: 'West', line: '865 Market St', city: 'San Francisco', state: 'CA', zip: '94103', country: 'US', latitude: 37.78410, longitude: -122.40666, phone: '+1 415-555-0197', timezone: 'America/Los_Angeles', hours: 'downtown', gift_wrapping: true },
  { store_id: 'us-sea-5th', label: 'Northwind Fifth Avenue Seattle', division: 'West', line: '1420 5th Ave', city: 'Seattle', state: 'WA', zip: '98101', country: 'US', latitude: 47.61067, longitude: -122.33600, phone: '+1 206-555-0114', timezone: 'America/Los_Angeles', hours: 'downtown', gift_wrapping: false },
  { store_id: 'us-pdx-pioneer', label: 'Northwind Pioneer Place', division: 'West', line: '700 SW 5th Ave', city: 'Portland', state: 'OR', zip: '97204', country: 'US', latitude: 45.51849, longitude: -122.67718, phone: '+1 503-555-0181', timezone: 'America/Los_Angeles', hours: 'mall', gift_wrapping: false },
  { store_id: 'ca-tor-eaton', label: 'Northwind Eaton Centre', division: 'Canada', line: '220 Yonge St', city: 'Toronto', state: 'ON', zip: 'M5B 2H1', country: 'CA', latitude: 43.65443, longitude: -79.38069, phone: '+1 416-555-0125', timezone: 'America/Toronto', hours: 'mall', gift_wrapping: true },
  { store_id: 'ca-tor-yorkdale', label: 'Northwind Yorkdale', division: 'Canada', line: '3401 Dufferin St', city: 'Toronto', state: 'ON', zip: 'M6A 2T9', country: 'CA', latitude: 43.72555, longitude: -79.45226, phone: '+1 647-555-0139', timezone: 'America/Toronto', hours: 'mall', gift_wrapping: false },
  { store_id: 'ca-ott-rideau', label: 'Northwind Rideau', division: 'Canada', line: '50 Rideau St', city: 'Ottawa', state: 'ON', zip: 'K1N 9J7', country: 'CA', latitude: 45.42563, longitude: -75.69219, phone: '+1 613-555-0172', timezone: 'America/Toronto', hours: 'mall', gift_wrapping: false },
  { store_id: 'ca-mtl-catherine', label: 'Northwind Sainte-Catherine', division: 'Canada', line: '705 Rue Sainte-Catherine O', city: 'Montréal', state: 'QC', zip: 'H3B 4G5', country: 'CA', latitude: 45.50318, longitude: -73.56917, phone: '+1 514-555-0156', timezone: 'America/Toronto', hours: 'downtown', gift_wrapping: true },
  { store_id: 'ca-yyc-chinook', label: 'Northwind Chinook Centre', division: 'Canada', line: '6455 Macleod Trail SW', city: 'Calgary', state: 'AB', zip: 'T2H 0K8', country: 'CA', latitude: 50.99807, longitude: -114.07343, phone: '+1 403-555-0187', timezone: 'America/Edmonton', hours: 'mall', gift_wrapping: false },
  { store_id: 'ca-yeg-wem', label: 'Northwind West Edmonton Mall', division: 'Canada', line: '8882 170 St NW', city: 'Edmonton', state: 'AB', zip: 'T5T 4J2', country: 'CA', latitude: 53.52251, longitude: -113.62418, phone: '+1 780-555-0104', timezone: 'America/Edmonton', hours: 'mall', gift_wrapping: false },
  { store_id: 'ca-yvr-pacific', label: 'Northwind Pacific Centre', division: 'Canada', line: '701 W Georgia St', city: 'Vancouver', state: 'BC', zip: 'V7Y 1G5', country: 'CA', latitude: 49.28286, longitude: -123.11804, phone: '+1 604-555-0161', timezone: 'America/Vancouver', hours: 'downtown', gift_wrapping: true },
];

/** The demo's 25 stores (18 in the US selling the `us` shop, 7 in Canada selling the `ca` shop). */
export function demoStores(): DemoStore[] {
  return STORE_SEEDS.map((seed) => {
    const address: DemoAddress = {
      address_line_1: seed.line,
      city: seed.city,
      state: seed.state,
      zip_code: seed.zip,
      country_code: seed.country,
    };
    return {
      store_id: seed.store_id,
      shop: seed.country === 'CA' ? DEMO_CA_SHOP : DEMO_US_SHOP,
      label: seed.label,
      active_status: true,
      division_name: seed.division,
      pricebook: 'default',
      gift_wrapping: seed.gift_wrapping,
      // Canadian shelf prices, like US ones, are shown before sales tax.
      tax_included: false,
      phone_number: seed.phone,
      timezone: seed.timezone,
      business_hours: HOURS[seed.hours].map((hours) => ({ ...hours })),
      physical_address: { ...address, latitude: seed.latitude, longitude: seed.longitude },
      // Deliveries go to the loading dock of the same building.
      shipping_address: { ...address },
    };
  });
}
