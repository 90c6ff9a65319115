/**
 * The answers of our own endpoints (`/api/insights/*`, `/api/names`) as zod schemas: the one
 * source of their types (insights.ts derives its exported types from these with `z.output`), of
 * the OpenAPI document's response schemas (server/openapi/document.ts), and of the tests' checks
 * of the server's bodies. Kept apart from insights.ts so that the browser, which only needs the
 * types, carries no zod in its bundle (as with responses.ts).
 *
 * Objects are strict (`z.object`): a field the server sends and this file does not name is a
 * failing test, so the document names every field a client sees.
 */
import { z } from 'zod';
import { BEDROOMS_RULE } from './bedrooms.ts';
// insights.ts imports only types from this file, so this value import makes no cycle at run time.
import { ASKING_LISTINGS, INSIGHT_PERIODS, LISTING_SEARCHES, type InsightEndpointName } from './insights.ts';
import { AREA_PROPERTY_TYPES, PLACE_EMIRATES, PLACE_KINDS } from './areas.ts';
import { Listing, PriceTrendPoint } from './records.ts';
import { TRANSACTION_PERIODS, TRANSACTION_TYPES } from './values.ts';

const Day = z.string().describe('A day, YYYY-MM-DD.');
const Time = z.string().describe('An ISO 8601 time.');
const Median = z.number().nullable().describe('AED; null when the sample is empty.');

/** Why figures come from what was held rather than a fresh read. */
const Stale = z
  .object({
    code: z.string().describe('An error code (see the API description), or `upstream_budget` while collecting is paused.'),
    message: z.string(),
  })
  .nullable()
  .describe('Set when the store could not be brought up to date: the figures are from what it held.');

export const CollectionState = z
  .enum(['complete', 'collecting', 'waiting_for_budget', 'parked', 'not_started'])
  .describe(
    "Where collecting stands: complete; collecting (queued, budget available); waiting for the day's budget; parked (the service's list misbehaved: left until the next UTC day); not started (queued, nothing read yet).",
  );

export const InsightCoverage = z
  .object({
    state: CollectionState,
    estimatedTotal: z
      .number()
      .nullable()
      .describe("Records of the service's 12-month window, estimated from the part held while collecting; null when unknown."),
    estimatedCompleteAt: Time.nullable().describe('When collecting is expected to be complete; null when complete, parked or unknown.'),
    parked: z
      .object({ reason: z.string(), until: Time })
      .nullable()
      .describe('Set while a misbehaving list is left alone: why, and until when.'),
    queuePosition: z.number().nullable().describe("Jobs ahead of this one in the collector's queue; null when complete or not queued."),
    resumesAt: Time.nullable().describe("While waiting for the day's budget: when the next page may be read; null otherwise."),
    from: Day.nullable().describe('First day from which every transaction the service lists is held; null: none yet.'),
    syncedAt: Time.nullable().describe("When the store last read the service's list from its top; null: never."),
    complete: z.boolean().describe('False while the store is still collecting (the range is the recent part only).'),
    records: z.number().describe('Records held.'),
    oldest: Day.nullable().describe('The oldest record held.'),
    newest: Day.nullable().describe('The newest record held.'),
    pagesSpent: z.number().describe("Pages of the data service's list read for this location and type."),
  })
  .describe('What the store holds of one location and transaction type.');

/** Both transaction types by name (an object, not a record: a generated client names `sold` and `rented`). */
const CoverageByType = z
  .object({ sold: InsightCoverage, rented: InsightCoverage } satisfies Record<(typeof TRANSACTION_TYPES)[number], typeof InsightCoverage>)
  .describe('Per transaction type, what the store holds.');

export const InsightSummary = z.object({
  count: z.number(),
  median: Median,
  q1: Median,
  q3: Median,
  iqr: Median,
});

export const MomentumRow = z.object({
  period: z.enum(TRANSACTION_PERIODS),
  count: z.number(),
  median: Median,
  vsYear: z.number().nullable().describe('Median of this period against the 12-month median.'),
  complete: z.boolean().describe('The store holds the whole period.'),
});

export const MonthRow = z.object({
  month: z.string().describe('YYYY-MM'),
  count: z.number(),
  median: Median,
  partial: z
    .boolean()
    .optional()
    .describe("True when the month is held only in part: the period or the store's range starts or ends inside it."),
});

