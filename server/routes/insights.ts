/**
 * `GET /api/insights/*`: our own analytics endpoints beside the service's 17, answered from the
 * market store (server/store). Parameters come from the contract (src/contract/insights.ts) and
 * are read by the same pipeline as the proxy's (request.ts): unknown, repeated or malformed
 * parameters are the same 400 naming them, before the store or the service is touched, and each
 * handler gets its query typed with the contract's defaults filled in.
 *
 * Each answer first brings the location up to date through the ledger (a first sync waits for a
 * few pages, later ones for a page or two, at most twice a day), then computes from the store. An
 * upstream fault with nothing held is the fault's own answer; with something held, the figures
 * come from what is held and say so (`stale`).
 */
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  INSIGHT_ENDPOINTS,
  TRANSACTIONS_CSV_HEADER,
  INSIGHT_RECORDS_PAGE_SIZE,
  NAME_SEARCH_MIN_LETTERS,
  NAME_SEARCH_PAGE_SIZE,
  type TransactionType,
} from '../../src/contract/index.ts';
import { csvLine } from '../../src/shared/csv.ts';
import { SHIPPED_FX_TABLE, fromAed, type FxTable } from '../../src/shared/units.ts';
import type { Db } from '../store/db.ts';
import { allRecords, coverageOut, periodWindow, priceContext, recordsPage } from '../store/insights.ts';
import type { Collector, PlaceCoverage } from '../store/collector.ts';
import type { Ledger } from '../store/ledger.ts';
import type { ClientLimit } from '../upstream/client-limit.ts';
import type { NameBook } from '../store/names.ts';
import type { BrokerDirectory } from '../store/broker-directory.ts';
import { filterKey, type RegistryStore } from '../store/registry.ts';
import type { TrendStore } from '../store/trends.ts';
import { UpstreamError, errorBody, frameworkClientError } from '../upstream/errors.ts';
import { watchStream } from '../plugins/request-log.ts';
import { filtersOf, type FilterQuery, type StoreFigures } from './store-figures.ts';
import { JSON_TYPE, queryReader, sendBadRequest, sendUpstreamError } from './request.ts';

export interface InsightRoutesOptions {
  db: Db;
  ledger: Ledger;
  collector: Collector;
  /** The per-client limit: every upstream call a request causes counts against it. */
  clientLimit?: Pick<ClientLimit, 'take'>;
  names: NameBook;
  /** Told of a brokerage a client asked the name of and none is held: its place's directory is read later. */
  brokers: Pick<BrokerDirectory, 'asked'>;
  trends: TrendStore;
  registry: RegistryStore;
  now?: () => number;
  /** The rate table of the CSV's converted price column (the configured one; the shipped one by default). */
  fxRates?: FxTable;
  /** The spending pace: while true the ledger collects no more than a page a view (see Ledger). */
  preferStale?: () => boolean;
  /** The figures as computed from the store (shared with the pages' first views). */
  figures: StoreFigures;
}

/** The note an answer carries while collecting is paused to save the operator's budget. */
const BUDGET_NOTE = {
  code: 'upstream_budget',
  message: "Collecting more records is paused to save the data service's daily budget; these figures are from the records held",
};

/** Each endpoint's query reader (request.ts): the typed, defaulted query, or null after the 400. */
const readers = {
  transactions: queryReader(INSIGHT_ENDPOINTS['insights/transactions']),
  records: queryReader(INSIGHT_ENDPOINTS['insights/transaction-records']),
  csv: queryReader(INSIGHT_ENDPOINTS['insights/transactions.csv']),
  priceContext: queryReader(INSIGHT_ENDPOINTS['insights/price-context']),
  priceTrend: queryReader(INSIGHT_ENDPOINTS['insights/price-trend']),
  registry: queryReader(INSIGHT_ENDPOINTS['insights/registry']),
  collection: queryReader(INSIGHT_ENDPOINTS['insights/collection']),
  names: queryReader(INSIGHT_ENDPOINTS.names),
  nameBatch: queryReader(INSIGHT_ENDPOINTS['names/batch']),
  nameSearch: queryReader(INSIGHT_ENDPOINTS['names/search']),
};

/** "07/03/2026" (the registry's form, validated by the contract) -> "2026-03-07". */
const isoOfRegistryDate = (text: string) => `${text.slice(6, 10)}-${text.slice(3, 5)}-${text.slice(0, 2)}`;

