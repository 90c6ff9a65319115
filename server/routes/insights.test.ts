/**
 * `/api/insights/*` end to end on the server: the real embedded gateway over loopback HTTP behind
 * the real app, with each store. Upstream calls are counted from the app's own log lines.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import type {
  ApiErrorBody,
  CollectionAnswer,
  NameMatches,
  NamesAnswer,
  PriceContext,
  PriceTrendHistory,
  RegistryInsights,
  TransactionInsights,
  TransactionRecordsPage,
} from '../../src/contract/index.ts';
import { median } from '../../src/shared/stats.ts';
import type { InsightFirstAnswer } from '../../src/shared/first-answer.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { storeKinds } from '../store/testing.ts';
import { createUpstreamAgent } from '../upstream/client.ts';

type Embedded = typeof import('../embedded/index.ts');

// expect.any() is typed `any`: held as unknown so the object matchers below stay type-checked.
const aNumber: unknown = expect.any(Number);
const aString: unknown = expect.any(String);
type Gateway = Awaited<ReturnType<Embedded['startEmbeddedGateway']>>;

const stores = storeKinds();
const key = randomBytes(24).toString('base64url');
const gatewayHost = 'uae-real-estate.embedded.gateway';
let gateway: Gateway;
let agent: Agent;

beforeAll(async () => {
  const embedded: Embedded = await import('../embedded/index.ts');
  await stores.start();
  gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, ...embedded.embeddedOptionsFromEnv({}) });
  agent = createUpstreamAgent(5000);
}, 120_000);
afterEach(() => stores.closeOpen());
afterAll(async () => {
  await stores.cleanup();
  await gateway.close();
  await agent.close();
});

/**
 * Each test has its own app on the file's shared store, emptied (store/testing.ts): no test depends
 * on what another collected, so they pass in any order (`--sequence.shuffle`).
 */
