/**
 * `GET /api/insights/*`: our own analytics endpoints beside the service's 17, answered from the
 * market store (server/store). Parameters come from the contract (src/contract/insights.ts) and
 * are validated like the proxy's: unknown, repeated or malformed parameters are a 400 naming
 * them, before the store or the service is touched.
 *
 * Each answer first brings the location up to date through the ledger (a first sync waits for a
 * few pages, later ones for a page or two, at most twice a day), then computes from the store. An
 * upstream fault with nothing held is the fault's own answer; with something held, the figures
 * come from what is held and say so (`stale`).
 */
import { Readable } from 'node:stream';
import { LRUCache } from 'lru-cache';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Logger } from 'pino';
import {
  INSIGHT_ENDPOINTS,
  INSIGHT_RECORDS_PAGE_SIZE,
  parseParams,
  toWire,
  type InsightEndpointName,
  type QueryIssue,
  type EndpointName,
  type QueryOfParams,
  type ResponseOf,
  type TransactionType,
} from '../../src/contract/index.ts';
import { csvLine } from '../../src/shared/csv.ts';
import { SHIPPED_FX_TABLE, fromAed, type FxTable } from '../../src/shared/units.ts';
import type { Db } from '../store/db.ts';
import { allRecords, coverageOut, priceContext, recordsPage, transactionInsights, type TransactionFilters } from '../store/insights.ts';
import { Ledger, type Coverage, type LedgerOptions } from '../store/ledger.ts';
import { NameBook } from '../store/names.ts';
import { TrendStore } from '../store/trends.ts';
import type { UpstreamClient } from '../upstream/client.ts';
import { UpstreamError, errorBody, frameworkClientError } from '../upstream/errors.ts';
import { issuesMessage, sendUpstreamError } from './api.ts';

export interface InsightRoutesOptions {
  db: Db;
  client: Pick<UpstreamClient, 'fetchEndpoint'>;
  log: Logger;
  now?: () => number;
  /** The rate table of the CSV's converted price column (the configured one; the shipped one by default). */
  fxRates?: FxTable;
  /** Ledger tuning (tests, the bench). */
  ledger?: Partial<Pick<LedgerOptions, 'foregroundPages' | 'maxPages' | 'freshForMs' | 'lockTtlMs'>>;
  /** The spending pace: while true the ledger collects no more than a page a view (see Ledger). */
  preferStale?: () => boolean;
}

/** The note an answer carries while collecting is paused to save the operator's budget. */
const BUDGET_NOTE = {
  code: 'upstream_budget',
  message: "Collecting more records is paused to save the data service's daily budget; these figures are from the records held",
};

const JSON_TYPE = 'application/json; charset=utf-8';

type Params<N extends InsightEndpointName> = QueryOfParams<(typeof INSIGHT_ENDPOINTS)[N]['params']>;

/** Strictly parse one of our endpoints' queries; null after sending the 400. */
function parse<N extends InsightEndpointName>(name: N, req: FastifyRequest, reply: FastifyReply): Params<N> | null {
  const raw = req.query as Record<string, unknown>;
  const repeated = Object.keys(raw).filter((k) => Array.isArray(raw[k]));
  const issues: QueryIssue[] = repeated.map((param) => ({
    param,
    message: `is given more than once; give it once (a list is comma-separated, e.g. ${param}=a,b)`,
  }));
  const parsed = issues.length ? null : parseParams(INSIGHT_ENDPOINTS[name].params, raw, 'strict');
  if (parsed && !parsed.ok) issues.push(...parsed.issues);
  if (!parsed || !parsed.ok) {
    const copy = issues.map(({ param, message, allowed }) => (allowed ? { param, message, allowed: [...allowed] } : { param, message }));
    void reply
      .code(400)
      .type(JSON_TYPE)
      .send(errorBody('bad_request', issuesMessage(issues), { issues: copy }));
    return null;
  }
  return parsed.query;
}

function filtersOf(q: {
  location_id?: string;
  transaction_type?: TransactionType;
  property_type?: string;
  bedrooms?: number;
  period?: TransactionFilters['period'];
}): TransactionFilters {
  return {
    locationId: q.location_id!,
    type: q.transaction_type ?? 'sold',
    propertyType: q.property_type,
    bedrooms: q.bedrooms,
    period: q.period ?? '1y',
  };
}

/**
 * The one call app.ts makes: the ledger on the root instance (`app.ledger`, closed with the app)
 * and the routes under `/api`.
 */
