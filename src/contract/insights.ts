/**
 * Our own endpoints beside the service's 17: analyses the server computes from its market store
 * (server/store). Their parameters are `ParamDef`s like the service's, built from the same value
 * sets, so the server validates them with the same code (`parseParams`), the browser builds its
 * URLs from them, and the API document reads the same tables (with its own words about each:
 * endpoint-docs.ts). Their answers are typed here.
 */
import { AREA_PARAMS } from './areas.ts';
import { ENDPOINTS } from './endpoints.ts';
import { param, type ParamDef } from './params.ts';
import type { z } from 'zod';
import type * as S from './insight-responses.ts';
import {
  COM_TYPES,
  RES_TYPES,
  TRANSACTION_PERIODS,
  TRANSACTION_PERIOD_MONTHS,
  TRANSACTION_SORT,
  CURRENCIES,
  TRANSACTION_TYPES,
  TREND_PROPERTY_TYPES,
} from './values.ts';

/** The service's look-back periods, and the longer ones the store can answer as its history grows. */
export const INSIGHT_PERIODS = [...TRANSACTION_PERIODS, '2y', '3y', 'all'] as const;
export type InsightPeriod = (typeof INSIGHT_PERIODS)[number];
/** Months a period looks back; null for `all` (everything held). */
export const INSIGHT_PERIOD_MONTHS: Record<InsightPeriod, number | null> = {
  ...TRANSACTION_PERIOD_MONTHS,
  '2y': 24,
  '3y': 36,
  all: null,
};

/** What a name search looks among: the agents and the brokerages the data has named. */
const NAME_SEARCH_KINDS = ['agent', 'broker'] as const;
/** What `/api/names` names: places, agents and brokerages. */
const NAMED_KINDS = ['location', 'agent', 'broker'] as const;

/** The languages the CSVs name their columns in, and feeds write their words in. */
const CSV_LANGUAGES = ['en', 'ar'] as const;
type CsvLanguage = (typeof CSV_LANGUAGES)[number];

/**
 * The transactions CSV's header row, per language: English keeps the field names scripts read;
 * Arabic names the columns for a reader (a spreadsheet). `{currency}` is the converted price's.
 */
export const TRANSACTIONS_CSV_HEADER: Record<CsvLanguage, { columns: readonly string[]; convertedPrice: (currency: string) => string }> = {
  en: {
    columns: ['id', 'transaction_date', 'transaction_type', 'property_type', 'bedrooms', 'location', 'price_aed'],
    convertedPrice: (currency) => `price_${currency.toLowerCase()}`,
  },
  ar: {
    columns: ['المعرّف', 'تاريخ المعاملة', 'نوع المعاملة', 'نوع العقار', 'غرف النوم', 'الموقع', 'السعر (د.إ)'],
    convertedPrice: (currency) => `السعر (${currency})`,
  },
};

/**
 * The listing changes CSV's header row, per language, as the transactions CSV's: English keeps
 * the field names scripts read, Arabic names the columns for a reader. The rows are the same.
 */
export const LISTING_CHANGES_CSV_HEADER: Record<CsvLanguage, readonly string[]> = {
  en: [
    'id',
    'first_seen_by_dar',
    'new',
    'change',
    'change_percent',
    'price_before',
    'price_after',
    'changed_seen_by_dar',
    'price',
    'period',
    'currency',
    'property_type',
    'bedrooms',
    'size_sqft',
    'title',
    'address',
  ],
  ar: [
    'المعرّف',
    'أول ما رأته دار',
    'جديد',
    'التغيّر',
    'نسبة التغيّر (%)',
    'السعر قبل',
    'السعر بعد',
    'رأى دار التغيّر في',
    'السعر',
    'الفترة',
    'العملة',
    'نوع العقار',
    'غرف النوم',
    'المساحة (قدم مربع)',
    'العنوان',
    'الموقع',
  ],
};

/** Bedrooms as the service takes them (0 = studio); 7 counts 7 or more, as the contract's choices do. */
const filters = {
  location_id: param.numericId(true),
  transaction_type: param.oneOf(TRANSACTION_TYPES, { default: 'sold' }),
  property_type: param.oneOf(RES_TYPES),
  bedrooms: param.int(0, 50),
  period: param.oneOf(INSIGHT_PERIODS, { default: '1y' }),
} as const;

