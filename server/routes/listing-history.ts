/**
 * Our endpoints over listing history (store/listing-history.ts), answered from the store alone,
 * never an upstream call:
 *   GET /api/insights/listing-history?ids=…        what the listings of a page of cards have done
 *   GET /api/insights/listing-changes?location_id=…  new listings and price drops in a place since a day
 *   GET /api/insights/listing-changes.csv?…          the same, every row, as CSV
 *   GET /api/insights/asking-prices?location_id=…    the place's weekly median asking price per sqft
 */
import type { FastifyInstance } from 'fastify';
import {
  INSIGHT_ENDPOINTS,
  LISTING_CHANGES_CSV_HEADER,
  LISTING_CHANGES_MAX_ROWS,
  type InsightAnswerOf,
  type QueryOfParams,
} from '../../src/contract/index.ts';
import { csvLine } from '../../src/shared/csv.ts';
import type { Sql } from '../store/db.ts';
import { MIN_WEEK_LISTINGS, askingIndex } from '../store/asking-index.ts';
import { listingChanges, type ChangeFilters } from '../store/listing-changes.ts';
import type { ListingHistory } from '../store/listing-history.ts';
import { queryReader } from './request.ts';

/** How long an answer waits for recording in progress. */
const SETTLE_WAIT_MS = 300;
const DAY_MS = 86_400_000;
const JSON_TYPE = 'application/json; charset=utf-8';

export interface ListingHistoryRoutesOptions {
  history: ListingHistory;
  sql: Sql;
  now?: (() => number) | undefined;
}

/** Each endpoint's query reader (request.ts: the one parse and the one 400). */
const readers = {
  history: queryReader(INSIGHT_ENDPOINTS['insights/listing-history']),
  changes: queryReader(INSIGHT_ENDPOINTS['insights/listing-changes']),
  csv: queryReader(INSIGHT_ENDPOINTS['insights/listing-changes.csv']),
  asking: queryReader(INSIGHT_ENDPOINTS['insights/asking-prices']),
};

type ChangesQuery = QueryOfParams<(typeof INSIGHT_ENDPOINTS)['insights/listing-changes']['params']>;

// Registers synchronously; Fastify takes a plugin that returns a Promise.
export function listingHistoryRoutes(app: FastifyInstance, { history, sql, now = Date.now }: ListingHistoryRoutesOptions): Promise<void> {
  /** What Dar has recorded, once recording in progress has landed (briefly: a slow store answers with what it holds). */
  const settled = () => Promise.race([history.settled(), new Promise((resolve) => setTimeout(resolve, SETTLE_WAIT_MS))]);

  app.get(INSIGHT_ENDPOINTS['insights/listing-history'].path, async (req, reply) => {
    const query = readers.history.read(req, reply);
    if (!query) return reply;
    // The cards ask just after the answer they show went out: let its recording land first.
    await settled();
    const body: InsightAnswerOf<'insights/listing-history'> = { success: true, listings: await history.histories(query.ids) };
    // Computed from the store, which records as answers pass: revalidated on every use.
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
  });

  const changes = async (q: ChangesQuery, limit?: number) => {
    await settled();
    const filters: ChangeFilters = {
      locationId: q.location_id!,
      search: q.search ?? 'buy',
      since: now() - (q.days ?? 7) * DAY_MS,
      change: q.change ?? 'all',
      propertyType: q.property_type,
      bedrooms: q.bedrooms,
      priceMin: q.price_min,
      priceMax: q.price_max,
    };
    return { filters, found: await listingChanges(sql, filters, limit) };
  };

  app.get(INSIGHT_ENDPOINTS['insights/listing-changes'].path, async (req, reply) => {
    const q = readers.changes.read(req, reply);
    if (!q) return reply;
    const { filters, found } = await changes(q, LISTING_CHANGES_MAX_ROWS);
    const body: InsightAnswerOf<'insights/listing-changes'> = {
      success: true,
      locationId: filters.locationId,
      search: filters.search,
      since: new Date(filters.since).toISOString(),
      watchedSince: found.watchedSince,
      listingsSeen: found.listingsSeen,
      total: found.total,
      listings: found.rows.map((r) => ({
        id: r.id,
        title: r.summary.title ?? null,
        address: r.summary.address ?? null,
        propertyType: r.summary.property_type ?? null,
        bedrooms: r.summary.bedrooms ?? null,
        sizeSqft: r.summary.size_sqft ?? null,
        price: r.price,
        firstSeenAt: r.firstSeenAt,
        isNew: r.isNew,
        change: r.change,
      })),
    };
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
  });

  app.get(INSIGHT_ENDPOINTS['insights/listing-changes.csv'].path, async (req, reply) => {
    const q = readers.csv.read(req, reply);
    if (!q) return reply;
    const { filters, found } = await changes(q);
    const day = new Date(filters.since).toISOString().slice(0, 10);
    const lines = found.rows.map((r) =>
      csvLine([
        r.id,
        r.firstSeenAt,
        r.isNew ? 'yes' : 'no',
        r.change?.direction ?? '',
        r.change?.percent ?? '',
        r.change?.from ?? '',
        r.change?.to ?? '',
        r.change?.at ?? '',
        r.price?.value ?? '',
        r.price?.period ?? '',
        r.price?.currency ?? '',
        r.summary.property_type ?? '',
        r.summary.bedrooms ?? '',
        r.summary.size_sqft ?? '',
        r.summary.title ?? '',
        r.summary.address ?? '',
      ]),
    );
    return (
      reply
        .header('cache-control', 'no-store')
        .header('content-disposition', `attachment; filename="listing-changes-${filters.locationId}-${filters.search}-since-${day}.csv"`)
        .header('x-listings-seen', String(found.listingsSeen))
        .type('text/csv; charset=utf-8')
        // Arabic headers start with a byte-order mark, so spreadsheets read the file as UTF-8 (as the transactions CSV's).
        .send(`${q.lang === 'ar' ? '\uFEFF' : ''}${csvLine(LISTING_CHANGES_CSV_HEADER[q.lang])}${lines.join('')}`)
    );
  });

  app.get(INSIGHT_ENDPOINTS['insights/asking-prices'].path, async (req, reply) => {
    const q = readers.asking.read(req, reply);
    if (!q) return reply;
    await settled();
    const index = await askingIndex(sql, {
      locationId: q.location_id,
      propertyType: q.property_type,
      listing: q.listing,
      weeks: q.weeks,
      now: now(),
    });
    const body: InsightAnswerOf<'insights/asking-prices'> = {
      success: true,
      locationId: q.location_id,
      propertyType: q.property_type,
      listing: q.listing,
      minWeekListings: MIN_WEEK_LISTINGS,
      listings: index.listings,
      weeks: index.weeks,
    };
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
  });
  return Promise.resolve();
}
