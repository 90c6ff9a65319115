/**
 * Our own endpoints beside the service's 17: analyses the server computes from its market store
 * (server/store). Their parameters are `ParamDef`s like the service's, built from the same value
 * sets, so the server validates them with the same code (`parseParams`), the browser builds its
 * URLs from them, and a document generator reads one definition. Their answers are typed here.
 */
import { ENDPOINTS } from './endpoints.ts';
import { param, type ParamDef } from './params.ts';
import type { PriceTrendPoint } from './records.ts';
import {
  RES_TYPES,
  TRANSACTION_PERIODS,
  TRANSACTION_PERIOD_MONTHS,
  TRANSACTION_SORT,
  CURRENCIES,
  TRANSACTION_TYPES,
  TREND_PROPERTY_TYPES,
  type TransactionPeriod,
  type TransactionType,
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

/** The languages the transactions CSV names its columns in. */
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

/** Bedrooms as the service takes them (0 = studio); 7 counts 7 or more, as the contract's choices do. */
const filters = {
  location_id: param.numericId(true),
  transaction_type: param.oneOf(TRANSACTION_TYPES, { default: 'sold' }),
  property_type: param.oneOf(RES_TYPES),
  bedrooms: param.int(0, 50),
  period: param.oneOf(INSIGHT_PERIODS, { default: '1y' }),
} as const;

export interface InsightEndpointDef {
  path: `/${string}`;
  summary: string;
  params: Record<string, ParamDef>;
  /** `text/csv` for downloads; JSON otherwise. */
  csv?: boolean;
}

export const INSIGHT_ENDPOINTS = {
  'insights/transactions': {
    path: '/insights/transactions',
    summary:
      "Figures of a location's transactions from the store: count, median, quartiles, momentum, monthly median and volume, prices and gross yields by bedrooms, coverage",
    params: filters,
  },
  'insights/transaction-records': {
    path: '/insights/transaction-records',
    summary: 'The stored transactions of the same filters, one page at a time',
    params: { ...filters, sort: param.oneOf(TRANSACTION_SORT, { default: 'newest' }), page: param.page(1) },
  },
  'insights/transactions.csv': {
    path: '/insights/transactions.csv',
    summary: 'The stored transactions of the same filters as CSV, streamed',
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
    summary: 'Where a price sits among the stored transactions of the same location, type and bedrooms (12 months)',
    params: {
      location_id: param.numericId(true),
      transaction_type: param.oneOf(TRANSACTION_TYPES, { required: true }),
      property_type: param.oneOf(RES_TYPES),
      bedrooms: param.int(0, 50),
      /** AED: a sale price, or a rent per year. */
      price: param.amount(),
    },
  },
  'insights/price-trend': {
    path: '/insights/price-trend',
    summary: 'Monthly price levels of a location, community against tower, every month the store holds (the service shows 12)',
    params: {
      location_id: param.numericId(true),
      property_type: param.oneOf(TREND_PROPERTY_TYPES, { default: 'apartment' }),
    },
  },
  'insights/registry': {
    path: '/insights/registry',
    summary:
      'Abu Dhabi registry sales kept by the store: median sale price and number of sales per month and per district, with what the store holds',
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
    summary:
      "Where the market store's collecting stands for a location: per transaction type what is held (records, first and last day), complete or not, its place in the queue, and when it is expected to be complete; and the day's page budget",
    params: { location_id: param.numericId(true) },
  },
  names: {
    path: '/names',
    summary:
      "The names the data gives a location, agent or brokerage id (learned from the service's answers), so no name comes from a link",
    params: {
      location_id: param.numericId(false),
      agent_id: param.numericId(false),
      broker_id: param.numericId(false),
    },
  },
} as const satisfies Record<string, InsightEndpointDef>;

export type InsightEndpointName = keyof typeof INSIGHT_ENDPOINTS;
export const INSIGHT_ENDPOINT_NAMES = Object.keys(INSIGHT_ENDPOINTS) as InsightEndpointName[];
/** Records per page of `insights/transaction-records`. */
export const INSIGHT_RECORDS_PAGE_SIZE = 25;

/**
 * Where collecting stands for one location and type: complete; collecting (queued, budget
 * available); waiting for the day's budget; parked (the service's list misbehaved: left until the
 * next UTC day); not started (queued, nothing read yet).
 */
export type CollectionState = 'complete' | 'collecting' | 'waiting_for_budget' | 'parked' | 'not_started';

/** What the store holds of one location and transaction type. */
export interface InsightCoverage {
  /** Where collecting stands (see CollectionState). */
  state: CollectionState;
  /** Records of the service's 12-month window, estimated from the part held while collecting; null when unknown. */
  estimatedTotal: number | null;
  /** When collecting is expected to be complete (ISO time); null when complete, parked or unknown. */
  estimatedCompleteAt: string | null;
  /** Set while a misbehaving list is left alone: why, and until when (ISO time). */
  parked: { reason: string; until: string } | null;
  /** Jobs ahead of this one in the collector's queue; null when not queued. */
  queuePosition: number | null;
  /** First day (YYYY-MM-DD) from which every transaction the service lists is held; null: none yet. */
  from: string | null;
  /** When the store last read the service's list from its top (ISO time); null: never. */
  syncedAt: string | null;
  /** False while the store is still collecting (the range is the recent part only). */
  complete: boolean;
  records: number;
  oldest: string | null;
  newest: string | null;
  pagesSpent: number;
}

export interface InsightSummary {
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  iqr: number | null;
}

export interface MomentumRow {
  period: TransactionPeriod;
  count: number;
  median: number | null;
  /** Median of this period against the 12-month median. */
  vsYear: number | null;
  /** The store holds the whole period. */
  complete: boolean;
}

export interface MonthRow {
  /** YYYY-MM */
  month: string;
  count: number;
  median: number | null;
  /** True when the month is held only in part: the period or the store's range starts or ends inside it. */
  partial?: boolean;
}

export interface BedroomRow {
  beds: number;
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
}

export interface YieldRow {
  beds: number;
  /** Median yearly rent / median sale price; null when either sample is empty. */
  yield: number | null;
  medianYearlyRent: number | null;
  medianPrice: number | null;
  rentCount: number;
  saleCount: number;
}

export interface PeriodCoverage {
  period: InsightPeriod;
  /** First day counted (YYYY-MM-DD); null for `all`. */
  start: string | null;
  /** The window the figures actually cover: the first and last day held whole (YYYY-MM-DD); null when nothing is held. */
  heldFrom: string | null;
  heldTo: string | null;
  /** The store holds every transaction of the period. */
  complete: boolean;
  /** The store holds records this old (longer periods are offered only then). */
  held: boolean;
}

export interface TransactionInsights {
  success: true;
  locationId: string;
  type: TransactionType;
  /** The day periods count back from (YYYY-MM-DD). */
  asOf: string;
  period: PeriodCoverage;
  summary: InsightSummary;
  momentum: MomentumRow[];
  monthly: MonthRow[];
  /** All bedroom counts, same type, location, property type and period. */
  byBedrooms: BedroomRow[];
  /** Gross yields per bedroom count from sold and rented samples of the period. */
  yields: YieldRow[];
  /** All bedroom counts together (median yearly rent over median price of the period). */
  grossYield: Omit<YieldRow, 'beds'>;
  yieldsComplete: boolean;
  /** Every period, and whether the store can answer it whole. */
  periods: PeriodCoverage[];
  coverage: Record<TransactionType, InsightCoverage>;
  /** Set when the store could not be brought up to date: the figures are from what it held. */
  stale: { code: string; message: string } | null;
}

/** The day's page budget of the market store (COLLECT_DAILY_PAGES), across instances. */
export interface CollectBudget {
  dailyPages: number;
  spentToday: number;
  /** Pages the pace allows now (the day's budget and the hour's share). */
  available: number;
  /** When the next page may be spent, while none may now (ISO time); null when pages are available. */
  nextPageAt: string | null;
}

/** `/api/insights/collection`. */
export interface CollectionAnswer {
  success: true;
  locationId: string;
  coverage: Record<TransactionType, InsightCoverage>;
  budget: CollectBudget;
}

export interface StoredTransaction {
  id: string;
  transaction_date: string;
  price: number;
  bedrooms: number | null;
  property_type: string | null;
  high_level_location_name: string | null;
}

export interface TransactionRecordsPage {
  success: true;
  data: StoredTransaction[];
  page: number;
  pageSize: number;
  /** Records matching the filters in the store. */
  total: number;
  coverage: InsightCoverage;
}

/** `/api/insights/price-trend`: the service's records, every month held. */
export interface PriceTrendHistory {
  success: true;
  data: PriceTrendPoint[];
  /** When the store last read the service for this location and type (ISO time); null: never. */
  syncedAt: string | null;
  stale: { code: string; message: string } | null;
}

/** What the directories say of an agent or a brokerage besides its name; each field only when the data gave it. */
export interface ProfileDetails {
  position?: string;
  nationality?: string;
  /** An agent's brokerage. */
  broker_id?: string;
  broker_name?: string;
  address?: string;
  city?: string;
  phone?: string;
}

export interface KnownName {
  name: string;
  /** An agent's photo or a brokerage's logo, when the data has one. */
  image: string | null;
  coordinates: { lat: number; lon: number } | null;
  /** Agents and brokerages: what the directories said of them; null when nothing more is known. */
  details: ProfileDetails | null;
}

/** `/api/names`: each asked id the data has named; an id it never named is absent (unknown). */
export interface NamesAnswer {
  success: true;
  location?: KnownName;
  agent?: KnownName;
  broker?: KnownName;
}

export interface PriceContext {
  success: true;
  /** The price's percentile rank (0-100, mid-rank) in the sample; null when the sample is empty. */
  percentile: number | null;
  count: number;
  median: number | null;
  q1: number | null;
  q3: number | null;
  coverage: InsightCoverage;
  stale: { code: string; message: string } | null;
}

/** `insights/registry`: the registry's sales held by the store, summarised. */
export interface RegistryInsights {
  success: true;
  /** Every month from the oldest sale held to the newest (months without sales count 0). */
  monthly: MonthRow[];
  /** The districts with most sales first (at most 12). */
  byDistrict: { district: string; count: number; median: number | null }[];
  coverage: {
    records: number;
    oldest: string | null;
    newest: string | null;
    /** When these filters were last read from the registry (ISO time); null: never. */
    syncedAt: string | null;
    pagesSpent: number;
  };
  /** Set when the registry could not be read now: the figures are from what was held. */
  stale: { code: string; message: string } | null;
}