/** The kinds of search a listing is seen in (the service's four listing searches). */
export const LISTING_SEARCHES = ['buy', 'rent', 'commercial-buy', 'commercial-rent'] as const;
export type ListingSearch = (typeof LISTING_SEARCHES)[number];
/** The kind of search each of the service's listing searches is. */
export const LISTING_SEARCH_OF = {
  'search-buy': 'buy',
  'search-rent': 'rent',
  'search-commercial-buy': 'commercial-buy',
  'search-commercial-rent': 'commercial-rent',
} as const satisfies Partial<Record<keyof typeof ENDPOINTS, ListingSearch>>;
/** What a change feed lists: both, new listings only, or price reductions only. */
export const LISTING_CHANGE_KINDS = ['all', 'new', 'reduced'] as const;
/** Rows of changes one JSON answer carries (the CSV carries them all). */
export const LISTING_CHANGES_MAX_ROWS = 200;

/** The filters of a place's change feed. */
const changeFilters = {
  location_id: param.numericId(true),
  search: param.oneOf(LISTING_SEARCHES, { default: 'buy' }),
  /** Changes in the last this many days. */
  days: param.int(1, 365, 7),
  change: param.oneOf(LISTING_CHANGE_KINDS, { default: 'all' }),
  property_type: param.oneOf([...new Set([...RES_TYPES, ...COM_TYPES])]),
  /** 0 studio .. 7 meaning 7 or more. */
  bedrooms: param.int(0, 7),
  price_min: param.amount(),
  price_max: param.amount(),
} as const;

/** The two sides of the asking-price index: sale prices, and yearly rents. */
export const ASKING_LISTINGS = ['sale', 'rent'] as const;
export type AskingListing = (typeof ASKING_LISTINGS)[number];

/** Listings one history request may ask about: a page of cards and then some. */
export const LISTING_HISTORY_MAX_IDS = 60;
/** Ids per `/api/names/batch` request: the cards of two pages of results. */
export const NAMES_BATCH_MAX_IDS = 50;

export interface InsightEndpointDef {
  path: `/${string}`;
  params: Record<string, ParamDef>;
  /** Parameters of which at least one must be given (the server's parse checks it; the document says it). */
  atLeastOne?: readonly string[];
  /** `text/csv` for downloads; JSON otherwise. */
  csv?: boolean;
  /** An Atom feed (`application/atom+xml`). */
  atom?: boolean;
  /** Merged from the data service's answers (through the proxy's cache), not computed from the store. */
  merged?: boolean;
}

/** A feed of a saved search: the search's own parameters, its first page only (no `page`). */
const feedOf = <E extends keyof typeof LISTING_SEARCH_OF>(endpoint: E) => {
  const { page: _page, ...params } = ENDPOINTS[endpoint].params;
  return {
    path: `/feeds/${endpoint}.atom` as const,
    params: {
      ...params,
      /** The language of the feed's own words (titles, summaries); the listings' are as the service wrote them. */
      lang: param.oneOf(CSV_LANGUAGES, { default: 'en' }),
    },
    atom: true,
  } as const;
};

/**
 * One listing search over several places (search by area): the search's own parameters, with
 * `location_id` a comma-separated list read by `parseAreaIds` (in the order given: the order the
 * results are merged in; at most MAX_AREA_IDS). One page of the service's search per place per
 * page, through the proxy's cache and the client's limit (docs/search-by-area.md).
 */
const mergedOf = <E extends keyof typeof LISTING_SEARCH_OF>(endpoint: E) => {
  const { location_id: _one, ...params } = ENDPOINTS[endpoint].params;
  return {
    path: `/merged/${endpoint}` as const,
    params: { location_id: param.text(true, 70), ...params },
    merged: true,
  } as const;
};

