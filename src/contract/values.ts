/**
 * The shared value sets of the data service (spec: "Shared value sets" and each endpoint's table).
 * Every list of allowed values in the product is read from here: server validation, URL search
 * schemas, form controls, the embedded gateway and the docs. Never write one of these lists again.
 */

/** Residential property types (`RES_TYPES`). */
export const RES_TYPES = [
  'apartment',
  'villa',
  'townhouse',
  'penthouse',
  'compound',
  'duplex',
  'full-floor',
  'half-floor',
  'whole-building',
  'bulk-rent-unit',
  'bungalow',
  'hotel-apartment',
] as const;

/** Commercial property types (`COM_TYPES`). */
export const COM_TYPES = [
  'office-space',
  'retail',
  'warehouse',
  'shop',
  'villa',
  'show-room',
  'full-floor',
  'half-floor',
  'whole-building',
  'land',
  'bulk-rent-unit',
  'factory',
  'labor-camp',
  'staff-accommodation',
  'business-centre',
  'co-working-space',
  'farm',
] as const;

/** `/price-trend-of-location` takes the union of both sets (upstream-facts: 24 values). */
export const TREND_PROPERTY_TYPES: readonly (ResType | ComType)[] = [...new Set([...RES_TYPES, ...COM_TYPES])];

export const AMENITIES = [
  'central_ac',
  'balcony',
  'maids_room',
  'shared_pool',
  'shared_gym',
  'covered_parking',
  'pets_allowed',
  'private_garden',
  'private_pool',
  'security',
  'built_in_wardrobes',
  'view_of_water',
  'view_of_landmark',
  'concierge',
  'childrens_play_area',
  'bbq_area',
] as const;
export type Amenity = (typeof AMENITIES)[number];

export const FURNISHING = ['furnished', 'unfurnished', 'partly'] as const;

/** Sort set A: `price_asc` is low-to-high, `price_desc` high-to-low. */
export const SORT_A = ['newest', 'featured', 'price_asc', 'price_desc'] as const;

/** Owner category, also the agents' specialisation. */
export const CATEGORY = ['residential_sale', 'residential_rent', 'commercial_sale', 'commercial_rent'] as const;

/** `completion_status` of `/search-buy`; absent (empty) means both. */
export const COMPLETION_STATUS = ['ready', 'off_plan'] as const;

export const RENT_FREQUENCY = ['yearly', 'monthly', 'weekly', 'daily'] as const;
export const COMMERCIAL_RENT_FREQUENCY = ['yearly', 'monthly'] as const;

export const NEW_PROJECT_SORT = ['featured', 'newest', 'price_asc', 'price_desc', 'delivery_earliest', 'delivery_latest'] as const;

export const TRANSACTION_TYPES = ['sold', 'rented'] as const;
/** Currencies a person may read prices in (the service's own is AED; see src/shared/units.ts). */
export const CURRENCIES = ['AED', 'USD', 'EUR', 'GBP', 'INR', 'SAR', 'RUB', 'CNY'] as const;

export const TRANSACTION_SORT = ['newest', 'oldest', 'high_price', 'low_price'] as const;
/** Transaction look-back periods, longest first. */
export const TRANSACTION_PERIODS = ['1y', '6m', '3m', '1m'] as const;
export const TRANSACTION_PERIOD_MONTHS: Record<(typeof TRANSACTION_PERIODS)[number], number> = {
  '1y': 12,
  '6m': 6,
  '3m': 3,
  '1m': 1,
};

/** Registry (`/get-registry-transactions`) property types, grouped as the spec groups them. */
export const REGISTRY_PROPERTY_TYPE_GROUPS = {
  Residential: ['apartment', 'duplex', 'penthouse', 'villa', 'townhouse'],
  'Residential complex': ['residential-complex', 'residential-complex-staff'],
  Plots: ['plot-residential', 'plot-residential-staff', 'plot-townhouse', 'plot-villa', 'plot-other'],
  Commercial: ['office', 'retail', 'warehouse', 'workshop'],
} as const;
export const REGISTRY_PROPERTY_TYPES: readonly RegistryPropertyType[] = Object.values(REGISTRY_PROPERTY_TYPE_GROUPS).flat();
export type RegistryPropertyType = (typeof REGISTRY_PROPERTY_TYPE_GROUPS)[keyof typeof REGISTRY_PROPERTY_TYPE_GROUPS][number];
/** Default page size of the registry endpoint, and the largest we let a client ask for. */
export const REGISTRY_DEFAULT_SIZE = 20;
export const REGISTRY_MAX_SIZE = 100;

