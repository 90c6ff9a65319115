/**
 * Our own endpoints beside the service's 17: analyses the server computes from its market store
 * (server/store). Their parameters are `ParamDef`s like the service's, built from the same value
 * sets, so the server validates them with the same code (`parseParams`), the browser builds its
 * URLs from them, and a document generator reads one definition. Their answers are typed here.
 */
import { AREA_PARAMS, MAX_AREA_IDS } from './areas.ts';
import { ENDPOINTS } from './endpoints.ts';
import { param, type ParamDef } from './params.ts';
import type { z } from 'zod';
import type * as S from './insight-responses.ts';
import {
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
  /** Rules the parameter table cannot say (one of several ids required...), for the document. */
  description?: string;
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
      price: param.amount(true),
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
    description:
      'Give at least one of `location_id`, `agent_id`, `broker_id` (any combination); with none, the answer is a 400 naming `location_id`. An id the data never named is absent from the answer.',
    params: {
      location_id: param.numericId(false),
      agent_id: param.numericId(false),
      broker_id: param.numericId(false),
    },
  },
  places: {
    path: '/places',
    summary:
      "The place catalogue: every community and tower the data names, with its id, coordinates, parent and emirate (from the service's hierarchy, the shipped reference resolved to the service's ids, and the answers passing through)",
    description:
      'Without `emirate`, every place held, including places learned from answers whose emirate is not known (`emirate: null`). Costs no call to the data service.',
    params: AREA_PARAMS.places,
  },
  'insights/areas': {
    path: '/insights/areas',
    summary:
      'Area figures per place for one property type and bedroom count: price level and 12-month change, asking price and rent per sqft and the gross yield they imply, registered sales, supply by delivery year; each with its sample size, window and as-of time, or null while it is not collected yet',
    description: `Figures are collected in the background by the market store's collector, within its daily budget; asking never spends a call. \`ids\` (comma-separated, at most ${MAX_AREA_IDS}) answers those places, in that order, and moves the ones not collected yet to the front of the queue; an id not in the catalogue is a 400 naming it. Without \`ids\`, every community of \`emirate\` (or of all emirates).`,
    params: AREA_PARAMS.areas,
  },
} as const satisfies Record<string, InsightEndpointDef>;

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
/** `/api/insights/price-context`. */
export type PriceContext = z.output<typeof S.PriceContext>;
/** `/api/places`. */
export type PlacesAnswer = z.output<typeof S.PlacesAnswer>;
export type CataloguedPlace = z.output<typeof S.CataloguedPlace>;
/** `/api/insights/areas`. */
export type AreasAnswer = z.output<typeof S.AreasAnswer>;
export type AreaRow = z.output<typeof S.AreaRow>;
/** `/api/insights/registry`: the registry's sales held by the store, summarised. */
export type RegistryInsights = z.output<typeof S.RegistryInsights>;