export const INSIGHT_ENDPOINTS = {
  'insights/transactions': {
    path: '/insights/transactions',
    params: filters,
  },
  'insights/transaction-records': {
    path: '/insights/transaction-records',
    params: { ...filters, sort: param.oneOf(TRANSACTION_SORT, { default: 'newest' }), page: param.page(1) },
  },
  'insights/transactions.csv': {
    path: '/insights/transactions.csv',
    params: {
      ...filters,
      sort: param.oneOf(TRANSACTION_SORT, { default: 'newest' }),
      /** A price column in this currency beside `price_aed`, at the server's rate table. */
      currency: param.oneOf(CURRENCIES, { default: 'AED' }),
      /** The language of the header row (`TRANSACTIONS_CSV_HEADER`); the records are the same. */
      lang: param.oneOf(CSV_LANGUAGES, { default: 'en' }),
    },
    csv: true,
  },
  'insights/price-context': {
    path: '/insights/price-context',
    params: {
      location_id: param.numericId(true),
      transaction_type: param.oneOf(TRANSACTION_TYPES, { required: true }),
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.int(0, 50),
      /** AED: a sale price, or a rent per year. */
      price: param.amount(true),
    },
  },
  'insights/price-trend': {
    path: '/insights/price-trend',
    params: {
      location_id: param.numericId(true),
      property_type: param.oneOf(TREND_PROPERTY_TYPES, { default: 'apartment' }),
    },
  },
  'insights/registry': {
    path: '/insights/registry',
    // The registry endpoint's own filters, without its paging.
    params: {
      district: ENDPOINTS['get-registry-transactions'].params.district,
      propertyType: ENDPOINTS['get-registry-transactions'].params.propertyType,
      fromDate: ENDPOINTS['get-registry-transactions'].params.fromDate,
      toDate: ENDPOINTS['get-registry-transactions'].params.toDate,
    },
  },
  'insights/collection': {
    path: '/insights/collection',
    params: { location_id: param.numericId(true) },
  },
  'insights/listing-changes': {
    path: '/insights/listing-changes',
    params: changeFilters,
  },
  'insights/listing-changes.csv': {
    path: '/insights/listing-changes.csv',
    params: {
      ...changeFilters,
      /** The language of the header row (`LISTING_CHANGES_CSV_HEADER`); the rows are the same. */
      lang: param.oneOf(CSV_LANGUAGES, { default: 'en' }),
    },
    csv: true,
  },
  'insights/asking-prices': {
    path: '/insights/asking-prices',
    params: {
      location_id: param.numericId(true),
      property_type: param.oneOf(TREND_PROPERTY_TYPES, { default: 'apartment' }),
      listing: param.oneOf(ASKING_LISTINGS, { default: 'sale' }),
      /** Weeks back, the current one (so far) included. */
      weeks: param.int(4, 104, 26),
    },
  },
  'feeds/search-buy.atom': feedOf('search-buy'),
  'feeds/search-rent.atom': feedOf('search-rent'),
  'feeds/search-commercial-buy.atom': feedOf('search-commercial-buy'),
  'feeds/search-commercial-rent.atom': feedOf('search-commercial-rent'),
  'merged/search-buy': mergedOf('search-buy'),
  'merged/search-rent': mergedOf('search-rent'),
  'merged/search-commercial-buy': mergedOf('search-commercial-buy'),
  'merged/search-commercial-rent': mergedOf('search-commercial-rent'),
  'insights/listing-history': {
    path: '/insights/listing-history',
    params: { ids: param.listingIds(LISTING_HISTORY_MAX_IDS) },
  },
  names: {
    path: '/names',
    params: {
      location_id: param.numericId(false),
      agent_id: param.numericId(false),
      broker_id: param.numericId(false),
    },
    atLeastOne: ['location_id', 'agent_id', 'broker_id'],
  },
  'names/batch': {
    path: '/names/batch',
    params: {
      kind: param.oneOf(NAMED_KINDS, { required: true }),
      ids: param.numericIds(NAMES_BATCH_MAX_IDS),
    },
  },
  'names/search': {
    path: '/names/search',
    params: {
      kind: param.oneOf(NAME_SEARCH_KINDS, { required: true }),
      q: param.text(true, 60),
      page: param.page(1),
    },
  },
  places: {
    path: '/places',
    params: AREA_PARAMS.places,
  },
  'insights/areas': {
    path: '/insights/areas',
    params: AREA_PARAMS.areas,
  },
} as const satisfies Record<string, InsightEndpointDef>;

