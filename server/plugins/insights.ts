/**
 * Our own analytics from the market store: the store's parts (the transactions ledger, the names
 * book, the price-trend store), decorated on the app (typed below) and closed with it, and the
 * routes under `/api/insights` and `/api/names` (routes/insights.ts). Registered only when the
 * app has a store.
 */
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Logger } from 'pino';
import { insightRoutes } from '../routes/insights.ts';
import { StoreFigures } from '../routes/store-figures.ts';
import type { HeldAnswer, InsightFirstAnswer } from '../../src/shared/first-answer.ts';
import { feedRoutes } from '../routes/feeds.ts';
import { listingHistoryRoutes } from '../routes/listing-history.ts';
import { areaRoutes } from '../routes/areas.ts';
import { AreaBudget, AreaStore } from '../store/areas.ts';
import { PlaceCatalogue } from '../store/places.ts';
import { hierarchySeed, referenceSeed } from '../store/place-seeds.ts';
import type { Db } from '../store/db.ts';
import { Collector, type CollectorOptions } from '../store/collector.ts';
import { Ledger, type LedgerOptions, type ParkReason } from '../store/ledger.ts';
import type { CollectConfig } from '../config.ts';
import type { ClientLimit } from '../upstream/client-limit.ts';
import { ListingHistory } from '../store/listing-history.ts';
import { startMaintenance } from '../store/maintenance.ts';
import { warmUp } from '../store/warm-up.ts';
import { WatchedSearches } from '../store/watched-searches.ts';
import { NameBook } from '../store/names.ts';
import { BrokerDirectory } from '../store/broker-directory.ts';
import { RegistryStore, type RegistryFilter } from '../store/registry.ts';
import { TrendStore, type TrendType } from '../store/trends.ts';
import type { UpstreamAnswers } from '../upstream/answers.ts';
import type { FxTable } from '../../src/shared/units.ts';

export interface InsightsOptions {
  db: Db;
  /** The service's answers through the proxy's cache: the store's reads buy no page the proxy holds, and vice versa. */
  answers: Pick<UpstreamAnswers, 'read' | 'onAnswer' | 'onMissing'>;
  log: Logger;
  now?: () => number;
  /** COLLECT_* (config.ts): the day's page budget, a view's pages, the lifetime cap, watched places. */
  collect: CollectConfig;
  /** The per-client limit every upstream call a request causes counts against. */
  clientLimit?: Pick<ClientLimit, 'take'>;
  /** Ledger and collector tuning (tests, the bench); `autostart: false` leaves the collector to `app.collector.drain()`. */
  ledger?: Partial<Pick<LedgerOptions, 'freshForMs' | 'lockTtlMs'>> &
    Partial<Pick<CollectorOptions, 'slicePages' | 'idleMs'>> & { autostart?: boolean };
  /** Told each time the ledger parks a place whose list misbehaved (metrics). */
  onParked?: (reason: ParkReason) => void;
  /** Whether the store has room to keep what a page brings (STORE_MIN_FREE_MB, DATA_DIR present). */
  hasRoom?: () => Promise<boolean>;
  /** The spending pace: while true the ledger collects no more than a page a view (see Ledger). */
  preferStale?: () => boolean;
  /** The rate table of the transactions CSV's converted price column. */
  fxRates?: FxTable;
  /**
   * Where the place catalogue starts: the embedded gateway's hierarchy (embedded mode), or the
   * shipped reference resolved through autocomplete by the collector (live mode, the default).
   */
  places?: 'hierarchy' | 'reference';
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The transactions ledger, when the app has a store (tests and the bench wait on it). */
    ledger?: Ledger;
    /** The market store's collector (its queue, budget and status), when the app has a store. */
    collector?: Collector;
    /** Names learned from answers, when the app has a store. */
    nameBook?: NameBook;
    /** Resolves when what answers taught the store is saved (tests). */
    learned?: () => Promise<void>;
    /** What listings do over time, when the app has a store. */
    listingHistory?: ListingHistory;
    /** A market page's first answer from the store where it holds it without a read, when the app has a store. */
    heldFigures?: (answer: InsightFirstAnswer) => Promise<HeldAnswer | null>;
  }
}

/** A fault as thrown (an upstream fault is an UpstreamError already). */
const asError = (err: unknown) => (err instanceof Error ? err : new Error(String(err)));