const Beds = z.number().describe(`The bedroom category: 0 is a studio, 7 counts 7 or more. ${BEDROOMS_RULE}`);

export const BedroomRow = z.object({ beds: Beds, count: z.number(), median: Median, q1: Median, q3: Median });

const YieldFields = {
  yield: z.number().nullable().describe('Median yearly rent / median sale price; null when either sample is empty.'),
  medianYearlyRent: Median,
  medianPrice: Median,
  rentCount: z.number(),
  saleCount: z.number(),
};
export const YieldRow = z.object({ beds: Beds, ...YieldFields });

export const PeriodCoverage = z.object({
  period: z.enum(INSIGHT_PERIODS),
  start: Day.nullable().describe('First day counted; null for `all`.'),
  heldFrom: Day.nullable().describe('The first day of the window the figures actually cover (held whole); null when nothing is held.'),
  heldTo: Day.nullable().describe('The last day of the window the figures actually cover; null when nothing is held.'),
  complete: z.boolean().describe('The store holds every transaction of the period.'),
  held: z.boolean().describe('The store holds records this old (longer periods are offered only then).'),
});

export const TransactionInsights = z.object({
  success: z.literal(true),
  locationId: z.string(),
  type: z.enum(TRANSACTION_TYPES),
  asOf: Day.describe('The day periods count back from.'),
  period: PeriodCoverage,
  summary: InsightSummary,
  momentum: z.array(MomentumRow),
  monthly: z.array(MonthRow),
  byBedrooms: z.array(BedroomRow).describe('All bedroom counts, same type, location, property type and period.'),
  yields: z.array(YieldRow).describe('Gross yields per bedroom count from sold and rented samples of the period.'),
  grossYield: z.object(YieldFields).describe('All bedroom counts together (median yearly rent over median price of the period).'),
  yieldsComplete: z.boolean(),
  periods: z.array(PeriodCoverage).describe('Every period, and whether the store can answer it whole.'),
  coverage: CoverageByType,
  stale: Stale,
});

export const CollectBudget = z
  .object({
    dailyPages: z.number(),
    spentToday: z.number(),
    available: z.number().describe("Pages the pace allows now (the day's budget and the hour's share)."),
    viewReserve: z
      .number()
      .describe(
        "Of those, pages only readers' views may spend (COLLECT_VIEW_RESERVE): background collecting spends `available - viewReserve` at most.",
      ),
    nextPageAt: Time.nullable().describe('When the next page may be spent, while none may now; null when pages are available.'),
  })
  .describe("The day's page budget of the market store (COLLECT_DAILY_PAGES), across instances.");

export const CollectionAnswer = z.object({
  success: z.literal(true),
  locationId: z.string(),
  coverage: CoverageByType,
  budget: CollectBudget,
});

export const StoredTransaction = z.object({
  id: z.string(),
  transaction_date: Day,
  price: z.number().describe('AED'),
  bedrooms: z.number().nullable(),
  property_type: z.string().nullable(),
  high_level_location_name: z.string().nullable(),
});

export const TransactionRecordsPage = z.object({
  success: z.literal(true),
  data: z.array(StoredTransaction),
  page: z.number(),
  pageSize: z.number().describe('Records per page (25).'),
  total: z.number().describe('Records matching the filters in the store.'),
  coverage: InsightCoverage,
});

export const PriceTrendHistory = z.object({
  success: z.literal(true),
  data: z.array(PriceTrendPoint).describe("The service's price trend records, every month held."),
  syncedAt: Time.nullable().describe('When the store last read the service for this location and type; null: never.'),
  stale: Stale,
});

export const ProfileDetails = z
  .object({
    position: z.string().optional(),
    nationality: z.string().optional(),
    broker_id: z.string().optional().describe("An agent's brokerage."),
    broker_name: z.string().optional(),
    address: z.string().optional(),
    city: z.string().optional(),
    phone: z.string().optional().describe('As the directory gave it (E.164 in the documented examples).'),
    email: z.string().optional().describe('Only when a directory record carries one; no documented record shape does.'),
  })
  .describe('What the directories say of an agent or a brokerage besides its name; each field only when the data gave it.');

export const KnownName = z.object({
  name: z.string(),
  image: z.string().nullable().describe("An agent's photo or a brokerage's logo, when the data has one."),
  coordinates: z.object({ lat: z.number(), lon: z.number() }).nullable(),
  details: ProfileDetails.nullable().describe('Agents and brokerages: what the directories said of them; null when nothing more is known.'),
});

