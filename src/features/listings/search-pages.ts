/**
 * The five listing search pages: one generic page, configured per endpoint. Everything else
 * (controls, URL, queries) is derived from the endpoint in the contract.
 */
import type { SearchEndpoint } from './filter-form.ts';
import { labelOf } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { unitLabel } from '../../lib/format.ts';
import { SEARCH_PATHS, type SearchPath } from '../../lib/search-paths.ts';
import type { AreaUnit, Currency } from '../../shared/units.ts';
import type { ComponentType } from 'react';
import type { NewProject } from '../../contract/index.ts';
import type { MapPoint } from '../../components/map/points.ts';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import type { CardProps } from './CardFrame.tsx';

/**
 * What a search of new projects draws its results with: its cards, and its pins placed at their
 * communities (project-search-page.tsx). Given by that page alone, so the four listing searches'
 * first load does not carry them.
 */
export interface ProjectResults {
  Card: ComponentType<{ project: NewProject; from: ProjectSearch } & CardProps>;
  /** A hook: the same one on every render of a page. */
  usePoints: (projects: readonly NewProject[], from: ProjectSearch) => MapPoint[];
}

/** A search page's words: `listings.pages.<page>` (title, noun, results count, empty and choose texts). */
export type SearchPageKey = 'buy' | 'rent' | 'commercialBuy' | 'commercialRent' | 'newProjects';

/** What every search page is: its endpoint, route, words and kind of card. */
interface SearchPageSetup {
  endpoint: SearchEndpoint;
  path: SearchPath;
  /** Its words in the resources, under `listings.pages.<page>`. */
  page: SearchPageKey;
  cards: 'listing' | 'project';
}

/** A search page as drawn: a project search with what it draws its results with. */
export type SearchPageConfig = SearchPageSetup & ({ cards: 'listing' } | { cards: 'project'; projects: ProjectResults });

export const SEARCH_PAGES = {
  'search-buy': { endpoint: 'search-buy', path: SEARCH_PATHS['search-buy'], page: 'buy', cards: 'listing' },
  'search-rent': { endpoint: 'search-rent', path: SEARCH_PATHS['search-rent'], page: 'rent', cards: 'listing' },
  'search-commercial-buy': {
    endpoint: 'search-commercial-buy',
    path: SEARCH_PATHS['search-commercial-buy'],
    page: 'commercialBuy',
    cards: 'listing',
  },
  'search-commercial-rent': {
    endpoint: 'search-commercial-rent',
    path: SEARCH_PATHS['search-commercial-rent'],
    page: 'commercialRent',
    cards: 'listing',
  },
  'search-new-projects': {
    endpoint: 'search-new-projects',
    path: SEARCH_PATHS['search-new-projects'],
    page: 'newProjects',
    cards: 'project',
  },
} as const satisfies Record<SearchEndpoint, SearchPageSetup>;

const t = readingI18n;

/** A search page's words in the language being read. */
export function pageWords(page: SearchPageKey) {
  const key = `listings.pages.${page}` as const;
  return {
    /** "Properties for sale" */
    title: t().t(`${key}.title`),
    /** What the results are, as a sentence's object: "homes for sale". */
    noun: t().t(`${key}.noun`),
    /** "25 homes for sale" */
    results: (count: number) => t().t(`${key}.results`, { count }),
    /** "No homes for sale matched this search" */
    empty: t().t(`${key}.empty`),
    /** "Choose a location to see homes for sale" */
    choose: t().t(`${key}.choose`),
  };
}

type TabKey = 'buy' | 'rent' | 'forSale' | 'forRent';
const RESIDENTIAL = [
  { path: '/buy', label: 'buy' },
  { path: '/rent', label: 'rent' },
] as const;
const COMMERCIAL = [
  { path: '/commercial/buy', label: 'forSale' },
  { path: '/commercial/rent', label: 'forRent' },
] as const;

/** Pages searching the same kind of property for sale and for rent: tabs between them keep the location. `label` names `listings.search.tabs.<label>`. */
export const DEAL_TABS: Partial<Record<SearchPath, readonly { path: SearchPath; label: TabKey }[]>> = {
  '/buy': RESIDENTIAL,
  '/rent': RESIDENTIAL,
  '/commercial/buy': COMMERCIAL,
  '/commercial/rent': COMMERCIAL,
};

const RENT_PERIODS = ['yearly', 'monthly', 'weekly', 'daily'] as const;
const rentPeriod = (f: string | undefined) => RENT_PERIODS.find((p) => p === f) ?? 'yearly';

/**
 * The price range's label in the unit the request means: a sale price, or a rent per the chosen
 * rent frequency (the service reads `price_min`/`price_max` in that period).
 */
export function priceLegend(endpoint: SearchEndpoint, rentFrequency: string | undefined, currency: Currency): string {
  if (endpoint === 'search-rent' || endpoint === 'search-commercial-rent') {
    return t().t(`listings.filters.rentPer.${rentPeriod(rentFrequency)}`, { currency });
  }
  return t().t(endpoint === 'search-new-projects' ? 'listings.filters.startingPrice' : 'listings.filters.price', { currency });
}

/** The filter controls that have a label of their own (every other parameter is not a filter). */
const FIELD_KEYS = [
  'property_type',
  'bedrooms',
  'bathrooms',
  'area',
  'rent_frequency',
  'completion_status',
  'furnishing',
  'amenities',
  'sort',
] as const;
type FieldKey = (typeof FIELD_KEYS)[number];
const isFieldKey = (key: string): key is FieldKey => (FIELD_KEYS as readonly string[]).includes(key);

/** A filter control's label, by parameter (or range) name; a parameter the contract adds later shows its name. */
export function fieldLabel(key: string): string {
  return isFieldKey(key) ? t().t(`listings.filters.fields.${key}`) : labelOf(key);
}

/** A range's legend with the unit the person types in: "Area (sqm)". */
export function rangeLegend(key: string, unit: AreaUnit): string {
  return key === 'area' ? t().t('listings.filters.area', { unit: unitLabel({ unit }) }) : fieldLabel(key);
}

/** What an empty select means for a filter without a default. */
export function anyLabel(key: string): string {
  return t().t(key === 'completion_status' || key === 'property_type' ? `listings.filters.any.${key}` : 'listings.filters.any.other');
}