describe.each(stores.kinds)('insights on the %s store', (_kind, openStore) => {
  let app: App;
  let logs: string[] = [];
  const clock = { offset: 0 };
  // The app's clock runs from midday UTC of today: on the wall clock the collector's hourly pace
  // (1/24 of the day's pages by the end of hour 0) made these tests fail just after midnight.
  const midday = Date.parse(`${new Date().toISOString().slice(0, 10)}T12:00:00Z`) - Date.now();
  /** Upstream calls of the transactions endpoint so far (answered or failed). */
  const upstreamCalls = () => logs.filter((l) => /"upstream (answer|failure)"/.test(l) && l.includes('get-get-transactions')).length;

  beforeEach(async () => {
    const store = await openStore();
    const lines: string[] = [];
    logs = lines;
    clock.offset = 0;
    const config = {
      ...loadConfig({
        STATIC_DIR: '/nonexistent-static-dir',
        UPSTREAM_TIMEOUT_MS: '5000',
        COLLECT_VIEW_PAGES: '4',
        COLLECT_AREA_PAGES: '0',
      }),
      host: '127.0.0.1',
      port: 0,
    };
    app = await buildApp({
      config,
      upstream: { url: gateway.url, gatewayHost, key },
      dispatcher: agent,
      logDestination: {
        write: (line: string) => {
          lines.push(line);
        },
      },
      now: () => Date.now() + midday + clock.offset,
      store,
      // The collector runs when a test drains it, so what each view costs is exact.
      ledger: { autostart: false },
    });
  });
  afterEach(async () => {
    gateway.setFaults({ mode: 'none' });
    await app.close();
  });

  /** Location 50 collected whole, as a first view and the collector leave it. */
  async function collected(): Promise<void> {
    expect((await app.inject('/api/insights/transactions?location_id=50')).statusCode).toBe(200);
    await app.collector!.drain();
  }

  it('a store that fails is a 503 store_unavailable, never a 500 or a crash', async () => {
    const broken = await openStore({ fresh: true });
    const config = {
      ...loadConfig({ STATIC_DIR: '/nonexistent-static-dir', COLLECT_AREA_PAGES: '0', COLLECT_DAILY_PAGES: '1000000' }),
      host: '127.0.0.1',
      port: 0,
    };
    const other = await buildApp({
      config,
      upstream: { url: gateway.url, gatewayHost, key },
      dispatcher: agent,
      store: broken,
      logDestination: { write: () => {} },
    });
    try {
      await broken.close();
      for (const url of [
        '/api/insights/transactions?location_id=50',
        '/api/names?location_id=50',
        '/api/insights/transactions.csv?location_id=50',
      ]) {
        const res = await other.inject(url);
        expect(res.statusCode, url).toBe(503);
        expect(res.json(), url).toMatchObject({ success: false, error: 'store_unavailable' });
      }
    } finally {
      await other.close();
    }
  });

  it('refuses bad queries with a 400 naming the parameter, before any upstream call', async () => {
    const cases: [string, string][] = [
      ['/api/insights/transactions', 'location_id'],
      ['/api/insights/transactions?location_id=50&period=5y', 'period'],
      ['/api/insights/transactions?location_id=50&colour=blue', 'colour'],
      ['/api/insights/transactions?location_id=50&location_id=51', 'location_id'],
      ['/api/insights/transaction-records?location_id=50&page=0', 'page'],
      ['/api/insights/transactions.csv?location_id=abc', 'location_id'],
      ['/api/insights/price-context?location_id=50&transaction_type=sold', 'price'],
      ['/api/insights/price-context?location_id=50&price=100', 'transaction_type'],
    ];
    for (const [url, param] of cases) {
      const res = await app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json(), url).toMatchObject({ success: false, error: 'bad_request' });
      expect(
        res.json<ApiErrorBody>().issues?.map((i) => i.param),
        url,
      ).toContain(param);
    }
    const allowed = (await app.inject('/api/insights/transactions?location_id=50&period=5y')).json<ApiErrorBody>().issues?.[0]?.allowed;
    expect(allowed).toEqual(['1y', '6m', '3m', '1m', '2y', '3y', 'all']);
    expect(upstreamCalls()).toBe(0);
  });

  it('first view: a few pages, the rest by the collector; then the figures of every record, and no more calls', async () => {
    const first = await app.inject('/api/insights/transactions?location_id=50');
    expect(first.statusCode).toBe(200);
    const body = first.json<TransactionInsights>();
    // Both types, 4 pages each, while the request waits; the answer names the window it holds.
    expect(body.coverage.sold.pagesSpent).toBe(4);
    expect(body.coverage.rented.pagesSpent).toBeLessThanOrEqual(4);
    expect(upstreamCalls()).toBe(body.coverage.sold.pagesSpent + body.coverage.rented.pagesSpent);
    expect(body.coverage.sold).toMatchObject({ complete: false, state: 'collecting', queuePosition: aNumber, estimatedTotal: aNumber });
    // Later than now on the app's clock (midday today), not the wall clock's: after 12:00 UTC the
    // wall clock is ahead of it.
    expect(Date.parse(body.coverage.sold.estimatedCompleteAt!)).toBeGreaterThan(Date.now() + midday + clock.offset - 1000);
    expect(body.period).toMatchObject({ complete: false, heldFrom: body.coverage.sold.from, heldTo: body.coverage.sold.newest });
    // No month before the first day held whole is drawn; the last month (not over) is marked partial.
    expect(body.monthly[0]!.month >= body.coverage.sold.from!.slice(0, 7)).toBe(true);
    expect(body.monthly.at(-1)!.partial).toBe(true);
    // Where collecting stands, without a page spent.
    const before = upstreamCalls();
    const status = (await app.inject('/api/insights/collection?location_id=50')).json<CollectionAnswer>();
    expect(status.coverage.sold).toMatchObject({ state: 'collecting', records: body.coverage.sold.records });
    expect(status.budget).toMatchObject({ dailyPages: 2000, spentToday: before, nextPageAt: null });
    expect(upstreamCalls()).toBe(before);
    // A partial CSV says so in its name and headers (the download is a view too: a few more pages).
    const partial = await app.inject('/api/insights/transactions.csv?location_id=50');
    expect(partial.headers).toMatchObject({ 'x-coverage-complete': 'false', 'x-coverage-state': 'collecting' });
    const window = `${String(partial.headers['x-coverage-from'])}_to_${String(partial.headers['x-coverage-to'])}`;
    expect(partial.headers['content-disposition']).toContain(`transactions-50-sold-${window}-partial.csv`);
    expect(body.summary.count).toBeGreaterThan(0);
    expect(body.momentum.map((m) => m.period)).toEqual(['1y', '6m', '3m', '1m']);
    expect(body.periods.map((p) => p.period)).toEqual(['1y', '6m', '3m', '1m', '2y', '3y', 'all']);

    await app.collector!.drain();
    const afterSync = upstreamCalls();
    const full = (await app.inject('/api/insights/transactions?location_id=50')).json<TransactionInsights>();
    expect(full.coverage.sold.complete && full.coverage.rented.complete).toBe(true);
    expect(full.coverage.sold).toMatchObject({ state: 'complete', estimatedCompleteAt: null });
    expect(full.period).toMatchObject({ period: '1y', complete: true, held: true });
    const whole = await app.inject('/api/insights/transactions.csv?location_id=50');
    expect(whole.headers['content-disposition']).toMatch(/transactions-50-sold-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv/);
    expect(whole.headers).toMatchObject({ 'x-coverage-complete': 'true', 'x-coverage-state': 'complete' });
    // The same view again and a records page: nothing from upstream.
    await app.inject('/api/insights/transaction-records?location_id=50&transaction_type=rented');
    expect(upstreamCalls()).toBe(afterSync);
    // Pages spent are the calls made (every call a page of one type).
    expect(full.coverage.sold.pagesSpent + full.coverage.rented.pagesSpent).toBe(afterSync);

    // The figures are those of the service's own 12-month list, paged in full through the proxy.
    const prices: number[] = [];
    for (let page = 1; ; page++) {
      const res = await app.inject(`/api/get-get-transactions?location_id=50&transaction_type=sold&page=${page}`);
      const data = res.json<{ data: { price: number }[] }>().data;
      if (!data.length) break;
      prices.push(...data.map((d) => d.price));
    }
    expect(full.summary.count).toBe(prices.length);
    expect(full.summary.median).toBe(median(prices));
    expect(full.monthly.reduce((n, m) => n + m.count, 0)).toBe(prices.length);
    expect(full.yields.length).toBeGreaterThan(0);
    for (const y of full.yields) expect(y.saleCount + y.rentCount).toBeGreaterThan(0);
  });

  it('filters by bedrooms, type and period; records page and CSV hold the same records', async () => {
    await collected();
    const q = 'location_id=50&transaction_type=sold&bedrooms=2&property_type=apartment&period=6m';
    const insight = (await app.inject(`/api/insights/transactions?${q}`)).json<TransactionInsights>();
    expect(insight.period.period).toBe('6m');
    const page1 = await app.inject(`/api/insights/transaction-records?${q}&sort=high_price`);
    expect(page1.statusCode).toBe(200);
    const records = page1.json<TransactionRecordsPage>();
    expect(records.total).toBe(insight.summary.count);
    expect(records.data.length).toBe(Math.min(25, records.total));
    const prices = records.data.map((r) => r.price);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));
    for (const r of records.data) expect(r).toMatchObject({ bedrooms: 2, property_type: 'Apartment' });

    const csv = await app.inject(`/api/insights/transactions.csv?${q}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    // Named by the window it covers (the last 6 months, all held), not by the period asked for.
    expect(csv.headers['content-disposition']).toMatch(
      /^attachment; filename="transactions-50-sold-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}-apartment-2br\.csv"$/,
    );
    expect(csv.headers['x-coverage-complete']).toBe('true');
    const lines = csv.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,transaction_date,transaction_type,property_type,bedrooms,location,price_aed');
    expect(lines.length - 1).toBe(insight.summary.count);

    // In dollars: a price_usd column beside the registered AED figure, at the 3.6725 peg.
    const usd = (await app.inject(`/api/insights/transactions.csv?${q}&currency=USD`)).body.trimEnd().split('\r\n');
    expect(usd[0]).toBe('id,transaction_date,transaction_type,property_type,bedrooms,location,price_aed,price_usd');
    expect(usd.length).toBe(lines.length);
    for (const line of usd.slice(1, 6)) {
      const cells = line.split(',');
      expect(Number(cells.at(-1))).toBe(Math.round(Number(cells.at(-2)) / 3.6725));
    }
    expect((await app.inject(`/api/insights/transactions.csv?${q}&currency=XYZ`)).statusCode).toBe(400);

    // Read in Arabic: the header row names the columns in Arabic (after a byte-order mark); the records are the same.
    const ar = (await app.inject(`/api/insights/transactions.csv?${q}&currency=USD&lang=ar`)).body.trimEnd().split('\r\n');
    expect(ar[0]).toBe('\uFEFFالمعرّف,تاريخ المعاملة,نوع المعاملة,نوع العقار,غرف النوم,الموقع,السعر (د.إ),السعر (USD)');
    expect(ar.slice(1)).toEqual(usd.slice(1));
    expect((await app.inject(`/api/insights/transactions.csv?${q}&lang=fr`)).statusCode).toBe(400);
  });

  it('places a price among same-bedroom sales in one request', async () => {
    await collected();
    const insight = (await app.inject('/api/insights/transactions?location_id=50&bedrooms=1')).json<TransactionInsights>();
    const res = await app.inject(
      `/api/insights/price-context?location_id=50&transaction_type=sold&bedrooms=1&price=${Math.round(insight.summary.median!)}`,
    );
    expect(res.statusCode).toBe(200);
    const ctx = res.json<PriceContext>();
    expect(ctx.count).toBe(insight.summary.count);
    expect(ctx.percentile).toBeGreaterThan(40);
    expect(ctx.percentile).toBeLessThan(60);
  });

  it('a location opened by its id alone is named from the data; a stated name is never replaced by an inferred one', async () => {
    expect((await app.inject('/api/names?location_id=51')).json<NamesAnswer>().location).toBeUndefined();
    expect((await app.inject('/api/insights/transactions?location_id=51')).statusCode).toBe(200);
    await app.learned!();
    // The ledger's first page: every record names the community.
    expect((await app.inject('/api/names?location_id=51')).json<NamesAnswer>().location?.name).toBe('Downtown Dubai');

    const book = app.nameBook!;
    const listings = (place: string) => ({ data: [1, 2, 3].map((i) => ({ address: { full_name: `Tower ${i}, ${place}, Dubai` } })) });
    book.learnFrom('search-buy', () => listings('Inferred First'), { location_id: '987654' });
    await app.learned!();
    expect((await app.inject('/api/names?location_id=987654')).json<NamesAnswer>().location?.name).toBe('Inferred First');
    book.learnFrom('autocomplete-location', () => ({ data: [{ id: 987654, name: 'Stated Name' }] }));
    book.learnFrom('search-buy', () => listings('Inferred Later'), { location_id: '987654' });
    await app.learned!();
    expect((await app.inject('/api/names?location_id=987654')).json<NamesAnswer>().location?.name).toBe('Stated Name');
  });

  it('names come from the data: learned from answers passing through, served by id, unknown said plainly', async () => {
    expect((await app.inject('/api/names')).statusCode).toBe(400);
    expect((await app.inject('/api/names?location_id=50&name=Abu%20Dhabi')).statusCode).toBe(400);
    // An id the data never named is absent (location 50 may be named already, by the ledger's records).
    const before = (await app.inject('/api/names?agent_id=123456789')).json<NamesAnswer>();
    expect(before).toEqual({ success: true });

    await app.inject('/api/autocomplete-location?query=dubai%20marina');
    const agents = (await app.inject('/api/search-agents-detailed?location_id=50')).json<{
      data: { id: string; name: string; broker?: { id: string; name: string } }[];
    }>().data;
    const brokers = (await app.inject('/api/search-brokers?location_id=50')).json<{ data: { id: string; name: string; logo?: string }[] }>()
      .data;
    await app.learned!();

    const place = (await app.inject('/api/names?location_id=50')).json<NamesAnswer>();
    expect(place.location).toMatchObject({ name: 'Dubai Marina' });
    expect(place.location?.coordinates).toEqual({ lat: aNumber, lon: aNumber });
    const agent = agents[0]!;
    const named = (await app.inject(`/api/names?agent_id=${agent.id}&broker_id=${brokers[0]!.id}`)).json<NamesAnswer>();
    expect(named.agent?.name).toBe(agent.name);
    // The directory's other facts come with the name, so a profile opened by id needs no link hints.
    if (agent.broker) expect(named.agent?.details).toMatchObject({ broker_id: agent.broker.id, broker_name: agent.broker.name });
    expect(named.broker).toMatchObject({ name: brokers[0]!.name });
    if (brokers[0]!.logo) expect(named.broker?.image).toBe(brokers[0]!.logo);
    if (agent.broker) {
      expect((await app.inject(`/api/names?broker_id=${agent.broker.id}`)).json<NamesAnswer>().broker?.name).toBe(agent.broker.name);
    }
    // What a page is titled with, handed over in its HTML where the store names it: the same
    // answer the route sends; none where an id asked is unnamed (the page asks, as without).
    const held = async (query: Record<string, string>) => (await app.heldFigures!({ insight: 'names', query }))?.body ?? null;
    const asked: Record<string, string>[] = [
      { agent_id: agent.id },
      { broker_id: brokers[0]!.id },
      { location_id: '50', agent_id: agent.id },
    ];
    for (const query of asked) {
      expect(await held(query), JSON.stringify(query)).toEqual((await app.inject(`/api/names?${new URLSearchParams(query)}`)).json());
    }
    expect(await held({ agent_id: '123456789' })).toBeNull();
    expect(await held({ location_id: '50', agent_id: '123456789' })).toBeNull();
  });

  it("brokerages a search shows without names are named once the collector has read the place's directory, paid from its budget", async () => {
    const listings = (await app.inject('/api/search-rent?location_id=8995')).json<{ data: { broker_id: string }[] }>().data;
    await app.learned!();
    const ids = [...new Set(listings.map((l) => l.broker_id))];
    const nameOf = async (id: string) => (await app.inject(`/api/names?broker_id=${id}`)).json<NamesAnswer>().broker?.name;
    expect(await nameOf(ids[0]!)).toBeUndefined();
    const before = await app.collector!.budget();
    await app.collector!.drain();
    await app.learned!();
    for (const id of ids) expect(await nameOf(id)).toEqual(aString);
    const after = await app.collector!.budget();
    expect(after.spentToday - before.spentToday).toBeGreaterThan(0);
    expect(after.spentToday - before.spentToday).toBeLessThanOrEqual(10);
  });

  it("a page's brokerages are named in one request: the unnamed are absent and sent to the collector, which names them from its budget", async () => {
    const listings = (await app.inject('/api/search-buy?location_id=8995')).json<{ data: { broker_id: string }[] }>().data;
    await app.learned!();
    const ids = [...new Set(listings.map((l) => l.broker_id))];
    expect(ids.length).toBeGreaterThan(1);
    const batch = async () =>
      (await app.inject(`/api/names/batch?kind=broker&ids=${ids.join(',')}`)).json<{
        success: true;
        names: Record<string, { name: string }>;
      }>();
    const unnamed = await batch();
    expect(unnamed).toEqual({ success: true, names: {} });
    // Asking in a batch sends the collector to the place's directory, as asking for one does.
    await app.collector!.drain();
    await app.learned!();
    const named = await batch();
    expect(Object.keys(named.names).sort()).toEqual([...ids].sort());
    for (const id of ids)
      expect((await app.inject(`/api/names?broker_id=${id}`)).json<NamesAnswer>().broker?.name).toBe(named.names[id]!.name);

    const bad = async (query: string) => (await app.inject(`/api/names/batch?${query}`)).json<{ issues?: { param: string }[] }>().issues;
    expect(await bad('ids=1,2')).toEqual([expect.objectContaining({ param: 'kind' })]);
    expect(await bad('kind=broker')).toEqual([expect.objectContaining({ param: 'ids' })]);
    expect(await bad('kind=landlord&ids=1')).toEqual([expect.objectContaining({ param: 'kind' })]);
    expect(await bad('kind=broker&ids=1,abc')).toEqual([expect.objectContaining({ param: 'ids' })]);
    const tooMany = Array.from({ length: 51 }, (_, i) => i + 1).join(',');
    expect(await bad(`kind=agent&ids=${tooMany}`)).toEqual([expect.objectContaining({ param: 'ids' })]);
  });

  it('a name search finds the agents and brokerages the data named, with their numbers; bad searches are a 400 naming the parameter', async () => {
    const agents = (await app.inject('/api/search-agents-detailed?location_id=51')).json<{
      data: { id: string; name: string; phone?: string }[];
    }>().data;
    const book = app.nameBook!;
    book.learnFrom('search-brokers', () => ({
      data: [
        { id: 99001, name: '100% Homes_Real Estate' },
        { id: 99002, name: '100 Homes' },
      ],
    }));
    await app.learned!();
    const agent = agents[0]!;
    const [first, last] = agent.name.split(' ');
    // Both words, in another case and order, find the agent, with the number the directory gave.
    const res = await app.inject(`/api/names/search?kind=agent&q=${encodeURIComponent(`${last!.toUpperCase()}  ${first!.toLowerCase()}`)}`);
    expect(res.statusCode).toBe(200);
    const found = res.json<NameMatches>();
    expect(found.data.find((m) => m.id === agent.id)).toMatchObject({ name: agent.name, details: { phone: agent.phone } });
    expect(found.known).toBeGreaterThanOrEqual(agents.length);
    expect(found).toMatchObject({ page: 1, pageSize: 20 });
    expect(found.total).toBeGreaterThanOrEqual(1);
    // Names starting with the first word come first.
    const byFirst = (await app.inject(`/api/names/search?kind=agent&q=${encodeURIComponent(first!)}`)).json<NameMatches>();
    expect(byFirst.data[0]!.name.toLowerCase().startsWith(first!.toLowerCase())).toBe(true);
    // % and _ are letters of a name, not patterns.
    const percent = (await app.inject('/api/names/search?kind=broker&q=100%25')).json<NameMatches>();
    expect(percent.data.map((m) => m.name)).toEqual(['100% Homes_Real Estate']);
    expect((await app.inject('/api/names/search?kind=broker&q=o_e')).json<NameMatches>().total).toBe(0);
    // Nothing matched: an empty page, with what was searched.
    const none = (await app.inject('/api/names/search?kind=broker&q=zzzzqqq')).json<NameMatches>();
    expect(none).toMatchObject({ data: [], total: 0 });
    expect(none.known).toBeGreaterThanOrEqual(2);

    for (const [query, param] of [
      ['kind=agent', 'q'],
      ['kind=agent&q=%20a%20', 'q'],
      ['kind=developer&q=emaar', 'kind'],
      ['q=sara', 'kind'],
      ['kind=agent&q=sara&page=0', 'page'],
      ['kind=agent&q=sara&name=x', 'name'],
    ] as const) {
      const bad = await app.inject(`/api/names/search?${query}`);
      expect(bad.statusCode, query).toBe(400);
      expect(bad.json<{ message: string }>().message, query).toContain(`"${param}"`);
    }
  });

  it("price trends: the store's copy of the service's months, fed by the proxy too", async () => {
    const trendCalls = () => logs.filter((l) => l.includes('"upstream answer"') && l.includes('price-trend-of-location')).length;
    const direct = (await app.inject('/api/price-trend-of-location?location_id=51&property_type=villa')).json<PriceTrendHistory>();
    await app.learned!();
    const calls = trendCalls();
    // Already learned from the proxied answer: no second call.
    const kept = await app.inject('/api/insights/price-trend?location_id=51&property_type=villa');
    expect(kept.statusCode).toBe(200);
    expect(trendCalls()).toBe(calls);
    const body = kept.json<PriceTrendHistory>();
    expect(body.data).toHaveLength(direct.data.length);
    expect(body.syncedAt).toEqual(expect.any(String));
    // A location and type never seen: one read of the service.
    const fresh = await app.inject('/api/insights/price-trend?location_id=50');
    expect(fresh.json<PriceTrendHistory>().data.length).toBeGreaterThan(0);
    expect(trendCalls()).toBe(calls + 1);
    expect((await app.inject('/api/insights/price-trend?location_id=50&property_type=castle')).statusCode).toBe(400);
    // Two days on, a view answers from the copy at once and queues its read; the collector reads it once.
    await app.collector!.drain();
    clock.offset = 2 * 86_400_000;
    try {
      const old = (await app.inject('/api/insights/price-trend?location_id=50')).json<PriceTrendHistory>();
      expect(old.syncedAt).toBe(fresh.json<PriceTrendHistory>().syncedAt);
      expect(trendCalls()).toBe(calls + 1);
      await app.collector!.drain();
      expect(trendCalls()).toBe(calls + 2);
      const renewed = (await app.inject('/api/insights/price-trend?location_id=50')).json<PriceTrendHistory>();
      expect(Date.parse(renewed.syncedAt!)).toBeGreaterThan(Date.parse(old.syncedAt!));
    } finally {
      clock.offset = 0;
    }
  });

  it("a market page's first answers come from the store where it holds them, whole or in part, and cost no call", async () => {
    const calls = () => logs.filter((l) => l.includes('"upstream answer"')).length;
    const held = async (answer: InsightFirstAnswer) => (await app.heldFigures!(answer))?.body ?? null;
    const figures = { insight: 'insights/transactions', query: { location_id: '50' } } as const;
    const trend = { insight: 'insights/price-trend', query: { location_id: '50' } } as const;
    // Nothing held yet: none of them, and nothing asked of the service (the page asks, as without).
    expect([await held(figures), await held(trend)]).toEqual([null, null]);
    expect(calls()).toBe(0);
    // Collected in part: the figures of what is held, said as such (the period held, each kind's
    // state), with no page read for them; the route's view would read more while the reader waited.
    const viewed = (await app.inject('/api/insights/transactions?location_id=50')).json<TransactionInsights>();
    expect(viewed.period.complete).toBe(false);
    const inPart = calls();
    const partial = (await held(figures)) as TransactionInsights;
    expect(calls()).toBe(inPart);
    expect(partial.period).toEqual(viewed.period);
    expect(partial.summary).toEqual(viewed.summary);
    expect(partial.coverage.sold).toMatchObject({ records: viewed.coverage.sold.records, complete: false });
    expect(partial.coverage.sold.state).not.toBe('complete');
    await app.collector!.drain();
    await app.learned!();
    const before = calls();
    // Whole: the figures the route sends, the name it knows, the trend once read; no call for any.
    const sent = (await app.inject('/api/insights/transactions?location_id=50')).json<TransactionInsights>();
    expect(await held(figures)).toEqual(sent);
    expect(await held({ insight: 'names', query: { location_id: '50' } })).toEqual(
      (await app.inject('/api/names?location_id=50')).json<NamesAnswer>(),
    );
    expect(await held({ insight: 'names', query: { location_id: '987654' } })).toBeNull();
    expect(calls()).toBe(before);
    const read = (await app.inject('/api/insights/price-trend?location_id=50')).json<PriceTrendHistory>();
    expect(await held(trend)).toEqual(read);
    expect(await held({ insight: 'insights/price-trend', query: { location_id: '50', property_type: 'villa' } })).toBeNull();
    expect(calls()).toBe(before + 1);
  });

  it('registry sales: kept from answers passing through and read at most daily, one request for the charts', async () => {
    const registryCalls = () => logs.filter((l) => /"upstream (answer|failure)"/.test(l) && l.includes('get-registry-transactions')).length;
    const query = 'district=Yas%20Island&propertyType=apartment,villa';
    const first = await app.inject(`/api/insights/registry?${query}`);
    expect(first.statusCode).toBe(200);
    const body = first.json<RegistryInsights>();
    const calls = registryCalls();
    expect(calls).toBeGreaterThan(0);
    expect(calls).toBeLessThanOrEqual(5);
    expect(body.coverage.records).toBeGreaterThan(0);
    expect(body.byDistrict.map((d) => d.district)).toEqual(['Yas Island']);
    expect(body.monthly.reduce((n, m) => n + m.count, 0)).toBe(body.coverage.records);
    for (const m of body.monthly.filter((row) => row.count > 0)) expect(m.median).toBeGreaterThan(0);
    // The same filters in another order and case: the same copy, no read.
    const again = await app.inject('/api/insights/registry?propertyType=villa,apartment&district=yas%20island');
    expect(again.json<RegistryInsights>().coverage).toEqual(body.coverage);
    expect(registryCalls()).toBe(calls);
    // A date range narrows what is counted; bad values are a 400 before any call.
    const march = await app.inject(`/api/insights/registry?${query}&fromDate=01/03/2026&toDate=31/03/2026`);
    expect(march.json<RegistryInsights>().monthly.every((m) => m.month === '2026-03')).toBe(true);
    expect((await app.inject('/api/insights/registry?fromDate=2026-03-01')).statusCode).toBe(400);
    expect((await app.inject('/api/insights/registry?propertyType=castle')).statusCode).toBe(400);
    expect(registryCalls()).toBe(calls);
    // Two days on, a view answers from what is held and queues the day's read; the collector makes it.
    await app.collector!.drain();
    clock.offset = 2 * 86_400_000;
    try {
      const old = await app.inject(`/api/insights/registry?${query}`);
      expect(old.json<RegistryInsights>().coverage).toEqual(body.coverage);
      expect(registryCalls()).toBe(calls);
      await app.collector!.drain();
      expect(registryCalls()).toBeGreaterThan(calls);
    } finally {
      clock.offset = 0;
    }
  });

  it("an unknown location is the service's 404, never collected; a place due for upkeep answers from the store while the service fails", async () => {
    await collected();
    const unknown = await app.inject('/api/insights/transactions?location_id=999999999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ApiErrorBody>().error).toBe('not_found');
    // Asked again within the hour: the same answer, without paying for another call.
    const calls = upstreamCalls();
    expect((await app.inject('/api/insights/transaction-records?location_id=999999999')).statusCode).toBe(404);
    expect(upstreamCalls()).toBe(calls);

    // Nor does the collector keep trying it.
    await app.collector!.drain();
    expect(upstreamCalls()).toBe(calls);

    gateway.setFaults({ mode: 'unavailable', rate: 1, endpoints: null });
    clock.offset = 4 * 86_400_000; // days on: the place is due for upkeep
    const res = await app.inject('/api/insights/transactions?location_id=50');
    expect(res.statusCode).toBe(200);
    const body = res.json<TransactionInsights>();
    // A view of a complete place answers from the store (its upkeep is the collector's), saying when it was read.
    expect(body.summary.count).toBeGreaterThan(0);
    const syncedAt = body.coverage.sold.syncedAt;
    expect(Date.parse(syncedAt!)).toBeLessThan(Date.now() + midday + clock.offset - 86_400_000);
    // The collector meets the fault, keeps the job and tries again later; the answer is unchanged.
    await app.collector!.drain();
    const during = (await app.inject('/api/insights/collection?location_id=50')).json<CollectionAnswer>();
    expect(during.coverage.sold).toMatchObject({ syncedAt, state: 'complete' });
    gateway.setFaults({ mode: 'none' });
    await app.collector!.drain();
    const after = (await app.inject('/api/insights/collection?location_id=50')).json<CollectionAnswer>();
    expect(Date.parse(after.coverage.sold.syncedAt!)).toBeGreaterThan(Date.parse(syncedAt!));
    clock.offset = 0;
  });
});