export const NamesAnswer = z
  .object({
    success: z.literal(true),
    location: KnownName.optional(),
    agent: KnownName.optional(),
    broker: KnownName.optional(),
    notAskedYet: z
      .array(z.string())
      .optional()
      .describe(
        'Of the places asked and not named, those queued for collecting that Dar has not asked the data service about yet (waiting for the budget): not named yet, not unknown.',
      ),
  })
  .describe('Each asked id the data has named; an id it never named is absent (unknown, unless `notAskedYet` lists it).');

export const NamesBatch = z
  .object({
    success: z.literal(true),
    names: z.record(z.string(), KnownName).describe('By id: each asked id the data has named.'),
    notAskedYet: z
      .array(z.string())
      .optional()
      .describe(
        'Of the places asked and not named, those queued for collecting that Dar has not asked the data service about yet (waiting for the budget): not named yet, not unknown.',
      ),
  })
  .describe('An asked id the data never named is absent (unknown, unless `notAskedYet` lists it).');

export const NameMatches = z.object({
  success: z.literal(true),
  data: z.array(z.object({ id: z.string(), ...KnownName.shape })).describe('One page of the matches, best first.'),
  page: z.number(),
  pageSize: z.number().describe('Matches per page (20).'),
  total: z.number().describe('Matches among the names held.'),
  known: z.number().describe('Agents or brokerages (the kind asked) the data has named so far: what the search covers.'),
});

export const PriceContext = z.object({
  success: z.literal(true),
  percentile: z.number().nullable().describe("The price's percentile rank (0-100, mid-rank) in the sample; null when the sample is empty."),
  count: z.number(),
  median: Median,
  q1: Median,
  q3: Median,
  coverage: InsightCoverage,
  stale: Stale,
});

export const RegistryInsights = z.object({
  success: z.literal(true),
  monthly: z.array(MonthRow).describe('Every month from the oldest sale held to the newest (months without sales count 0).'),
  byDistrict: z
    .array(z.object({ district: z.string(), count: z.number(), median: Median }))
    .describe('The districts with most sales first (at most 12).'),
  coverage: z.object({
    records: z.number(),
    oldest: Day.nullable(),
    newest: Day.nullable(),
    syncedAt: Time.nullable().describe('When these filters were last read from the registry; null: never.'),
    pagesSpent: z.number(),
  }),
  stale: Stale,
});

const PriceChangeSchema = z
  .object({
    direction: z.enum(['reduced', 'raised']),
    from: z.number(),
    to: z.number(),
    percent: z.number().describe('Size of the change, percent of `from`, one decimal.'),
    at: Time.describe('When Dar first saw the new price.'),
    period: z.string(),
    currency: z.string(),
  })
  .nullable()
  .describe('The last change between two prices of the same period; null when none.');

const SeenPrice = z.object({
  at: Time.describe('When Dar first saw this price.'),
  value: z.number(),
  period: z.string().describe('sell, yearly, monthly, weekly or daily: the price is per this period.'),
  currency: z.string(),
});

const ListingHistoryEntry = z.object({
  id: z.string(),
  firstSeenAt: Time.describe('When Dar first saw the listing (not its listing date, which the service does not give).'),
  lastSeenAt: Time.describe('When Dar last saw it in an answer.'),
  goneAt: Time.nullable().describe('When Dar found it gone (a details 404, or absent from a complete re-read); null while listed.'),
  isNew: z.boolean().describe('First seen in the last 7 days, at least a day after Dar began reading a place it is listed in.'),
  prices: z.array(SeenPrice).describe('Each price Dar saw, oldest first: a row only when the price or its period changed.'),
  change: PriceChangeSchema,
});

const ListingChangesAnswer = z.object({
  success: z.literal(true),
  locationId: z.string(),
  search: z.enum(LISTING_SEARCHES),
  since: Time.describe('The start of the window.'),
  watchedSince: Time.nullable().describe("When Dar first read this place's listings; null: never (nothing can be said)."),
  listingsSeen: z.number().describe('Listings Dar has seen under this place in this kind of search, still listed: the sample.'),
  total: z.number().describe('Rows matching, of which `listings` carries the first 200.'),
  listings: z.array(
    z.object({
      id: z.string(),
      title: z.string().nullable(),
      address: z.string().nullable(),
      propertyType: z.string().nullable(),
      bedrooms: z.string().nullable(),
      sizeSqft: z.number().nullable(),
      price: z.object({ value: z.number(), period: z.string(), currency: z.string() }).nullable().describe('The price Dar last saw.'),
      firstSeenAt: Time.describe('When Dar first saw the listing (not its listing date).'),
      isNew: z.boolean(),
      change: PriceChangeSchema,
    }),
  ),
});