export async function registerInsights(app: FastifyInstance, opts: InsightRoutesOptions): Promise<void> {
  const names = new NameBook(opts.db, opts.log);
  const ledger = new Ledger({
    db: opts.db,
    log: opts.log,
    now: opts.now ?? Date.now,
    ...opts.ledger,
    ...(opts.preferStale ? { preferStale: opts.preferStale } : {}),
    fetchPage: async (locationId, type, page) => {
      const wire = toWire('get-get-transactions', { location_id: locationId, transaction_type: type, sort: 'newest', period: '1y', page });
      // fetchEndpoint returns the body validated against the contract's response schema.
      const body = (await opts.client.fetchEndpoint('get-get-transactions', wire)) as ResponseOf<'get-get-transactions'>;
      // The newest page names the location's community where the records agree on one.
      if (page === 1) names.learnFrom('get-get-transactions', () => body, wire);
      return body.data;
    },
  });
  const trends = new TrendStore({
    db: opts.db,
    log: opts.log,
    now: opts.now ?? Date.now,
    fetch: async (locationId, propertyType) => {
      const wire = toWire('price-trend-of-location', { location_id: locationId, property_type: propertyType });
      return ((await opts.client.fetchEndpoint('price-trend-of-location', wire)) as ResponseOf<'price-trend-of-location'>).data;
    },
  });
  app.decorate('ledger', ledger);
  app.decorate('nameBook', names);
  // Trend answers are kept one after another, after the answer has gone out.
  let keeping = Promise.resolve();
  app.decorate('learnFromAnswer', (endpoint: EndpointName, body: Buffer, wire: Record<string, string>) => {
    names.learn(endpoint, body, wire);
    if (endpoint !== 'price-trend-of-location' || !wire.location_id || !wire.property_type) return;
    keeping = keeping
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(() =>
        trends.save(
          wire.location_id!,
          wire.property_type!,
          (JSON.parse(body.toString('utf8')) as ResponseOf<'price-trend-of-location'>).data,
        ),
      )
      .catch((err: unknown) => opts.log.warn({ err: String(err) }, 'could not keep a price trend'));
  });
  app.decorate('learned', async () => {
    await names.settled();
    await keeping;
  });
  app.addHook('onClose', async () => {
    await ledger.close();
    await names.settled();
    await keeping;
  });
  await app.register(insightRoutes, { ...opts, prefix: '/api', ledger, names, trends });
}