/** Matches per page of `names/search`. */
export const NAME_SEARCH_PAGE_SIZE = 20;
/** The fewest letters a name search takes (besides spaces): one letter would match nearly every name. */
export const NAME_SEARCH_MIN_LETTERS = 2;

export type InsightEndpointName = keyof typeof INSIGHT_ENDPOINTS;
/** The 200 body of one of our endpoints, from its zod schema (the CSV download's is text). */
export type InsightAnswerOf<N extends InsightEndpointName> = z.output<(typeof S.INSIGHT_RESPONSES)[N]>;
export const INSIGHT_ENDPOINT_NAMES = Object.keys(INSIGHT_ENDPOINTS) as InsightEndpointName[];
/** Records per page of `insights/transaction-records`. */
export const INSIGHT_RECORDS_PAGE_SIZE = 25;

/*
 * The answers' types, inferred from their zod schemas (insight-responses.ts: the one source, also
 * of the OpenAPI document's response schemas). Type-only imports: the browser bundle carries no zod.
 */
export type CollectionState = z.output<typeof S.CollectionState>;
/** What the store holds of one location and transaction type. */
export type InsightCoverage = z.output<typeof S.InsightCoverage>;
export type InsightSummary = z.output<typeof S.InsightSummary>;
export type MomentumRow = z.output<typeof S.MomentumRow>;
export type MonthRow = z.output<typeof S.MonthRow>;
export type BedroomRow = z.output<typeof S.BedroomRow>;
export type YieldRow = z.output<typeof S.YieldRow>;
export type PeriodCoverage = z.output<typeof S.PeriodCoverage>;
/** `/api/insights/transactions`. */
export type TransactionInsights = z.output<typeof S.TransactionInsights>;
/** The day's page budget of the market store (COLLECT_DAILY_PAGES), across instances. */
export type CollectBudget = z.output<typeof S.CollectBudget>;
/** `/api/insights/collection`. */
export type CollectionAnswer = z.output<typeof S.CollectionAnswer>;
export type StoredTransaction = z.output<typeof S.StoredTransaction>;
/** `/api/insights/transaction-records`. */
export type TransactionRecordsPage = z.output<typeof S.TransactionRecordsPage>;
/** `/api/insights/price-trend`: the service's records, every month held. */
export type PriceTrendHistory = z.output<typeof S.PriceTrendHistory>;
export type ProfileDetails = z.output<typeof S.ProfileDetails>;
export type KnownName = z.output<typeof S.KnownName>;
/** `/api/names`: each asked id the data has named; an id it never named is absent (unknown). */
export type NamesAnswer = z.output<typeof S.NamesAnswer>;
/** `/api/names/batch`: each asked id of one kind the data has named, by id. */
export type NamesBatch = z.output<typeof S.NamesBatch>;
/** `/api/names/search`: agents or brokerages named so far whose name matches. */
export type NameMatches = z.output<typeof S.NameMatches>;
/** `/api/insights/price-context`. */
export type PriceContext = z.output<typeof S.PriceContext>;
/** `/api/places`. */
export type PlacesAnswer = z.output<typeof S.PlacesAnswer>;
export type CataloguedPlace = z.output<typeof S.CataloguedPlace>;
/** `/api/merged/search-*`: one page of a search over several places. */
export type MergedSearchPage = z.output<typeof S.MergedSearchPage>;
export type MergedPlace = z.output<typeof S.MergedPlace>;
/** The listing searches a search by area runs over (the four with a `merged/` endpoint). */
export type MergedSearchEndpoint = keyof typeof LISTING_SEARCH_OF;
/** `/api/insights/areas`. */
export type AreasAnswer = z.output<typeof S.AreasAnswer>;
export type AreaRow = z.output<typeof S.AreaRow>;
/** `/api/insights/registry`: the registry's sales held by the store, summarised. */
export type RegistryInsights = z.output<typeof S.RegistryInsights>;
