/**
 * Listing history through the real app: the embedded gateway over loopback HTTP, the proxy
 * records what it passes on, a details 404 marks a listing gone, and the history endpoint answers
 * from the store alone (no upstream call), validating its ids. A store that fails never fails an answer.
 */
import { randomBytes } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import type { ApiErrorBody, InsightAnswerOf, Listing } from '../../src/contract/index.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Db, Sql } from '../store/db.ts';
import { storeKinds } from '../store/testing.ts';
import { createUpstreamAgent } from '../upstream/client.ts';

type Embedded = typeof import('../embedded/index.ts');
type Gateway = Awaited<ReturnType<Embedded['startEmbeddedGateway']>>;
type History = InsightAnswerOf<'insights/listing-history'>;

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

async function appOn(store: Db, logs: string[] = []): Promise<App> {
  const config = { ...loadConfig({ STATIC_DIR: '/nonexistent-static-dir', UPSTREAM_TIMEOUT_MS: '5000' }), host: '127.0.0.1', port: 0 };
  return buildApp({
    config,
    upstream: { url: gateway.url, gatewayHost, key },
    dispatcher: agent,
    logDestination: { write: (line: string) => void logs.push(line) },
    store,
    ledger: { autostart: false },
  });
}

describe.each(stores.kinds)('listing history through the proxy on the %s store', (_kind, openStore) => {
  it('records the listings of a search and of details, marks a details 404 gone, and answers without an upstream call', async () => {
    const logs: string[] = [];
    const app = await appOn(await openStore(), logs);
    try {
      const listed = (await app.inject('/api/search-buy?location_id=50')).json<{ data: Listing[] }>().data;
      expect(listed.length).toBeGreaterThan(3);
      const ids = listed
        .slice(0, 3)
        .map((l) => l.property_id)
        .sort();
      // A listing Dar saw earlier that the service no longer knows: its details 404 marks it gone.
      app.listingHistory!.record(
        'search-buy',
        Buffer.from(JSON.stringify({ data: [{ property_id: '99999999', price: { value: 1, period: 'sell' } }] })),
      );
      await app.learned!();
      expect((await app.inject('/api/insights/listing-history?ids=99999999')).json<History>().listings[0]?.goneAt).toBeNull();
      expect((await app.inject('/api/property-details?property_id=99999999')).statusCode).toBe(404);
      // A details answer records the listing too (its price as details give it).
      expect((await app.inject(`/api/property-details?property_id=${listed[4]!.property_id}`)).statusCode).toBe(200);
      await app.learned!();
      expect((await app.inject('/api/insights/listing-history?ids=99999999')).json<History>().listings[0]?.goneAt).toEqual(
        expect.any(String),
      );

      const calls = logs.filter((l) => l.includes('"upstream answer"') || l.includes('"upstream failure"')).length;
      expect(calls).toBeGreaterThan(0);
      const res = await app.inject(`/api/insights/listing-history?ids=${[...ids, listed[4]!.property_id, '12345678'].join(',')}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      const body = res.json<History>();
      // Sorted by id (the canonical order of the list); an id never seen is absent.
      expect(body.listings.map((l) => l.id)).toEqual([...ids, listed[4]!.property_id].sort());
      const first = body.listings.find((l) => l.id === listed[0]!.property_id);
      expect(first).toMatchObject({
        goneAt: null,
        isNew: false,
        change: null,
        prices: [{ value: listed[0]!.price.value, period: 'sell', currency: 'AED' }],
      });
      // The history came from the store alone.
      expect(logs.filter((l) => l.includes('"upstream answer"') || l.includes('"upstream failure"')).length).toBe(calls);
    } finally {
      await app.close();
    }
  });

  it('refuses missing, malformed and too many ids with a 400 naming `ids`', async () => {
    const app = await appOn(await openStore());
    try {
      for (const q of ['', '?ids=', '?ids=a%20b', `?ids=${Array.from({ length: 61 }, (_, i) => i + 1).join(',')}`, '?other=1']) {
        const res = await app.inject(`/api/insights/listing-history${q}`);
        expect(res.statusCode, q).toBe(400);
        expect(res.json<ApiErrorBody>().error).toBe('bad_request');
      }
      expect((await app.inject('/api/insights/listing-history?ids=1')).json<History>()).toEqual({ success: true, listings: [] });
      // A list may be repeated as well as comma-joined (request.ts), as openapi-fetch sends it.
      expect((await app.inject('/api/insights/listing-history?ids=1&ids=2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the changes of a place', () => {
  it('answers from the store, as JSON naming its sample and as CSV; bad filters are a 400', async () => {
    const [, openStore] = stores.kinds[0]!;
    const logs: string[] = [];
    const app = await appOn(await openStore(), logs);
    try {
      await app.inject('/api/search-buy?location_id=50');
      await app.learned!();
      const calls = logs.filter((l) => l.includes('"upstream answer"')).length;
      const res = await app.inject('/api/insights/listing-changes?location_id=50&days=30');
      expect(res.statusCode).toBe(200);
      const body = res.json<InsightAnswerOf<'insights/listing-changes'>>();
      // Dar began reading the place just now: a sample of one page, nothing yet new or reduced.
      expect(body).toMatchObject({ success: true, locationId: '50', search: 'buy', total: 0, listings: [] });
      expect(body.listingsSeen).toBeGreaterThan(3);
      expect(body.watchedSince).toEqual(expect.any(String));
      const csv = await app.inject('/api/insights/listing-changes.csv?location_id=50&search=buy');
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.headers['content-disposition']).toMatch(/^attachment; filename="listing-changes-50-buy-since-\d{4}-\d{2}-\d{2}\.csv"$/);
      expect(csv.headers['x-listings-seen']).toBe(String(body.listingsSeen));
      expect(csv.body.split('\r\n')[0]).toMatch(/^id,first_seen_by_dar,new,change,change_percent/);
      // Asked in Arabic: Arabic column names after a byte-order mark (spreadsheets read it as UTF-8), the same rows.
      const ar = await app.inject('/api/insights/listing-changes.csv?location_id=50&search=buy&lang=ar');
      const [head, ...rows] = ar.body.split('\r\n');
      expect(head).toMatch(/^\uFEFFالمعرّف,أول ما رأته دار,جديد,التغيّر,نسبة التغيّر \(%\)/);
      expect(head!.split(',')).toHaveLength(csv.body.split('\r\n')[0]!.split(',').length);
      expect(rows).toEqual(csv.body.split('\r\n').slice(1));
      expect((await app.inject('/api/insights/listing-changes.csv?location_id=50&lang=fr')).statusCode).toBe(400);
      expect(logs.filter((l) => l.includes('"upstream answer"')).length).toBe(calls);
      for (const q of ['', '?location_id=x', '?location_id=50&days=0', '?location_id=50&search=sell', '?location_id=50&change=up']) {
        expect((await app.inject(`/api/insights/listing-changes${q}`)).statusCode, q).toBe(400);
      }
    } finally {
      await app.close();
    }
  });
});

describe('a failing store', () => {
  it('never fails or delays the answer it records', async () => {
    const [, openStore] = stores.kinds[0]!;
    const store = await openStore();
    const logs: string[] = [];
    // History's statements fail, alone or in a transaction (recording writes a batch in one).
    const failingSql = (sql: Sql): Sql => ({
      query: (text, params, opts) =>
        /listings_seen|listing_places|listing_place_reads/.test(text)
          ? Promise.reject(new Error('store failed'))
          : sql.query(text, params, opts),
    });
    const failing: Db = {
      ...store,
      ...failingSql(store),
      transaction: (fn) => store.transaction((tx) => fn(failingSql(tx))),
    };
    const app = await appOn(failing, logs);
    try {
      const res = await app.inject('/api/search-rent?location_id=50');
      expect(res.statusCode).toBe(200);
      await app.learned!();
      expect(logs.join('')).toContain('listing history: could not record');
      expect((await app.inject('/api/search-rent?location_id=50&page=2')).statusCode).toBe(200);
    } finally {
      await app.close();
    }
  });
});