const AskingPricesAnswer = z.object({
  success: z.literal(true),
  locationId: z.string(),
  propertyType: z.string(),
  listing: z.enum(ASKING_LISTINGS),
  minWeekListings: z.number().describe('A week with fewer listings than this has no median.'),
  listings: z.number().describe('Distinct listings behind the weeks with a median: the sample the figure names.'),
  weeks: z
    .array(
      z.object({
        week: z.string().describe('The Monday (UTC) the week starts, YYYY-MM-DD.'),
        medianPerSqft: z.number().nullable().describe('Median asking price per sqft (AED; rents per year); null: too few listings.'),
        listings: z.number().describe('Listings Dar saw that week, with a size and a price of this side.'),
      }),
    )
    .describe('Oldest first, every week of the window (the current one so far).'),
});

const ListingHistoryAnswer = z.object({
  success: z.literal(true),
  listings: z.array(ListingHistoryEntry).describe('The listings asked about that Dar has seen, by id.'),
});

/** The 200 body of each of our endpoints (the CSV download is text). */
const Emirate = z.enum(PLACE_EMIRATES).nullable().describe('The emirate (slug); null when the data has not said.');

export const CataloguedPlace = z.object({
  id: z.string().describe("The service's location id."),
  name: z.string(),
  nameAr: z.string().nullable().describe('The Arabic name, where the data gives one.'),
  kind: z.enum(PLACE_KINDS).nullable().describe('Its level in the hierarchy; null when only an answer named it.'),
  parentId: z.string().nullable().describe('The place it is part of; null for an emirate or when not known.'),
  emirate: Emirate,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  source: z
    .enum(['hierarchy', 'reference', 'answer'])
    .describe(
      "Where the store learned it: the embedded gateway's hierarchy, the shipped reference resolved through autocomplete, or an answer passing through.",
    ),
});

export const PlacesAnswer = z.object({
  success: z.literal(true),
  emirate: Emirate.describe('The emirate asked for; null for all.'),
  count: z.number(),
  places: z.array(CataloguedPlace).describe('Emirates first, then communities, then finer places; by name within each.'),
  reference: z
    .object({
      names: z.number().describe('Community names in the shipped reference.'),
      resolved: z.number().describe("Names resolved to the service's id (kept for 28 days, then checked again)."),
      unmatched: z.number().describe('Names the service answered without a place of that name.'),
      pending: z.number().describe('Names not asked about yet (the collector resolves them within its budget).'),
    })
    .nullable()
    .describe('Live mode: how far the shipped reference is resolved. Null in embedded mode (the hierarchy is known whole).'),
});

const Month = z.string().describe('YYYY-MM');

const ListingSample = z
  .object({
    psf: Median.describe('Median AED per sqft (a rent: per year); null when no listing of the sample gives a size.'),
    median: Median.describe('Median price (a rent: per year).'),
    sample: z.number().describe('Listings of this type and bedroom count in the pages read.'),
    pages: z.number().describe('Search result pages read (the first pages, newest first).'),
    syncedAt: Time.describe('When the pages were read.'),
  })
  .nullable()
  .describe('From the first pages of the listing search; null while not collected yet.');