/** An answer computed from the store: revalidated on every use, as the store keeps syncing. */
export function sendFigures(reply: FastifyReply, body: unknown) {
  return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
}

/** An upstream fault, to answer with or note as stale; anything else is the store failing (a 503). */
function upstreamFault(error: unknown, what: string): UpstreamError {
  if (error instanceof UpstreamError) return error;
  throw error instanceof Error ? error : new Error(`${what} failed with a non-Error value`, { cause: error });
}

/** Register under the `/api` prefix; plugins/insights.ts builds the store's parts and does. */
export function insightRoutes(app: FastifyInstance, opts: InsightRoutesOptions, done: () => void): void {
  const { collector, names, trends } = opts;
  const now = opts.now ?? Date.now;

  // A failing store is said plainly (503, worth a retry); the detail stays in the log. Framework
  // 4xx (a malformed URL) keep their status, as in app.ts.
  app.setErrorHandler(async (err: Error & { statusCode?: number }, req, reply) => {
    const client = frameworkClientError(err);
    if (client) return reply.code(client.status).type(JSON_TYPE).send(client.body);
    req.log.error({ err }, 'market store failure');
    return reply.code(503).header('retry-after', '5').type(JSON_TYPE).send(errorBody('store_unavailable'));
  });

  /**
   * Sync what a request needs. Returns the coverage, the stale note, or null after answering
   * with the upstream fault when nothing is held to answer from.
   */
  // A location the service says does not exist is remembered for an hour, so a junk id in a link
  // does not cost a metered call per request.
  const missing = new Map<string, { until: number; error: UpstreamError }>();
  const MISSING_MS = 3600_000;

  /** What a request's upstream calls are counted against: its client's limit. */
  const clientOf = (req: FastifyRequest) => async () => {
    await opts.clientLimit?.take(req.ip);
  };

  /** Whether the store holds nothing of a kind and has never read it whole: what the service said is all there is. */
  const heldNothing = (c: Pick<PlaceCoverage, 'records' | 'syncedAt'>) => c.records === 0 && c.syncedAt === null;

  async function ready(req: FastifyRequest, reply: FastifyReply, locationId: string, types: readonly TransactionType[]) {
    const gone = missing.get(locationId);
    if (gone && gone.until > now()) {
      void sendUpstreamError(reply, gone.error);
      return null;
    }
    // One kind after the other: a view's pages come out of one client limit and one budget.
    const results = [];
    for (const t of types) {
      const result = await collector.view(locationId, t, clientOf(req));
      results.push(result);
      // A place the service does not know is unknown for every kind: one paid answer says so.
      if (heldNothing(result.coverage) && result.error !== undefined && upstreamFault(result.error, 'the store').status === 404) break;
    }
    const placed = await collector.withStatus(results.map((r) => r.coverage));
    const coverage = Object.fromEntries(placed.map((c) => [c.type, c])) as Record<TransactionType, PlaceCoverage>;
    const error = results.find((r) => r.error !== undefined)?.error;
    if (error === undefined) {
      const paused = opts.preferStale?.() && results.some((r) => !r.coverage.complete);
      return { coverage, stale: paused ? BUDGET_NOTE : null };
    }
    const fault = upstreamFault(error, 'the store');
    if (results.every((r) => heldNothing(r.coverage))) {
      if (fault.status === 404) {
        if (missing.size > 10_000) missing.clear();
        missing.set(locationId, { until: now() + MISSING_MS, error: fault });
        // Asked and answered: no longer "not asked yet" (names), nor queued.
        await collector.forget(locationId);
      }
      void sendUpstreamError(reply, fault);
      return null;
    }
    return { coverage, stale: { code: fault.code, message: fault.toBody().message } };
  }

  /** A transactions query's filters and the store synced for them (both types, or the query's); null after answering. */
  async function synced(req: FastifyRequest, reply: FastifyReply, q: FilterQuery, types?: readonly TransactionType[]) {
    const f = filtersOf(q);
    const got = await ready(req, reply, f.locationId, types ?? [f.type]);
    // The figures count what the coverage they are sent with says is held, while collecting goes on.
    if (got) f.heldAt = Math.min(...Object.values(got.coverage).map((c) => c.readAt));
    return got && { f, got };
  }

  app.get(INSIGHT_ENDPOINTS['insights/transactions'].path, async (req, reply) => {
    const q = readers.transactions.read(req, reply);
    const s = q && (await synced(req, reply, q, ['sold', 'rented']));
    if (!s) return reply;
    const body = await opts.figures.transactions(s.f, s.got);
    return sendFigures(reply, body);
  });

  app.get(INSIGHT_ENDPOINTS['insights/transaction-records'].path, async (req, reply) => {
    const q = readers.records.read(req, reply);
    const s = q && (await synced(req, reply, q));
    if (!s) return reply;
    const { f, got } = s;
    const { page } = q;
    // The total is what the coverage sent with the page says is held, where the filters ask for all of it.
    const { data, total } = await recordsPage(opts.db, f, q.sort, page, INSIGHT_RECORDS_PAGE_SIZE, new Date(now()), got.coverage[f.type]);
    return sendFigures(reply, {
      success: true,
      data,
      page,
      pageSize: INSIGHT_RECORDS_PAGE_SIZE,
      total,
      coverage: coverageOut(got.coverage[f.type]),
    });
  });

  app.get(INSIGHT_ENDPOINTS['insights/transactions.csv'].path, async (req, reply) => {
    const q = readers.csv.read(req, reply);
    const s = q && (await synced(req, reply, q));
    if (!s) return reply;
    const { f, got } = s;
    const asOf = new Date(now());
    // The file stays plain CSV; its name and headers say the window it really covers, and
    // whether the store holds the whole period yet. Ids only: a name from the link is never written anywhere.
    const held = periodWindow(got.coverage[f.type], f.period, asOf);
    const span = held.from && held.to ? `${held.from}_to_${held.to}` : 'none-held';
    const name = `transactions-${f.locationId}-${f.type}-${span}${held.complete ? '' : '-partial'}${f.propertyType ? `-${f.propertyType}` : ''}${f.bedrooms !== undefined ? `-${f.bedrooms}br` : ''}.csv`;
    // The registered AED figure always; the person's currency beside it, named in the header.
    const { currency, lang, sort } = q;
    const rates = opts.fxRates ?? SHIPPED_FX_TABLE;
    const header = TRANSACTIONS_CSV_HEADER[lang];
    const converted = currency === 'AED' ? [] : [header.convertedPrice(currency)];
    async function* lines() {
      // Arabic headers start with a byte-order mark, so spreadsheets read the file as UTF-8.
      yield `${lang === 'ar' ? '\uFEFF' : ''}${csvLine([...header.columns, ...converted])}`;
      for await (const chunk of allRecords(opts.db, f, sort, asOf)) {
        yield chunk
          .map((t) =>
            csvLine([
              t.id,
              t.transaction_date,
              f.type,
              t.property_type,
              t.bedrooms,
              t.high_level_location_name,
              t.price,
              ...(converted.length ? [Math.round(fromAed(t.price, currency, rates))] : []),
            ]),
          )
          .join('');
      }
    }
    return reply
      .header('cache-control', 'no-store')
      .header('content-disposition', `attachment; filename="${name}"`)
      .header('x-coverage-from', held.from ?? '')
      .header('x-coverage-to', held.to ?? '')
      .header('x-coverage-complete', String(held.complete))
      .header('x-coverage-state', got.coverage[f.type].status.state)
      .type('text/csv; charset=utf-8')
      .send(watchStream(reply, Readable.from(lines())));
  });

  app.get(INSIGHT_ENDPOINTS['insights/price-trend'].path, async (req, reply) => {
    const q = readers.priceTrend.read(req, reply);
    if (!q) return reply;
    const { location_id: locationId, property_type: type } = q;
    const got = await trends.ensure(locationId, type, collector.payer(clientOf(req)), () =>
      collector.refreshLater(locationId, `trend:${type}`, { propertyType: type }),
    );
    const data = await trends.series(locationId, type);
    let stale = got.skipped ? BUDGET_NOTE : null;
    if (got.error !== undefined) {
      const fault = upstreamFault(got.error, 'the trend store');
      if (!data.length && got.syncedAt === null) return sendUpstreamError(reply, fault);
      stale = { code: fault.code, message: fault.toBody().message };
    }
    return sendFigures(reply, {
      success: true,
      data,
      syncedAt: got.syncedAt === null ? null : new Date(got.syncedAt).toISOString(),
      stale,
    });
  });

  app.get(INSIGHT_ENDPOINTS['insights/registry'].path, async (req, reply) => {
    const q = readers.registry.read(req, reply);
    if (!q) return reply;
    const filter = {
      districts: q.district ?? [],
      types: q.propertyType ?? [],
      from: q.fromDate ? isoOfRegistryDate(q.fromDate) : undefined,
      to: q.toDate ? isoOfRegistryDate(q.toDate) : undefined,
    };
    // While the budget is low, what is held answers without a read (a first view still reads).
    const got = await opts.registry.ensure(filter, opts.preferStale?.() ?? false, collector.payer(clientOf(req)), () =>
      collector.refreshLater('0', `registry:${filterKey(filter)}`, { districts: filter.districts, types: filter.types }),
    );
    const figures = await opts.registry.summary(filter);
    let stale = got.skipped ? BUDGET_NOTE : null;
    if (got.error !== undefined) {
      const fault = upstreamFault(got.error, 'the registry store');
      if (figures.coverage.records === 0 && got.syncedAt === null) return sendUpstreamError(reply, fault);
      stale = { code: fault.code, message: fault.toBody().message };
    }
    return sendFigures(reply, { success: true, ...figures, stale });
  });

  app.get(INSIGHT_ENDPOINTS['insights/collection'].path, async (req, reply) => {
    const q = readers.collection.read(req, reply);
    if (!q) return reply;
    const locationId = q.location_id;
    // Only what is held and planned: asking where collecting stands never costs a page.
    const [placed, budget] = await Promise.all([
      collector.withStatus(await Promise.all((['sold', 'rented'] as const).map((t) => opts.ledger.coverage(locationId, t)))),
      collector.budget(),
    ]);
    return sendFigures(reply, {
      success: true,
      locationId,
      coverage: Object.fromEntries(placed.map((c) => [c.type, coverageOut(c)])),
      budget,
    });
  });

  app.get(INSIGHT_ENDPOINTS.names.path, async (req, reply) => {
    // At least one id (the contract's `atLeastOne`): the reader answers the 400 otherwise.
    const q = readers.names.read(req, reply);
    if (!q) return reply;
    // Answers that just passed may name these ids: let their learning finish first (it is quick).
    await names.settled();
    const found = await names.lookup({ location: q.location_id, agent: q.agent_id, broker: q.broker_id });
    if (q.broker_id && !found.broker) opts.brokers.asked(q.broker_id);
    const unasked = q.location_id && !found.location ? await collector.notAskedYet([q.location_id]) : [];
    return sendFigures(reply, { success: true, ...found, ...(unasked.length ? { notAskedYet: unasked } : {}) });
  });

  app.get(INSIGHT_ENDPOINTS['names/batch'].path, async (req, reply) => {
    const q = readers.nameBatch.read(req, reply);
    if (!q) return reply;
    await names.settled();
    const found = await names.lookupMany(q.kind, q.ids);
    // A brokerage the answers never name sends the collector to its place's directory, as one asked alone does.
    if (q.kind === 'broker') for (const id of q.ids) if (!found[id]) opts.brokers.asked(id);
    const unasked = q.kind === 'location' ? await collector.notAskedYet(q.ids.filter((id) => !found[id])) : [];
    return sendFigures(reply, { success: true, names: found, ...(unasked.length ? { notAskedYet: unasked } : {}) });
  });

  app.get(INSIGHT_ENDPOINTS['names/search'].path, async (req, reply) => {
    const q = readers.nameSearch.read(req, reply);
    if (!q) return reply;
    const text = q.q.trim().replace(/\s+/g, ' ');
    if (text.replace(/\s/g, '').length < NAME_SEARCH_MIN_LETTERS) {
      return sendBadRequest(reply, [{ param: 'q', message: `is too short: give at least ${NAME_SEARCH_MIN_LETTERS} letters of the name` }]);
    }
    await names.settled();
    const page = q.page;
    const found = await names.search(q.kind, text, page, NAME_SEARCH_PAGE_SIZE);
    return sendFigures(reply, { success: true, ...found, page, pageSize: NAME_SEARCH_PAGE_SIZE });
  });

  app.get(INSIGHT_ENDPOINTS['insights/price-context'].path, async (req, reply) => {
    const q = readers.priceContext.read(req, reply);
    if (!q) return reply;
    const s = await synced(req, reply, q);
    if (!s) return reply;
    const { f, got } = s;
    const figures = await priceContext(opts.db, f, q.price, new Date(now()));
    return sendFigures(reply, {
      success: true,
      ...figures,
      coverage: coverageOut(got.coverage[f.type]),
      stale: got.stale,
    });
  });
  done();
}
