/**
 * Search by area (`/api/merged/search-*`): page N of each place's search, merged in the order the
 * places were given, each listing once; each place's page through the proxy's cache and counted
 * against the client's limit when not held; a place whose results ended is not asked again.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { MergedSearchPage } from '../../src/contract/insight-responses.ts';
import { LISTING, harness, type Harness } from '../upstream/testing.ts';

/** The fake service: per place, its pages of listing ids (a page past the last is empty). */
const PAGES: Record<string, string[][]> = {
  '50': [
    ['1', '2', '3'],
    ['4', '5'],
  ],
  '51': [['3', '6']],
  '52': [['7', '8'], ['9', '4'], ['10']],
};

let h: Harness;
afterEach(async () => {
  await h.close();
});

async function start(rateLimitPerMinute = 0) {
  h = await harness({ config: { rateLimitPerMinute } });
  h.respond((req) => {
    const url = new URL(req.path, 'https://gateway.test');
    const ids = PAGES[url.searchParams.get('location_id') ?? ''] ?? [];
    const page = Number(url.searchParams.get('page') ?? '1');
    return { status: 200, body: { success: true, data: (ids[page - 1] ?? []).map((id) => ({ ...LISTING, property_id: id })) } };
  });
}

/** The upstream calls made for one place so far. */
const callsFor = (id: string) => h.seen.filter((s) => s.path.includes(`location_id=${id}&`)).length;

async function page(url: string, client = '10.0.0.1') {
  const res = await h.app.inject({ url, remoteAddress: client });
  return { status: res.statusCode, res, body: res.statusCode === 200 ? MergedSearchPage.parse(res.json()) : undefined };
}