export const AGENT_SORT = ['most_sales', 'most_rentals', 'featured'] as const;
export const BROKER_SORT = ['featured', 'most_properties', 'most_agents'] as const;

/**
 * Bedroom and bathroom counts a person picks from. The service takes any count (0 is a studio);
 * the portal groups the rest as "7+", so 7 here stands for 7 or more.
 */
export const BEDROOM_CHOICES = [0, 1, 2, 3, 4, 5, 6, 7] as const;
export const BATHROOM_CHOICES = [1, 2, 3, 4, 5, 6, 7] as const;

/** `/real-estate-developer` `location` values: the seven emirates plus Al Ain. */
export const DEVELOPER_LOCATIONS = [
  'dubai',
  'abu-dhabi',
  'sharjah',
  'ajman',
  'ras-al-khaimah',
  'fujairah',
  'umm-al-quwain',
  'al-ain',
] as const;

/** The seven emirates, as display names (the location hierarchy's roots). */
export const EMIRATES = ['Dubai', 'Abu Dhabi', 'Sharjah', 'Ajman', 'Ras Al Khaimah', 'Fujairah', 'Umm Al Quwain'] as const;

/** `price.period`: seen `sell`, `monthly`, `yearly`; inferred `weekly`, `daily`. */
export const PRICE_PERIODS = ['sell', 'yearly', 'monthly', 'weekly', 'daily'] as const;
/** How many of each rent period make a year; used to normalise rents before comparing them. */
export const PERIODS_PER_YEAR: Record<Exclude<(typeof PRICE_PERIODS)[number], 'sell'>, number> = {
  yearly: 1,
  monthly: 12,
  weekly: 52,
  daily: 365,
};

export type ResType = (typeof RES_TYPES)[number];
export type ComType = (typeof COM_TYPES)[number];
export type SortA = (typeof SORT_A)[number];
export type Category = (typeof CATEGORY)[number];
export type RentFrequency = (typeof RENT_FREQUENCY)[number];
export type TransactionType = (typeof TRANSACTION_TYPES)[number];
export type TransactionPeriod = (typeof TRANSACTION_PERIODS)[number];
export type DeveloperLocation = (typeof DEVELOPER_LOCATIONS)[number];

/** Display labels where the mechanical one (`humanize`) would read badly. */
const LABEL_OVERRIDES: Record<string, string> = {
  price_asc: 'Price (low to high)',
  price_desc: 'Price (high to low)',
  high_price: 'Highest price',
  low_price: 'Lowest price',
  off_plan: 'Off-plan',
  central_ac: 'Central A/C',
  maids_room: "Maid's room",
  childrens_play_area: "Children's play area",
  bbq_area: 'BBQ area',
  'co-working-space': 'Co-working space',
  'show-room': 'Showroom',
  'hotel-apartment': 'Hotel apartment',
  'bulk-rent-unit': 'Bulk rent unit',
  'labor-camp': 'Labour camp',
  delivery_earliest: 'Delivery (earliest)',
  delivery_latest: 'Delivery (latest)',
  partly: 'Partly furnished',
  '1y': '12 months',
  '6m': '6 months',
  '3m': '3 months',
  '1m': '1 month',
  '2y': '2 years',
  '3y': '3 years',
  all: 'All held',
  'al-ain': 'Al Ain',
  'abu-dhabi': 'Abu Dhabi',
  'ras-al-khaimah': 'Ras Al Khaimah',
  'umm-al-quwain': 'Umm Al Quwain',
  most_sales: 'Most sales',
  most_rentals: 'Most rentals',
  most_properties: 'Most properties',
  most_agents: 'Most agents',
};

/** A person-readable label for any value in these sets. */
export function labelOf(value: string): string {
  const override = LABEL_OVERRIDES[value];
  if (override) return override;
  const words = value.replace(/[_-]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