function insightRoutes(
  app: FastifyInstance,
  opts: InsightRoutesOptions & { ledger: Ledger; names: NameBook; trends: TrendStore },
  done: () => void,
): void {
  const { ledger, names, trends } = opts;
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

  async function ready(reply: FastifyReply, locationId: string, types: readonly TransactionType[]) {
    const gone = missing.get(locationId);
    if (gone && gone.until > now()) {
      void sendUpstreamError(reply, gone.error);
      return null;
    }
    const results = await Promise.all(types.map((t) => ledger.ensure(locationId, t)));
    const coverage = Object.fromEntries(results.map((r) => [r.coverage.type, r.coverage])) as Record<TransactionType, Coverage>;
    const error = results.find((r) => r.error !== undefined)?.error;
    if (error === undefined) {
      const paused = opts.preferStale?.() && results.some((r) => !r.coverage.complete);
      return { coverage, stale: paused ? BUDGET_NOTE : null };
    }
    if (!(error instanceof UpstreamError))
      throw error instanceof Error ? error : new Error('the store failed with a non-Error value', { cause: error });
    if (results.every((r) => r.coverage.records === 0 && r.coverage.syncedAt === null)) {
      if (error.status === 404) {
        if (missing.size > 10_000) missing.clear();
        missing.set(locationId, { until: now() + MISSING_MS, error });
      }
      void sendUpstreamError(reply, error);
      return null;
    }
    return { coverage, stale: { code: error.code, message: error.toBody().message } };
  }

  // Figures computed once per state of the store: the key holds what changes when the store
  // does (records held, last sync, completeness, of both types) and the day periods count from.
  const computed = new LRUCache<string, string>({ max: 500 });

  app.get(INSIGHT_ENDPOINTS['insights/transactions'].path, async (req, reply) => {
    const q = parse('insights/transactions', req, reply);
    if (!q) return reply;
    const f = filtersOf(q);
    const got = await ready(reply, f.locationId, ['sold', 'rented']);
    if (!got) return reply;
    const asOf = new Date(now());
    const state = (['sold', 'rented'] as const).map((t) => {
      const c = got.coverage[t];
      return `${c.records}/${c.syncedAt}/${c.complete}/${c.from}`;
    });
    const key = JSON.stringify([f, asOf.toISOString().slice(0, 10), state, got.stale?.code ?? null]);
    let body = computed.get(key);
    if (body === undefined) {
      body = JSON.stringify(await transactionInsights(opts.db, f, got.coverage, asOf, got.stale));
      computed.set(key, body);
    }
    return reply.header('cache-control', 'no-cache').type(JSON_TYPE).send(body);
  });

  app.get(INSIGHT_ENDPOINTS['insights/transaction-records'].path, async (req, reply) => {
    const q = parse('insights/transaction-records', req, reply);
    if (!q) return reply;
    const f = filtersOf(q);
    const got = await ready(reply, f.locationId, [f.type]);
    if (!got) return reply;
    const page = q.page ?? 1;
    const { data, total } = await recordsPage(opts.db, f, q.sort ?? 'newest', page, INSIGHT_RECORDS_PAGE_SIZE, new Date(now()));
    return reply
      .header('cache-control', 'no-cache')
      .type(JSON_TYPE)
      .send({
        success: true,
        data,
        page,
        pageSize: INSIGHT_RECORDS_PAGE_SIZE,
        total,
        coverage: coverageOut(got.coverage[f.type]),
      });
  });

  app.get(INSIGHT_ENDPOINTS['insights/transactions.csv'].path, async (req, reply) => {
    const q = parse('insights/transactions.csv', req, reply);
    if (!q) return reply;
    const f = filtersOf(q);
    const got = await ready(reply, f.locationId, [f.type]);
    if (!got) return reply;
    const asOf = new Date(now());
    // Ids only in the file name: a name from the link is never written anywhere.
    const name = `transactions-${f.locationId}-${f.type}-${f.period}${f.propertyType ? `-${f.propertyType}` : ''}${f.bedrooms !== undefined ? `-${f.bedrooms}br` : ''}.csv`;
    // The registered AED figure always; the person's currency beside it, named in the header.
    const currency = q.currency ?? 'AED';
    const rates = opts.fxRates ?? SHIPPED_FX_TABLE;
    const converted = currency === 'AED' ? [] : [`price_${currency.toLowerCase()}`];
    async function* lines() {
      yield csvLine(['id', 'transaction_date', 'transaction_type', 'property_type', 'bedrooms', 'location', 'price_aed', ...converted]);
      for await (const chunk of allRecords(opts.db, f, q!.sort ?? 'newest', asOf)) {
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
      .type('text/csv; charset=utf-8')
      .send(Readable.from(lines()));
  });

  app.get(INSIGHT_ENDPOINTS['insights/price-trend'].path, async (req, reply) => {
    const q = parse('insights/price-trend', req, reply);
    if (!q) return reply;
    const type = q.property_type ?? 'apartment';
    const got = await trends.ensure(q.location_id!, type);
    const data = await trends.series(q.location_id!, type);
    let stale = null;
    if (got.error !== undefined) {
      if (!(got.error instanceof UpstreamError))
        throw got.error instanceof Error ? got.error : new Error('the trend store failed with a non-Error value', { cause: got.error });
      if (!data.length && got.syncedAt === null) return sendUpstreamError(reply, got.error);
      stale = { code: got.error.code, message: got.error.toBody().message };
    }
    return reply
      .header('cache-control', 'no-cache')
      .type(JSON_TYPE)
      .send({
        success: true,
        data,
        syncedAt: got.syncedAt === null ? null : new Date(got.syncedAt).toISOString(),
        stale,
      });
  });

  app.get(INSIGHT_ENDPOINTS.names.path, async (req, reply) => {
    const q = parse('names', req, reply);
    if (!q) return reply;
    if (!q.location_id && !q.agent_id && !q.broker_id) {
      const issue = { param: 'location_id', message: 'or agent_id or broker_id is required: a positive whole number' };
      return reply
        .code(400)
        .type(JSON_TYPE)
        .send(errorBody('bad_request', issuesMessage([issue]), { issues: [issue] }));
    }
    // Answers that just passed may name these ids: let their learning finish first (it is quick).
    await names.settled();
    const found = await names.lookup({ location: q.location_id, agent: q.agent_id, broker: q.broker_id });
    return reply
      .header('cache-control', 'no-cache')
      .type(JSON_TYPE)
      .send({ success: true, ...found });
  });

  app.get(INSIGHT_ENDPOINTS['insights/price-context'].path, async (req, reply) => {
    const q = parse('insights/price-context', req, reply);
    if (!q) return reply;
    if (q.price === undefined) {
      const issue = { param: 'price', message: 'is required: a whole number from 0 to 10000000000' };
      return reply
        .code(400)
        .type(JSON_TYPE)
        .send(errorBody('bad_request', issuesMessage([issue]), { issues: [issue] }));
    }
    const f = filtersOf(q);
    const got = await ready(reply, f.locationId, [f.type]);
    if (!got) return reply;
    const figures = await priceContext(opts.db, f, q.price, new Date(now()));
    return reply
      .header('cache-control', 'no-cache')
      .type(JSON_TYPE)
      .send({
        success: true,
        ...figures,
        coverage: coverageOut(got.coverage[f.type]),
        stale: got.stale,
      });
  });
  done();
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The transactions ledger, when the app has a store (tests and the bench wait on it). */
    ledger?: Ledger;
    /** Names learned from answers, when the app has a store. */
    nameBook?: NameBook;
    /** Resolves when what answers taught the store is saved (tests). */
    learned?: () => Promise<void>;
    /** What the store learns from each answer fetched from the service (names, price trends); routes/api.ts calls it. */
    learnFromAnswer?: (endpoint: EndpointName, body: Buffer, wire: Record<string, string>) => void;
  }
}
