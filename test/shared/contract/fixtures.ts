// Realistic, valid examples of every contract resource, built from the seed's field tables and the
// platform contract. Tests derive their invalid inputs from these by changing one field.

export const product = {
  product_id: '1000001-NVY-S',
  variant_group_id: '1000001',
  title: 'Organic Cotton Crew T-Shirt',
  caption: 'Soft everyday tee',
  description: 'A relaxed crew-neck T-shirt in heavyweight organic cotton.',
  show_in_listing: true,
  images: [
    {
      url: 'https://images.example.com/1000001/navy-front.jpg',
      internal_dimension_height: 1600,
      internal_dimension_width: 1200,
      internal_dominant_color: '#1f2a44',
      is_main: true,
    },
    {
      url: 'https://images.example.com/1000001/navy-back.jpg',
      internal_dimension_height: 1600,
      internal_dimension_width: 1200,
      internal_dominant_color: '#1f2a44',
    },
  ],
  tax_class_id: 'standard',
  categories: [
    { path: 'Men > Tops > T-Shirts', position: 1, is_main: true },
    { path: 'Sustainable', position: 12 },
  ],
  material: '100% organic cotton',
  variation_color_value: 'Navy',
  variation_size_value: 'S',
  variation_size_gender: 'men',
  variation_size_type: 'regular',
  variation_size_system: 'US',
  external_identifiers: [
    { type: 'sku', value: '1000001-NVY-S' },
    { type: 'ean13', value: '4006381333931' },
  ],
  extended_attributes: [
    { name: 'fit', value: 'relaxed' },
    { name: 'care', value: 'Machine wash cold' },
  ],
};

export const productsFile = {
  head: { shop: 'storefront-catalog-en', locale: 'en-US', is_master: true },
  items: [
    product,
    {
      product_id: '1000001-NVY-M',
      variant_group_id: '1000001',
      title: 'Organic Cotton Crew T-Shirt',
      show_in_listing: true,
      categories: [{ path: 'Men > Tops > T-Shirts', is_main: true }],
      variation_color_value: 'Navy',
      variation_size_value: 'M',
      external_identifiers: [{ type: 'ean13', value: '5901234123457' }],
    },
  ],
};

export const defaultPriceBook = {
  head: { pricebook: 'default', shop: 'storefront-catalog-en', currency: 'USD' },
  items: [
    { product_id: '1000001-NVY-S', value: 29.99 },
    { product_id: '1000001-NVY-M', value: 29.99 },
  ],
};

export const outletPriceBook = {
  head: { pricebook: 'outlet-jp', shop: 'storefront-catalog-en', currency: 'JPY' },
  items: [{ product_id: '1000001-NVY-S', value: 3200 }],
};

export const availabilitiesFile = {
  head: { shop: 'storefront-catalog-en' },
  items: [
    { product_id: '1000001-NVY-S', store_id: 'nyc-soho', quantity: 12 },
    { product_id: '1000001-NVY-M', store_id: 'nyc-soho', quantity: 0 },
  ],
};

export const store = {
  store_id: 'nyc-soho',
  shop: 'storefront-catalog-en',
  label: 'New York SoHo',
  active_status: true,
  business_hours: [
    { weekday: 1, from_time: '10:00', to_time: '20:00' },
    { weekday: 6, from_time: '10:00', to_time: '14:00' },
    { weekday: 6, from_time: '15:00', to_time: '21:00' },
    { weekday: 0, from_time: '11:00', to_time: '24:00' },
  ],
  division_name: 'US East',
  pricebook: 'default',
  gift_wrapping: true,
  tax_included: false,
  phone_number: '+1 212 555 0147',
  timezone: 'America/New_York',
  physical_address: {
    address_line_1: '123 Spring Street',
    city: 'New York',
    country_code: 'US',
    state: 'NY',
    zip_code: '10012',
    latitude: 40.7243,
    longitude: -73.9987,
  },
  shipping_address: {
    address_line_1: '125 Spring Street',
    city: 'New York',
    country_code: 'US',
    state: 'NY',
    zip_code: '10012',
  },
};

export const pickupConfig = {
  global: { display_name: 'In-store pickup', grace_period: 900, default_search_radius: 25 },
  stores: {
    'nyc-soho': {
      delivery_time: 'Ready in 2 hours',
      delivery_time_if_not_available: 'Ready in 3-5 days',
      cost: { price: 0, tax_code: 'FR020000', currency_code: 'USD' },
    },
    'nyc-midtown': {
      delivery_time: 'Ready today',
      delivery_time_if_not_available: 'Ready in 2 days',
      cost: { price: 4.95, tax_code: 'FR020000', currency_code: 'USD' },
    },
  },
};

export const pickupOptionsRequest = {
  location: { geo: { latitude: 40.7306, longitude: -73.9866 } },
  bag: [
    { product_id: '1000001-NVY-S', quantity: 2 },
    { product_id: '1000001-NVY-M', quantity: 1 },
  ],
  options: { search_radius: 10, show_stores_without_atp: true, limit: 5 },
};