describe('merged paging', () => {
  it('page N is each place’s page N in the order given, each listing once, per place what it held', async () => {
    await start();
    const first = await page('/api/merged/search-buy?location_id=51,50,52');
    expect(first.status).toBe(200);
    expect(first.body!.data.map((l) => l.property_id)).toEqual(['3', '6', '1', '2', '7', '8']);
    expect(first.body!.places.map(({ location_id, results, added, ended }) => ({ location_id, results, added, ended }))).toEqual([
      { location_id: '51', results: 2, added: 2, ended: false },
      // Listing 3 was on the page already (from 51): listed once.
      { location_id: '50', results: 3, added: 2, ended: false },
      { location_id: '52', results: 2, added: 2, ended: false },
    ]);
    expect(first.body!.page).toBe(1);
    expect(first.res.headers['cache-control']).toBe('no-cache');

    const second = await page('/api/merged/search-buy?location_id=51,50,52&page=2');
    expect(second.body!.data.map((l) => l.property_id)).toEqual(['4', '5', '9']);
    expect(second.body!.places.map((p) => [p.location_id, p.results, p.added, p.ended])).toEqual([
      ['51', 0, 0, true],
      ['50', 2, 2, false],
      ['52', 2, 1, false],
    ]);
  });

  it('a place whose results ended is not asked again; the search ends when every place has', async () => {
    await start();
    for (const n of [1, 2]) await page(`/api/merged/search-rent?location_id=51,52&page=${n}`);
    expect(callsFor('51')).toBe(2);
    const third = await page('/api/merged/search-rent?location_id=51,52&page=3');
    // 51's page 2 came back empty (held): its page 3 is not bought.
    expect(callsFor('51')).toBe(2);
    expect(third.body!.places.find((p) => p.location_id === '51')).toMatchObject({ results: 0, ended: true, asOf: null });
    expect(third.body!.data.map((l) => l.property_id)).toEqual(['10']);
    const fourth = await page('/api/merged/search-rent?location_id=51,52&page=4');
    expect(fourth.body!.data).toEqual([]);
    expect(fourth.body!.places.every((p) => p.ended)).toBe(true);
  });

  it('shares the proxy’s cache both ways: a page held costs no call', async () => {
    await start();
    await h.app.inject('/api/search-buy?location_id=50');
    const before = h.seen.length;
    await page('/api/merged/search-buy?location_id=50,51');
    expect(h.seen.length).toBe(before + 1); // 51 only
    const proxied = await h.app.inject('/api/search-buy?location_id=51');
    expect(proxied.headers['x-cache']).toBe('HIT');
    expect(h.seen.length).toBe(before + 1);
  });

  it('counts each place’s page not held against the client’s limit, and refuses past it', async () => {
    await start(4);
    // 3 pages bought: 3 of the client's 4.
    expect((await page('/api/merged/search-buy?location_id=50,51,52', '10.0.0.7')).status).toBe(200);
    // Held pages are free: asked again, nothing counts.
    expect((await page('/api/merged/search-buy?location_id=50,51,52', '10.0.0.7')).status).toBe(200);
    // Page 2 needs three pages not held, with one left: refused.
    const refused = await page('/api/merged/search-buy?location_id=50,51,52&page=2', '10.0.0.7');
    expect(refused.status).toBe(429);
    expect(refused.res.json<{ error: string }>().error).toBe('too_many_requests');
    expect(refused.res.headers['retry-after']).toBeDefined();
    // Another client has its own limit.
    expect((await page('/api/merged/search-buy?location_id=50,51,52&page=2', '10.0.0.8')).status).toBe(200);
  });

  it('refuses bad place lists with a 400 naming location_id, before any call', async () => {
    await start();
    const cases: [string, RegExp][] = [
      ['/api/merged/search-buy?location_id=50,51,52,53,54,55', /6 places; at most 5/],
      ['/api/merged/search-buy?location_id=50,marina', /marina is not one/],
      ['/api/merged/search-buy?location_id=,', /at least one place/],
      ['/api/merged/search-buy', /location_id.*required/],
      ['/api/merged/search-buy?location_id=50&bedrooms=99', /bedrooms/],
      ['/api/merged/search-rent?location_id=50&location_id=51', /more than once/],
    ];
    for (const [url, message] of cases) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json<{ message: string }>().message, url).toMatch(message);
    }
    expect(h.seen).toHaveLength(0);
    // A repeated id counts once.
    const once = await page('/api/merged/search-buy?location_id=50,50');
    expect(once.body!.places.map((p) => p.location_id)).toEqual(['50']);
  });

  it('a place the service does not know finds nothing, and the other places still apply', async () => {
    await start();
    h.respond((req) =>
      req.path.includes('location_id=999999&')
        ? { status: 404, body: { success: false, error: 'not found', code: 404 } }
        : { status: 200, body: { success: true, data: [{ ...LISTING, property_id: '1' }] } },
    );
    const res = await page('/api/merged/search-buy?location_id=999999,50');
    expect(res.status).toBe(200);
    expect(res.body!.data.map((l) => l.property_id)).toEqual(['1']);
    expect(res.body!.places.map((p) => [p.location_id, p.missing, p.ended])).toEqual([
      ['999999', true, true],
      ['50', false, false],
    ]);
    // The service's "not found" is remembered: neither the same page nor the next asks for the place again.
    expect(callsFor('999999')).toBe(1);
    const again = await page('/api/merged/search-buy?location_id=999999,50');
    const next = await page('/api/merged/search-buy?location_id=999999,50&page=2');
    expect([again.body!.places[0]!.missing, next.body!.places[0]!.missing]).toEqual([true, true]);
    expect(callsFor('999999')).toBe(1);
  });

  it('a fault of one place’s page with nothing held is the fault’s own answer', async () => {
    await start();
    h.respond((req) =>
      req.path.includes('location_id=51&')
        ? { status: 502, body: { message: 'down' } }
        : { status: 200, body: { success: true, data: [] } },
    );
    const res = await h.app.inject('/api/merged/search-buy?location_id=50,51');
    expect(res.statusCode).toBeGreaterThanOrEqual(500);
    expect(res.json<{ success: boolean }>().success).toBe(false);
  });
});
