/**
 * The five listing search pages: one generic page, configured per endpoint. Everything else
 * (controls, URL, queries) is derived from the endpoint in the contract.
 */
import type { SearchEndpoint } from './filter-form.ts';
import { labelOf } from '../../contract/index.ts';
import type { AreaUnit, Currency } from '../../shared/units.ts';

export interface SearchPageConfig {
  endpoint: SearchEndpoint;
  path: '/buy' | '/rent' | '/commercial/buy' | '/commercial/rent' | '/new-projects';
  title: string;
  /** What the results are, in a sentence: "homes for sale". */
  noun: string;
  cards: 'listing' | 'project';
}

export const SEARCH_PAGES = {
  'search-buy': { endpoint: 'search-buy', path: '/buy', title: 'Properties for sale', noun: 'homes for sale', cards: 'listing' },
  'search-rent': { endpoint: 'search-rent', path: '/rent', title: 'Properties for rent', noun: 'homes to rent', cards: 'listing' },
  'search-commercial-buy': {
    endpoint: 'search-commercial-buy',
    path: '/commercial/buy',
    title: 'Commercial property for sale',
    noun: 'commercial properties for sale',
    cards: 'listing',
  },
  'search-commercial-rent': {
    endpoint: 'search-commercial-rent',
    path: '/commercial/rent',
    title: 'Commercial property for rent',
    noun: 'commercial properties to rent',
    cards: 'listing',
  },
  'search-new-projects': {
    endpoint: 'search-new-projects',
    path: '/new-projects',
    title: 'New projects',
    noun: 'new projects',
    cards: 'project',
  },
} as const satisfies Record<SearchEndpoint, SearchPageConfig>;

type SearchPath = SearchPageConfig['path'];
const RESIDENTIAL = [
  { path: '/buy', label: 'Buy' },
  { path: '/rent', label: 'Rent' },
] as const;
const COMMERCIAL = [
  { path: '/commercial/buy', label: 'For sale' },
  { path: '/commercial/rent', label: 'For rent' },
] as const;

/** Pages searching the same kind of property for sale and for rent: tabs between them keep the location. */
export const DEAL_TABS: Partial<Record<SearchPath, readonly { path: SearchPath; label: string }[]>> = {
  '/buy': RESIDENTIAL,
  '/rent': RESIDENTIAL,
  '/commercial/buy': COMMERCIAL,
  '/commercial/rent': COMMERCIAL,
};

const PER: Record<string, string> = { yearly: 'year', monthly: 'month', weekly: 'week', daily: 'day' };

/**
 * The price range's label in the unit the request means: a sale price, or a rent per the chosen
 * rent frequency (the service reads `price_min`/`price_max` in that period).
 */
export function priceLegend(endpoint: SearchEndpoint, rentFrequency: string | undefined, currency: Currency): string {
  if (endpoint === 'search-rent' || endpoint === 'search-commercial-rent') {
    return `Rent per ${PER[rentFrequency ?? ''] ?? 'year'} (${currency})`;
  }
  return endpoint === 'search-new-projects' ? `Starting price (${currency})` : `Price (${currency})`;
}

/** A range's legend with the unit the person types in: "Area (sqm)". */
export function rangeLegend(key: string, unit: AreaUnit): string {
  const label = FIELD_LABELS[key] ?? labelOf(key);
  return key === 'area' ? `${label} (${unit})` : label;
}

/** Labels of the filter controls, by parameter (or range) name. */
export const FIELD_LABELS: Record<string, string> = {
  property_type: 'Property type',
  bedrooms: 'Bedrooms',
  bathrooms: 'Bathrooms',
  area: 'Area',
  rent_frequency: 'Rent paid',
  completion_status: 'Completion status',
  furnishing: 'Furnishing',
  amenities: 'Amenities',
  sort: 'Sort by',
};

/** What an empty select means for a filter without a default. */
export const ANY_LABEL: Record<string, string> = {
  completion_status: 'Ready and off-plan',
  property_type: 'Any type',
  furnishing: 'Any',
};