export const pickupOptionsResponse = {
  options: [
    {
      fulfillment_node_id: 'nyc-soho',
      distance_km: 0.98,
      has_atp: true,
      store: {
        store_id: 'nyc-soho',
        label: 'New York SoHo',
        phone_number: '+1 212 555 0147',
        physical_address: store.physical_address,
        business_hours: store.business_hours,
      },
      in_store_pickup_option: {
        shipping_offer_token: 'eyJzdG9yZSI6Im55Yy1zb2hvIn0.c2lnbmF0dXJl',
        delivery_time: 'Ready in 2 hours',
        cost: { price: 0, tax_code: 'FR020000', currency_code: 'USD' },
      },
    },
  ],
};

export const pickupOrderRequest = {
  external_id: 'web-2026-000481',
  shop: 'storefront-catalog-en',
  currency: 'USD',
  placed_at: '2026-03-02T14:05:00Z',
  customer: { name: 'Dana Whitfield', email: 'dana@example.com', phone: '+1 917 555 0199' },
  shipments: [
    {
      items: [
        { product_id: '1000001-NVY-S', quantity: 2, price: 29.99 },
        { product_id: '1000001-NVY-M', quantity: 1, price: 29.99 },
      ],
      shipping_option: { shipping_offer_token: 'eyJzdG9yZSI6Im55Yy1zb2hvIn0.c2lnbmF0dXJl' },
    },
  ],
  payments: [{ method: 'card', amount: 89.97, rounding_adjustment: 0, tendered: 89.97, change: 0 }],
};

/** A counter sale in a rounding store: 32.47 due, card 20.00, cash share 12.47 rounded to 12.45, 20 handed over. */
export const inStoreSaleRequest = {
  external_id: 'pos-nyc-soho-01-000112',
  shop: 'storefront-catalog-en',
  currency: 'USD',
  placed_at: '2026-03-02T15:41:12.250-05:00',
  store_id: 'nyc-soho',
  shipments: [{ items: [{ product_id: '1000001-NVY-S', quantity: 1, price: 32.47 }] }],
  payments: [
    { method: 'card', amount: 20, rounding_adjustment: 0, tendered: 20, change: 0 },
    { method: 'cash', amount: 12.45, rounding_adjustment: -0.02, tendered: 20, change: 7.55 },
  ],
};

export const order = {
  order_id: 'ord_01HQ7Z3K9M',
  external_id: 'web-2026-000481',
  shop: 'storefront-catalog-en',
  store_id: 'nyc-soho',
  status: 'in_picking',
  currency: 'USD',
  customer: pickupOrderRequest.customer,
  shipments: pickupOrderRequest.shipments,
  payments: pickupOrderRequest.payments,
  prices_include_tax: null,
  taxes: [],
  assignee: 'associate',
  created_at: '2026-03-02T14:05:01Z',
  updated_at: '2026-03-02T14:32:40Z',
};

export const printConfig = {
  default: {
    in_store_pickup: [
      { document_type: 'invoice', number_of_copies: 1, printer_type: 'document_printer' },
      { document_type: 'packing_slip', number_of_copies: 2, printer_type: 'receipt_printer' },
    ],
  },
};

export const appConfig = {
  capabilities: { cash_management: true },
  release_toggles: { cash_rounding_enabled: true },
};

export const storeCashManagement = {
  operation_mode: 'integrated',
  drawers: [
    {
      drawer_id: 'nyc-soho-d1',
      name: 'Front counter',
      recommended_float: 150,
      currency: 'USD',
      device: { serial: 'CD-4410-0192' },
    },
    {
      drawer_id: 'nyc-soho-d2',
      name: 'Fitting rooms',
      recommended_float: 100.5,
      currency: 'USD',
      device: { serial: 'CD-4410-0193' },
    },
  ],
};

export const auditCount = {
  transaction_id: '3b241101-e2bb-4255-8caf-4136c566a962',
  store_id: 'nyc-soho',
  type: 'audit_count',
  amount: 0,
  currency: 'USD',
  associate: 'manager',
  created_at: '2026-03-02T16:00:00Z',
  counted_amount: 187.35,
  // 5 × $20 + 8 × $10 + 7 × $1 + 1 × 25¢ + 1 × 10¢ = 187.35
  denominations: { '2000': 5, '1000': 8, '100': 7, '25': 1, '10': 1 },
};

export const cashSale = {
  transaction_id: '9f8c2d4e-1a7b-4c3d-9e8f-0a1b2c3d4e5f',
  store_id: 'nyc-soho',
  type: 'cash_sale',
  amount: 12.45,
  currency: 'USD',
  associate: 'associate',
  created_at: '2026-03-02T15:41:13Z',
  order_id: 'ord_01HQ7Z9ABC',
};

export const drawerSummary = {
  state: 'open',
  currency: 'USD',
  opened_at: '2026-03-02T09:55:00Z',
  closed_at: null,
  opening_float: 150,
  cash_sales: 42.45,
  cash_refunds: 5.1,
  inflows: 20,
  outflows: 20,
  expected_amount: 187.35,
  last_count: { type: 'audit_count', at: '2026-03-02T16:00:00Z', counted_amount: 187.35 },
  variance: 0,
};