export const AreaRow = z.object({
  id: z.string(),
  name: z.string(),
  nameAr: z.string().nullable(),
  emirate: Emirate,
  lat: z.number().nullable(),
  lon: z.number().nullable(),
  priceLevel: z
    .object({
      psf: z.number().describe("The service's price level (AED per sqft) of the newest month held."),
      change12m: z.number().nullable().describe('Relative change from `from` to `to` (0.05 = 5%); null with a single month.'),
      from: Month,
      to: Month,
      months: z.number().describe('Months held in that window.'),
      bedroomCategories: z.number().describe('Bedroom categories averaged: 1 when bedrooms are given, all of the type otherwise.'),
      syncedAt: Time.describe("When the service's trend was last read."),
    })
    .nullable()
    .describe("From the service's monthly price trend of the place and type; null while not collected yet or when the service has none."),
  asking: ListingSample,
  rent: ListingSample,
  grossYield: z
    .object({
      pct: z.number().describe('Median rent per sqft a year over median asking price per sqft, in percent.'),
      saleSample: z.number(),
      rentSample: z.number(),
    })
    .nullable()
    .describe('Implied by the two listing samples; null when either has no sized listing.'),
  sales: z
    .object({
      count: z.number(),
      median: Median,
      from: Day.nullable().describe('First day of the window counted (held whole).'),
      to: Day.nullable(),
      complete: z.boolean().describe("Whether the store holds the service's whole 12-month window."),
      state: CollectionState,
    })
    .nullable()
    .describe('Registered sales the market store holds (12 months); null when none were collected for the place.'),
  supply: z
    .object({
      total: z.number().describe('New projects listed in the pages read.'),
      byYear: z.array(z.object({ year: z.number(), projects: z.number() })).describe('By delivery year, earliest first.'),
      undated: z.number().describe('Projects without a delivery date.'),
      pages: z.number(),
      syncedAt: Time,
    })
    .nullable()
    .describe('From the first pages of the new-projects search (all property types); null while not collected yet.'),
});

export const AreasAnswer = z.object({
  success: z.literal(true),
  asOf: Time,
  emirate: Emirate.describe('The emirate asked for; null for all.'),
  propertyType: z.enum(AREA_PROPERTY_TYPES),
  bedrooms: z.number().nullable().describe('Bedrooms asked for (0 = studio, 7 = 7 or more); null: all.'),
  places: z.array(AreaRow),
  coverage: z
    .object({
      places: z.number(),
      priceLevel: z.number().describe('Places with a price level.'),
      listings: z.number().describe('Places whose listing pages have been read.'),
      sales: z.number(),
      supply: z.number(),
    })
    .describe('How many of the places answered have each figure collected.'),
});

export const MergedPlace = z.object({
  location_id: z.string(),
  results: z.number().describe("Listings this place's page held (before those already on the page were left out)."),
  added: z.number().describe('Of them, the listings this page adds (not already on it from a place before).'),
  ended: z
    .boolean()
    .describe(
      "The place's page was empty: its results ended before this page. Whether a place has more after a page with results is known only by asking for the next page.",
    ),
  missing: z
    .boolean()
    .describe('The service knows no such place (it answered "not found"): nothing was found there, and the other places still apply.'),
  asOf: Time.nullable().describe("When the service gave this place's page (null when it was not asked: its results had ended)."),
  stale: z.string().nullable().describe("Set when this place's page is an older answer kept while the service could not be asked: why."),
});

export const MergedSearchPage = z.object({
  success: z.literal(true),
  page: z.number(),
  data: z.array(Listing).describe("The places' pages one after the other, in the order asked, each listing once."),
  places: z.array(MergedPlace).describe('Per place, in the order asked. No totals: the service gives none.'),
});

export const INSIGHT_RESPONSES = {
  'insights/transactions': TransactionInsights,
  'insights/transaction-records': TransactionRecordsPage,
  'insights/transactions.csv': z.string(),
  'insights/price-context': PriceContext,
  'insights/price-trend': PriceTrendHistory,
  'insights/registry': RegistryInsights,
  'insights/collection': CollectionAnswer,
  'insights/listing-history': ListingHistoryAnswer,
  'insights/listing-changes': ListingChangesAnswer,
  'insights/listing-changes.csv': z.string(),
  'insights/asking-prices': AskingPricesAnswer,
  'feeds/search-buy.atom': z.string(),
  'feeds/search-rent.atom': z.string(),
  'feeds/search-commercial-buy.atom': z.string(),
  'feeds/search-commercial-rent.atom': z.string(),
  'merged/search-buy': MergedSearchPage,
  'merged/search-rent': MergedSearchPage,
  'merged/search-commercial-buy': MergedSearchPage,
  'merged/search-commercial-rent': MergedSearchPage,
  names: NamesAnswer,
  'names/batch': NamesBatch,
  'names/search': NameMatches,
  places: PlacesAnswer,
  'insights/areas': AreasAnswer,
} as const satisfies Record<InsightEndpointName, z.ZodType>;
