/**
 * The 17 endpoints of the data service as data (spec "Endpoints"). The proxy registers one route
 * per entry, the embedded gateway answers one path per entry, the client builds query options per
 * entry. Add nothing about an endpoint anywhere else.
 */
import { param, type ParamDef } from './params.ts';
import {
  AGENT_SORT,
  AMENITIES,
  BROKER_SORT,
  CATEGORY,
  COMMERCIAL_RENT_FREQUENCY,
  COMPLETION_STATUS,
  COM_TYPES,
  DEVELOPER_LOCATIONS,
  FURNISHING,
  NEW_PROJECT_SORT,
  REGISTRY_DEFAULT_SIZE,
  REGISTRY_MAX_SIZE,
  REGISTRY_PROPERTY_TYPES,
  RENT_FREQUENCY,
  RES_TYPES,
  SORT_A,
  TRANSACTION_PERIODS,
  TRANSACTION_SORT,
  TRANSACTION_TYPES,
  TREND_PROPERTY_TYPES,
} from './values.ts';

/**
 * Cache families: how long a proxied answer stays fresh (`ttlSeconds`), and how long after that it
 * may still be answered, marked stale, while a refresh runs or when the service fails
 * (`staleSeconds`). Listings move daily, so hours of staleness at most; market history and
 * directories move slowly, so days; location names hardly at all.
 */
export const CACHE_FAMILIES = {
  reference: { ttlSeconds: 24 * 3600, staleSeconds: 7 * 24 * 3600 },
  listings: { ttlSeconds: 5 * 60, staleSeconds: 6 * 3600 },
  directory: { ttlSeconds: 60 * 60, staleSeconds: 3 * 24 * 3600 },
  market: { ttlSeconds: 60 * 60, staleSeconds: 3 * 24 * 3600 },
} as const;
type CacheFamily = keyof typeof CACHE_FAMILIES;

export interface EndpointDef {
  path: `/${string}`;
  params: Record<string, ParamDef>;
  /** 1 for every paged endpoint but the registry one (0); null where there is no paging. */
  pageBase: 0 | 1 | null;
  cache: CacheFamily;
  /** Needs a higher subscription plan than the others. */
  higherPlan?: boolean;
}

const listingSearchCommon = {
  location_id: param.numericId(true),
  price_min: param.amount(),
  price_max: param.amount(),
  area_min: param.amount(),
  area_max: param.amount(),
  page: param.page(1),
} as const;

const agentSearch = {
  location_id: param.numericId(false),
  category: param.oneOf(CATEGORY, { default: 'residential_sale' }),
  sort: param.oneOf(AGENT_SORT, { default: 'most_sales' }),
  page: param.page(1),
} as const;

const brokerSearch = {
  location_id: param.numericId(false),
  sort: param.oneOf(BROKER_SORT, { default: 'featured' }),
  page: param.page(1),
} as const;

const ownerListings = {
  /** One category; absent (empty) means all. */
  category: param.oneOf(CATEGORY),
  sort: param.oneOf(SORT_A, { default: 'featured' }),
  page: param.page(1),
} as const;