async function insights(app: FastifyInstance, opts: InsightsOptions): Promise<void> {
  const names = new NameBook(opts.db, opts.log);
  const history = new ListingHistory({ sql: opts.db, log: opts.log, ...(opts.now ? { now: opts.now } : {}) });
  const { autostart = true, slicePages, idleMs, ...ledgerTuning } = opts.ledger ?? {};
  const ledger = new Ledger({
    db: opts.db,
    log: opts.log,
    now: opts.now ?? Date.now,
    maxPlacePages: opts.collect.placeMaxPages,
    ...ledgerTuning,
    ...(opts.preferStale ? { preferStale: opts.preferStale } : {}),
    onParked: (_loc, _type, reason) => opts.onParked?.(reason),
    // The same query as the browser's transactions page: one cache key for both.
    fetchPage: async (locationId, type, page, pay) => {
      const query = { location_id: locationId, transaction_type: type, sort: 'newest', period: '1y', page } as const;
      const body = await opts.answers.read('get-get-transactions', query, pay);
      return body && body.data;
    },
  });
  const trends = new TrendStore({
    db: opts.db,
    log: opts.log,
    now: opts.now ?? Date.now,
    fetch: async (locationId, propertyType, pay) => {
      const body = await opts.answers.read('price-trend-of-location', { location_id: locationId, property_type: propertyType }, pay);
      return body && body.data;
    },
  });
  const registry = new RegistryStore({
    db: opts.db,
    log: opts.log,
    now: opts.now ?? Date.now,
    fetch: async (wire, pay) => {
      const body = await opts.answers.read('get-registry-transactions', wire, pay);
      return body && (body.data ?? []);
    },
  });
  const watched = new WatchedSearches({
    sql: opts.db,
    history,
    fetch: (endpoint, wire, pay) => opts.answers.read(endpoint, wire, pay),
    ...(opts.now ? { now: opts.now } : {}),
  });
  const catalogue = new PlaceCatalogue(opts.db, opts.now ?? Date.now);
  if (opts.places === 'hierarchy') await catalogue.seedHierarchy(await hierarchySeed());
  else await catalogue.seedReference(referenceSeed());
  // Area work pays for each call before it asks (areas.ts, places.ts), so its reads go through the
  // one answer cache already paid; names and places are learned there by the answer observer.
  const paid = () => Promise.resolve(true);
  const areas = new AreaStore({
    db: opts.db,
    trends,
    now: opts.now ?? Date.now,
    fetch: {
      listings: async (locationId, kind, page) => {
        const endpoint = kind === 'sale' ? 'search-buy' : 'search-rent';
        const body = await opts.answers.read(endpoint, { location_id: locationId, sort: 'newest', page: String(page) }, paid);
        return body?.data ?? [];
      },
      projects: async (locationId, page) => {
        const body = await opts.answers.read('search-new-projects', { location_id: locationId, page: String(page) }, paid);
        return body?.data ?? [];
      },
    },
  });
  const areaBudget = new AreaBudget(opts.db, opts.collect.areaPages, opts.now ?? Date.now);
  const brokers: BrokerDirectory = new BrokerDirectory({
    sql: opts.db,
    log: opts.log,
    ...(opts.now ? { now: opts.now } : {}),
    // The brokerages directory page as the browser's directory asks for it, by most listings:
    // the brokerages a place's results show most are the ones with most listings.
    fetchPage: async (locationId, page, pay) => {
      const query = { location_id: locationId, sort: 'most_properties', page: String(page) };
      const body = await opts.answers.read('search-brokers', query, pay);
      return body && body.data;
    },
    queue: (locationId, kind) => collector.queueOnce(locationId, kind),
  });
  const collector: Collector = new Collector({
    db: opts.db,
    ledger,
    log: opts.log.child({ part: 'collector' }),
    now: opts.now ?? Date.now,
    dailyPages: opts.collect.dailyPages,
    viewPages: opts.collect.viewPages,
    viewReserve: opts.collect.viewReserve,
    watched: opts.collect.watched,
    // Kept answers a view found older than a day are read again here, not while the view waits.
    refreshers: {
      trend: async (locationId, payload, pay) => {
        const got = await trends.ensure(locationId, (payload as { propertyType: TrendType }).propertyType, pay);
        if (got.error !== undefined) throw asError(got.error);
      },
      // A saved search followed by a feed: its first page again, at most hourly while watched.
      search: (_location, payload, pay) => watched.reread((payload as { key: string }).key, pay),
      registry: async (_none, payload, pay) => {
        const got = await registry.ensure(payload as RegistryFilter, false, pay);
        if (got.error !== undefined) throw asError(got.error);
      },
      // A place's area figures (what is due of them), and the reference's names to resolve.
      area: async (locationId, _payload, pay) => {
        await areas.collect(locationId, areaBudget.pay(pay));
      },
      // A place's brokerage directory, read for the names its listings' brokerages lack.
      brokers: (locationId, _payload, pay) => brokers.read(locationId, pay),
      places: async (_none, _payload, pay) => {
        await catalogue.resolve(async (query) => {
          const body = await opts.answers.read('autocomplete-location', { query }, paid);
          return body?.data ?? [];
        }, areaBudget.pay(pay));
      },
    },
    // Nothing is queued while the day's share for area work is spent (or none is given).
    due: async () =>
      (await areaBudget.left()) <= 0
        ? []
        : [
            ...((await catalogue.resolveDue()) ? [{ locationId: '0', kind: 'places:resolve' }] : []),
            ...(await areas.due()).map((locationId) => ({ locationId, kind: 'area:figures' })),
          ],
    ...(opts.hasRoom ? { hasRoom: opts.hasRoom } : {}),
    ...(slicePages ? { slicePages } : {}),
    ...(idleMs ? { idleMs } : {}),
    ...(opts.preferStale ? { preferStale: opts.preferStale } : {}),
  });
  app.decorate('ledger', ledger);
  app.decorate('collector', collector);
  if (autostart)
    app.addHook('onReady', (done) => {
      collector.start();
      done();
    });
  app.decorate('nameBook', names);
  // Trend and registry answers are kept one after another, after the answer has gone out.
  let keeping = Promise.resolve();
  const keep = (what: string, save: () => Promise<unknown>) => {
    keeping = keeping
      .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
      .then(save)
      .then(
        () => undefined,
        (err: unknown) => opts.log.warn({ err: String(err) }, `could not keep ${what}`),
      );
  };
  app.decorate('listingHistory', history);
  // A listing the service says is gone (its details answer 404) is marked gone in its history.
  opts.answers.onMissing((endpoint, wire) => {
    if (endpoint === 'property-details' && wire.property_id) history.gone([wire.property_id]);
  });
  // What the store learns from every answer fetched from the service, the proxy's and its own
  // (names). Trend and registry answers the proxy fetched are kept too; the store's own reads keep
  // theirs as they go (trends.ts, registry.ts).
  opts.answers.onAnswer((answer) => {
    // Of the ledger's pages, the newest names the location's community: one write a run, not one a page.
    const ledgerPage = answer.cause === 'store' && answer.endpoint === 'get-get-transactions';
    if (!ledgerPage || answer.wire.page === '1') names.learnFrom(answer.endpoint, () => answer.body, answer.wire);
    history.recordFrom(answer.endpoint, () => answer.body, { ...answer.wire });
    // Brokerages by place; those a client was shown without their names: their place's directory is read later.
    brokers.notice(answer.endpoint, () => answer.body, answer.wire, answer.cause === 'proxy');
    // Places the service names (autocomplete) join the place catalogue.
    if (answer.endpoint === 'autocomplete-location') {
      const places = answer.body.data;
      keep('places', () => catalogue.learn(places));
    }
    if (answer.cause !== 'proxy') return;
    if (answer.endpoint === 'price-trend-of-location') {
      const { location_id, property_type } = answer.wire;
      const points = answer.body.data;
      if (location_id && property_type) keep('a price trend', () => trends.save(location_id, property_type, points));
    }
    if (answer.endpoint === 'get-registry-transactions') {
      const { wire } = answer;
      const records = answer.body.data ?? [];
      keep('registry records', () => registry.keep(records, wire));
    }
  });
  app.decorate('learned', async () => {
    await names.settled();
    await history.settled();
    await brokers.settled();
    await keeping;
  });
  // Before the first reader: a view's statements run once (store/warm-up.ts).
  await warmUp({ sql: opts.db, ledger, withStatus: (c) => collector.withStatus(c), now: new Date((opts.now ?? Date.now)()) }).then(
    ({ ms, fullest }) => opts.log.debug({ ms: Math.round(ms), fullest }, 'store warmed up'),
    (err: unknown) => opts.log.warn({ err: String(err) }, 'store warm-up failed; the first views may be slower'),
  );
  const stopMaintenance = startMaintenance({ db: opts.db, log: opts.log.child({ part: 'upkeep' }) });
  app.addHook('onClose', async () => {
    await stopMaintenance();
    await collector.stop();
    await ledger.close();
    await names.settled();
    await history.settled();
    await brokers.settled();
    await keeping;
  });
  await app.register(listingHistoryRoutes, { prefix: '/api', history, sql: opts.db, now: opts.now });
  await app.register(feedRoutes, { prefix: '/api', watched, history, collector });
  await app.register(areaRoutes, { prefix: '/api', catalogue, areas, areaBudget, collector, ledger, now: opts.now });
  // The figures as the routes compute them; a market page's first view is drawn with them where
  // the store holds them, whole or in part (page-html.ts).
  const figures = new StoreFigures({
    db: opts.db,
    ledger,
    collector,
    names,
    trends,
    now: opts.now ?? Date.now,
    ...(opts.preferStale ? { preferStale: opts.preferStale } : {}),
  });
  app.decorate('heldFigures', (answer: InsightFirstAnswer) => figures.held(answer));
  await app.register(insightRoutes, {
    prefix: '/api',
    figures,
    db: opts.db,
    now: opts.now,
    preferStale: opts.preferStale,
    fxRates: opts.fxRates,
    ledger,
    collector,
    clientLimit: opts.clientLimit,
    names,
    brokers,
    trends,
    registry,
  });
}

/** Decorates the app itself (fastify-plugin: not encapsulated); the routes keep their own scope. */
export default fp(insights, { name: 'insights' });