export const ENDPOINTS = {
  'search-buy': {
    path: '/search-buy',
    params: {
      ...listingSearchCommon,
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.counts(),
      bathrooms: param.counts(),
      completion_status: param.oneOf(COMPLETION_STATUS),
      furnishing: param.oneOf(FURNISHING),
      amenities: param.someOf(AMENITIES),
      sort: param.oneOf(SORT_A, { default: 'newest' }),
    },
    pageBase: 1,
    cache: 'listings',
  },
  'search-rent': {
    path: '/search-rent',
    params: {
      ...listingSearchCommon,
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.counts(),
      bathrooms: param.counts(),
      rent_frequency: param.oneOf(RENT_FREQUENCY, { default: 'yearly' }),
      furnishing: param.oneOf(FURNISHING),
      amenities: param.someOf(AMENITIES),
      sort: param.oneOf(SORT_A, { default: 'newest' }),
    },
    pageBase: 1,
    cache: 'listings',
  },
  'search-commercial-rent': {
    path: '/search-commercial-rent',
    params: {
      ...listingSearchCommon,
      property_type: param.oneOf(COM_TYPES),
      rent_frequency: param.oneOf(COMMERCIAL_RENT_FREQUENCY, { default: 'monthly' }),
      sort: param.oneOf(SORT_A, { default: 'newest' }),
    },
    pageBase: 1,
    cache: 'listings',
  },
  'search-commercial-buy': {
    path: '/search-commercial-buy',
    params: {
      ...listingSearchCommon,
      property_type: param.oneOf(COM_TYPES),
      sort: param.oneOf(SORT_A, { default: 'newest' }),
    },
    pageBase: 1,
    cache: 'listings',
  },
  'search-new-projects': {
    path: '/search-new-projects',
    params: {
      ...listingSearchCommon,
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.counts(),
      sort: param.oneOf(NEW_PROJECT_SORT, { default: 'featured' }),
    },
    pageBase: 1,
    cache: 'listings',
  },
  'broker-properties': {
    path: '/broker-properties',
    params: { broker_id: param.numericId(true), ...ownerListings },
    pageBase: 1,
    cache: 'listings',
  },
  'agent-properties': {
    path: '/agent-properties',
    params: { agent_id: param.numericId(true), ...ownerListings },
    pageBase: 1,
    cache: 'listings',
  },
  'get-get-transactions': {
    path: '/get-get-transactions',
    params: {
      location_id: param.numericId(true),
      transaction_type: param.oneOf(TRANSACTION_TYPES, { required: true }),
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.int(0, 50),
      sort: param.oneOf(TRANSACTION_SORT, { default: 'newest' }),
      period: param.oneOf(TRANSACTION_PERIODS, { default: '1y' }),
      page: param.page(1),
    },
    pageBase: 1,
    cache: 'market',
  },
  'get-registry-transactions': {
    path: '/get-registry-transactions',
    params: {
      district: param.names(),
      propertyType: param.someOf(REGISTRY_PROPERTY_TYPES),
      fromDate: param.date(),
      toDate: param.date(),
      size: param.int(1, REGISTRY_MAX_SIZE, REGISTRY_DEFAULT_SIZE),
      page: param.page(0),
    },
    pageBase: 0,
    cache: 'market',
  },
  'property-details': {
    path: '/property-details',
    params: { property_id: param.listingId(true) },
    pageBase: null,
    cache: 'listings',
  },
  'search-agents': {
    path: '/search-agents',
    params: agentSearch,
    pageBase: 1,
    cache: 'directory',
  },
  'search-agents-detailed': {
    path: '/search-agents-detailed',
    params: agentSearch,
    pageBase: 1,
    cache: 'directory',
    higherPlan: true,
  },
  'search-brokers': {
    path: '/search-brokers',
    params: brokerSearch,
    pageBase: 1,
    cache: 'directory',
  },
  'search-brokers-detailed': {
    path: '/search-brokers-detailed',
    params: brokerSearch,
    pageBase: 1,
    cache: 'directory',
  },
  'autocomplete-location': {
    path: '/autocomplete-location',
    params: { query: param.text(true) },
    pageBase: null,
    cache: 'reference',
  },
  'real-estate-developer': {
    path: '/real-estate-developer',
    params: {
      location: param.oneOf(DEVELOPER_LOCATIONS, { default: 'dubai' }),
      page: param.page(1),
    },
    pageBase: 1,
    cache: 'reference',
  },
  'price-trend-of-location': {
    path: '/price-trend-of-location',
    params: {
      location_id: param.numericId(true),
      property_type: param.oneOf(TREND_PROPERTY_TYPES, { default: 'apartment' }),
    },
    pageBase: null,
    cache: 'market',
  },
} as const satisfies Record<string, EndpointDef>;

export type EndpointName = keyof typeof ENDPOINTS;
export const ENDPOINT_NAMES = Object.keys(ENDPOINTS) as EndpointName[];

export function isEndpointName(name: string): name is EndpointName {
  return Object.hasOwn(ENDPOINTS, name);
}
