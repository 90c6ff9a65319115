/**
 * A page's HTML names the chunks its route needs before it draws, so the browser fetches them
 * beside the entry instead of after it has run: read from Vite's manifest, per route.
 */
import { utimes, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { isInsight, isLookup, type HeldAnswer, type PageAnswer } from '../../src/shared/first-answer.ts';
import { staticBuild } from '../testing/static-build.ts';
import { pageHtml } from './page-html.ts';

const HTML = { accept: 'text/html' };
const INDEX =
  '<!doctype html><html><head><title>Dar</title><script type="module" crossorigin src="/assets/index.js"></script></head><body><div id="root"></div></body></html>';

// The shape of a real build: the entry imports the app chunk; the search route's chunk imports
// a shared one and lazily the map; the English words of each part are their own chunk.
const manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_app.js'],
    dynamicImports: ['src/routes/buy.tsx?tsr-split=component', 'node_modules/react-dom/client.js', 'src/lib/held-answer.ts'],
  },
  // What the entry imports once it runs: the renderer on every page, the held answers' code on a page that has them.
  'node_modules/react-dom/client.js': { file: 'assets/react-dom.js', isDynamicEntry: true, imports: ['_app.js'] },
  'src/lib/held-answer.ts': { file: 'assets/held.js', isDynamicEntry: true, imports: ['_app.js', '_lookup.js'] },
  '_lookup.js': { file: 'assets/lookup.js', imports: ['_app.js'] },
  '_app.js': { file: 'assets/app.js', dynamicImports: ['src/lib/i18n/resources/en/listings.ts', 'src/lib/i18n/resources/en/saved.ts'] },
  'src/routes/index.tsx?tsr-split=component': { file: 'assets/home.js', isDynamicEntry: true, imports: ['_app.js'] },
  'src/routes/buy.tsx?tsr-split=component': { file: 'assets/buy.js', isDynamicEntry: true, imports: ['_app.js', '_pages.js'] },
  '_pages.js': { file: 'assets/pages.js', imports: ['_app.js'], dynamicImports: ['src/features/map/ResultsMap.tsx'] },
  'src/features/map/ResultsMap.tsx': { file: 'assets/ResultsMap.js', isDynamicEntry: true },
  'src/lib/i18n/resources/en/listings.ts': { file: 'assets/listings.js', isDynamicEntry: true },
  'src/lib/i18n/resources/en/saved.ts': { file: 'assets/saved.js', isDynamicEntry: true },
  'src/lib/i18n/resources/ar/listings.ts': { file: 'assets/listings-ar.js', isDynamicEntry: true },
  'src/lib/i18n/resources/ar.ts': { file: 'assets/common-ar.js', isDynamicEntry: true },
};

/** The answers a page's HTML names (`&amp;` read back as `&`). */
const answers = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="fetch" crossorigin href="([^"]+)">/g)].map((m) => m[1]!.replaceAll('&amp;', '&'));

/** A listing as the service sends one, with these photos. */
const listing = (id: number, over: { images?: string[]; title?: string } = {}) => ({
  property_id: String(id),
  property_type: 'Apartment',
  title: `Listing ${id}`,
  price: { value: 1_000_000, currency: 'AED', period: 'sell', is_hidden: false },
  address: { full_name: 'Dubai Marina, Dubai', coordinates: { lat: 25.08, lon: 55.14 } },
  images: [],
  ...over,
});

/** The first answer a page hands to the app (the first in its JSON element), or null. */
function handed(html: string): { answer: unknown; body: unknown; storedAt: number } | null {
  const json = /<script type="application\/json" id="first-answer">([^<]*)<\/script>/.exec(html)?.[1];
  if (json === undefined) return null;
  const held = JSON.parse(json) as { answer: unknown; body: unknown; storedAt: number }[];
  expect(held).toHaveLength(1);
  return held[0]!;
}

/** Every answer a page hands to the app, in order. */
const heldIn = (html: string): HeldAnswer[] =>
  JSON.parse(/<script type="application\/json" id="first-answer">([^<]*)<\/script>/.exec(html)?.[1] ?? '[]') as HeldAnswer[];

/** The photos a page's HTML names (attribute escapes read back). */
const photos = (html: string) =>
  [...html.matchAll(/<link rel="preload" as="image" fetchpriority="high" href="([^"]+)">/g)].map((m) =>
    m[1]!.replaceAll('&quot;', '"').replaceAll('&lt;', '<').replaceAll('&amp;', '&'),
  );

const preloads = (html: string) => [...html.matchAll(/<link rel="modulepreload" crossorigin href="([^"]+)">/g)].map((m) => m[1]).sort();

describe('with a manifest', () => {
  const build = staticBuild({ 'index.html': INDEX, '.vite/manifest.json': JSON.stringify(manifest) });

  it("a search page preloads its route's chunks, its English words and the renderer, not the entry's, its lazy map or the held answers' code", async () => {
    const h = await build.serve();
    const res = await h.app.inject({ url: '/buy?location_id=50', headers: HTML });
    expect(res.statusCode).toBe(200);
    expect(preloads(res.body)).toEqual(['/assets/buy.js', '/assets/listings.js', '/assets/pages.js', '/assets/react-dom.js']);
    // In the head, where the browser finds them before it runs anything; the words first (the
    // page's loaders wait for them, and a slow link fetches preloads in order).
    expect(res.body.indexOf('/assets/buy.js')).toBeLessThan(res.body.indexOf('</head>'));
    expect(res.body.indexOf('/assets/listings.js')).toBeLessThan(res.body.indexOf('/assets/buy.js'));
  });

  it('the home page preloads its own chunk and the renderer only; an unknown path (404) preloads nothing', async () => {
    const h = await build.serve();
    const home = await h.app.inject({ url: '/', headers: HTML });
    expect(home.statusCode).toBe(200);
    expect(home.headers['cache-control']).toBe('no-cache');
    expect(preloads(home.body)).toEqual(['/assets/home.js', '/assets/react-dom.js']);
    const unknown = await h.app.inject({ url: '/no-such-page', headers: HTML });
    expect(unknown.statusCode).toBe(404);
    expect(preloads(unknown.body)).toEqual([]);
    expect(unknown.body).toBe(INDEX);
  });

  it("a reader of Arabic (a link's ?lang=ar, or the cookie of an earlier choice) gets a right-to-left page with Arabic words preloaded", async () => {
    const h = await build.serve();
    const expected = [
      '/assets/buy.js',
      '/assets/common-ar.js',
      '/assets/listings-ar.js',
      '/assets/listings.js',
      '/assets/pages.js',
      '/assets/react-dom.js',
    ];
    for (const request of [
      { url: '/buy?location_id=50&lang=ar', headers: HTML },
      { url: '/buy?location_id=50', headers: { ...HTML, cookie: 'other=1; dar_lang=ar' } },
    ]) {
      const res = await h.app.inject(request);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="ar" dir="rtl">');
      expect(preloads(res.body)).toEqual(expected);
      // Arabic's common words first: every Arabic page waits for them.
      expect(res.body.indexOf('/assets/common-ar.js')).toBeLessThan(res.body.indexOf('/assets/listings-ar.js'));
      expect(res.headers.vary).toContain('Cookie');
    }
    // The link's choice is remembered as the app remembers it, before the app has run; a page
    // without one sets nothing.
    const chosen = await h.app.inject({ url: '/market?lang=ar', headers: HTML });
    expect(chosen.headers['set-cookie']).toBe('dar_lang=ar; Path=/; Max-Age=31536000; SameSite=Lax');
    const next = await h.app.inject({ url: '/buy', headers: { ...HTML, cookie: 'dar_lang=ar' } });
    expect([next.body.includes('dir="rtl"'), next.headers['set-cookie']]).toEqual([true, undefined]);
    // A link's language wins over the cookie; an unknown language is English, and not remembered.
    const linked = await h.app.inject({ url: '/buy?lang=en', headers: { ...HTML, cookie: 'dar_lang=ar' } });
    expect(linked.headers['set-cookie']).toBe('dar_lang=en; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(linked.body).not.toContain('dir="rtl"');
    expect(preloads(linked.body)).not.toContain('/assets/listings-ar.js');
    const unknown = await h.app.inject({ url: '/buy?lang=fr', headers: HTML });
    expect(unknown.body).not.toContain('dir="rtl"');
    expect(unknown.headers['set-cookie']).toBeUndefined();
    expect(preloads(unknown.body)).toEqual(['/assets/buy.js', '/assets/listings.js', '/assets/pages.js', '/assets/react-dom.js']);
  });

  it('a search page names its first answer, as the page will ask it, before its code; other pages and searches the URL does not state plainly name none', async () => {
    const h = await build.serve();
    // The page's own words in any order, its defaults left out, values it ignores (the map, three
    // pages shown, euros, an unknown key): the answer is the canonical first page of the search.
    const res = await h.app.inject({ url: '/buy?bedrooms=2,1&location_id=50&view=map&pages=3&cur=EUR&junk=1', headers: HTML });
    expect(answers(res.body)).toEqual(['/api/search-buy?bedrooms=1,2&location_id=50&page=1&sort=newest']);
    expect(res.body.indexOf('rel="preload" as="fetch"')).toBeLessThan(res.body.indexOf('modulepreload'));
    // A link to a later page starts there; each search page lists its own endpoint.
    expect(answers((await h.app.inject({ url: '/rent?location_id=50&page=3&sort=price_asc', headers: HTML })).body)).toEqual([
      '/api/search-rent?location_id=50&page=3&rent_frequency=yearly&sort=price_asc',
    ]);
    expect(answers((await h.app.inject({ url: '/new-projects?location_id=7', headers: HTML })).body)).toEqual([
      expect.stringMatching(/^\/api\/search-new-projects\?location_id=7&page=1/),
    ]);
    // A listing's page: the listing.
    expect(answers((await h.app.inject({ url: '/property/18629686?cur=EUR', headers: HTML })).body)).toEqual([
      '/api/property-details?property_id=18629686',
    ]);
    // An agent's or a brokerage's page: their listings, by the id in the path and the listing
    // parameters of the URL (an id in the query, or another parameter, is not theirs).
    expect(answers((await h.app.inject({ url: '/agents/123?agent_id=9&page=2&category=bogus&bedrooms=2', headers: HTML })).body)).toEqual([
      '/api/agent-properties?agent_id=123&page=2&sort=featured',
    ]);
    expect(answers((await h.app.inject({ url: '/brokers/77?category=residential_rent', headers: HTML })).body)).toEqual([
      '/api/broker-properties?broker_id=77&category=residential_rent&page=1&sort=featured',
    ]);
    for (const url of [
      '/agents/abc',
      '/brokers',
      '/property/abc',
      '/buy',
      '/buy?location_id=50,51',
      '/buy?location_id=050',
      '/buy?location_id=x',
      '/',
      '/market/trends?location_id=50',
    ]) {
      expect(answers((await h.app.inject({ url, headers: HTML })).body), url).toEqual([]);
    }
  });

  it('a page whose first answer the server holds fresh hands it to the app in the page, in place of naming it, and names its lead photo', async () => {
    const h = await build.serve();
    const photo = '/media/listing/1/front & "back".svg';
    // A title that would end the page's script element, were it written as it is.
    const sly = listing(2, { title: '</script><script>alert(1)</script> <!--' });
    h.respond((req) =>
      req.path.includes('property-details')
        ? { status: 200, body: { success: true, data: listing(9, { images: ['/media/9-1.svg', '/media/9-2.svg'] }) } }
        : { status: 200, body: { success: true, data: [listing(1, { images: [photo] }), sly] } },
    );
    const page = async (url: string) => (await h.app.inject({ url, headers: HTML })).body;
    // Not held yet: the answer named, to be fetched beside the code (the server asks no one for it).
    let html = await page('/buy?location_id=50');
    expect([answers(html), photos(html), handed(html)]).toEqual([['/api/search-buy?location_id=50&page=1&sort=newest'], [], null]);
    expect(h.seen).toHaveLength(0);

    const sent = await h.app.inject({ url: '/api/search-buy?location_id=50&page=1&sort=newest' });
    html = await page('/buy?sort=newest&location_id=50&view=map');
    expect([answers(html), photos(html)]).toEqual([[], [photo]]);
    expect(html).not.toContain('</script><script>alert(1)');
    expect(handed(html)).toEqual({
      answer: { endpoint: 'search-buy', query: { location_id: '50', page: 1, sort: 'newest' } },
      body: sent.json<unknown>(),
      storedAt: h.clock.now,
    });
    // Another search's, or another page of it, is not held.
    for (const url of ['/buy?location_id=50&page=2', '/rent?location_id=50']) {
      html = await page(url);
      expect([answers(html).length, photos(html), handed(html)], url).toEqual([1, [], null]);
    }
    // A listing's page: the listing, and its first photo.
    await h.app.inject({ url: '/api/property-details?property_id=9' });
    html = await page('/property/9');
    expect([answers(html), photos(html), handed(html)?.storedAt]).toEqual([[], ['/media/9-1.svg'], h.clock.now]);
    expect(h.seen).toHaveLength(2);
    // Each page that handed an answer over was served from the cache: a hit.
    expect(h.app.answerCache.stats()).toMatchObject({ hits: 2, stale: 0 });
    // Stale, the answer is the proxy's to send (with its refresh): named again, not handed, and
    // counted stale only when the page's own request is sent it.
    h.clock.now += 30 * 60_000;
    html = await page('/buy?location_id=50');
    expect([answers(html).length, photos(html), handed(html)]).toEqual([1, [], null]);
    expect(h.app.answerCache.stats()).toMatchObject({ hits: 2, stale: 0 });
    await h.app.inject({ url: '/api/search-buy?location_id=50&page=1&sort=newest' });
    expect(h.app.answerCache.stats()).toMatchObject({ stale: 1 });
  });

  it('names no lead photo where the answer has none, or one from elsewhere (the page may load images only from its own origin)', async () => {
    const h = await build.serve();
    const first = {
      '50': [],
      '51': ['javascript:alert(1)'],
      '52': ['//elsewhere.example/x.jpg'],
      '53': ['data:image/png;base64,AAAA'],
      '54': ['https://photos.example/1.jpg'],
    };
    h.respond((req) => {
      const place = /location_id=(\d+)/.exec(req.path)?.[1] as keyof typeof first;
      return { status: 200, body: { success: true, data: place === '50' ? [] : [listing(1, { images: first[place] })] } };
    });
    for (const place of Object.keys(first)) {
      await h.app.inject({ url: `/api/search-buy?location_id=${place}&page=1&sort=newest` });
      expect(photos((await h.app.inject({ url: `/buy?location_id=${place}`, headers: HTML })).body), place).toEqual([]);
    }
    expect(h.seen).toHaveLength(5);
  });

  it('a new build under a running server is read again', async () => {
    const h = await build.serve();
    expect(preloads((await h.app.inject({ url: '/buy', headers: HTML })).body)).toContain('/assets/buy.js');
    const next = { ...manifest, 'src/routes/buy.tsx?tsr-split=component': { file: 'assets/buy-2.js', isDynamicEntry: true } };
    await writeFile(build.path('.vite/manifest.json'), JSON.stringify(next));
    await writeFile(build.path('index.html'), INDEX);
    const later = new Date(Date.now() + 5_000);
    await utimes(build.path('index.html'), later, later);
    expect(preloads((await h.app.inject({ url: '/buy', headers: HTML })).body)).toEqual([
      '/assets/buy-2.js',
      '/assets/listings.js',
      '/assets/react-dom.js',
    ]);
  });
});

describe('a page sent with its first view', () => {
  // A stand-in server bundle that draws what it is handed (the real one: src/prerender.tsx).
  const bundle = `export async function prerender(url, language, screen, held) { return held.length ? '<main>held</main>' : '<main>waiting</main>'; }`;
  const build = staticBuild({
    'index.html': INDEX,
    '.vite/manifest.json': JSON.stringify({ ...manifest, 'src/boot.ts': { file: 'assets/boot.js', isEntry: true } }),
    '.ssr/prerender.js': bundle,
  });
  const scripts = (html: string) => [...html.matchAll(/<script[^>]*src="([^"]+)"/g)].map((m) => m[1]);
  const startList = (html: string) => /<meta name="dar-start" content="([^"]*)">/.exec(html)?.[1]?.split(' ') ?? null;

  it("asks for the app's code after the paint, except where the page's first answer is still to come", async () => {
    const h = await build.serve();
    h.respond(() => ({ status: 200, body: { success: true, data: [listing(1, { images: ['/media/1.svg'] })] } }));
    let html = (await h.app.inject({ url: '/buy?location_id=50', headers: HTML })).body;
    // Waiting for its answer, named to be fetched at once: the code draws it, and is named at once too.
    expect([html.includes('<main>waiting</main>'), answers(html).length, scripts(html), startList(html), preloads(html).length]).toEqual([
      true,
      1,
      ['/assets/index.js'],
      null,
      4,
    ]);

    await h.app.inject({ url: '/api/search-buy?location_id=50&page=1&sort=newest' });
    html = (await h.app.inject({ url: '/buy?location_id=50', headers: HTML })).body;
    expect(html).toContain('<main>held</main>');
    expect(scripts(html)).toEqual(['/assets/boot.js']);
    // The renderer last among the page's own; then the code that hands the held answers over, which
    // only a page holding them names.
    expect(startList(html)).toEqual([
      '/assets/index.js',
      '/assets/listings.js',
      '/assets/buy.js',
      '/assets/pages.js',
      '/assets/react-dom.js',
      '/assets/held.js',
      '/assets/lookup.js',
    ]);
    expect(preloads(html)).toEqual([]);
    expect(photos(html)).toEqual(['/media/1.svg']);

    // A page without a first answer: its view is its first screen.
    html = (await h.app.inject({ url: '/', headers: HTML })).body;
    expect([scripts(html), startList(html)]).toEqual([
      ['/assets/boot.js'],
      ['/assets/index.js', '/assets/home.js', '/assets/react-dom.js'],
    ]);
  });

  it("draws a market page with the store's answers the server holds, hands them over, and names none it lacks", async () => {
    const asked: PageAnswer[] = [];
    const page = pageHtml(build.path(), undefined, (answer) => {
      asked.push(answer);
      return Promise.resolve(isInsight(answer) && answer.insight !== 'names' ? { answer, body: { success: true }, storedAt: 5 } : null);
    });
    const html = await page('/market/', 'en', { pathname: '/market', search: '?location_id=50&lang=en' });
    const figures = { insight: 'insights/transactions', query: { location_id: '50' } };
    expect(asked).toEqual([figures, { insight: 'names', query: { location_id: '50' } }]);
    expect(html).toContain('<main>held</main>');
    // Only what is held is handed over; the name is asked for by the page, as without.
    const json = /<script type="application\/json" id="first-answer">([^<]*)<\/script>/.exec(html)?.[1];
    expect(JSON.parse(json!)).toEqual([{ answer: figures, body: { success: true }, storedAt: 5 }]);
    expect([answers(html), photos(html), scripts(html)]).toEqual([[], [], ['/assets/boot.js']]);
    // The trend's type as the page reads it: one it does not know is the default's, left out.
    asked.length = 0;
    await page('/market/trends', 'en', { pathname: '/market/trends', search: '?location_id=50&property_type=castle' });
    await page('/market/trends', 'en', { pathname: '/market/trends', search: '?location_id=50&property_type=villa' });
    await page('/market/', 'en', { pathname: '/market', search: '?location_id=Dubai' });
    expect(asked.filter((a) => isInsight(a) && a.insight !== 'names')).toEqual([
      { insight: 'insights/price-trend', query: { location_id: '50' } },
      { insight: 'insights/price-trend', query: { location_id: '50', property_type: 'villa' } },
    ]);
  });

  it("draws a developer's or project's page with the record the server found in its held lists, and names the project's photo", async () => {
    const asked: PageAnswer[] = [];
    const found = { project: { listing_id: 'p-1', images: ['/media/project/p-1/1.svg'] }, read: 3 };
    const page = pageHtml(build.path(), undefined, (answer) => {
      asked.push(answer);
      return Promise.resolve(isLookup(answer) && answer.lookup === 'project' ? { answer, body: found, storedAt: 5 } : null);
    });
    const html = await page('/new-projects/$projectId', 'en', {
      pathname: '/new-projects/p-1',
      search: '?location_id=50&page=2&sort=bogus',
    });
    expect(html).toContain('<main>held</main>');
    expect(photos(html)).toEqual(['/media/project/p-1/1.svg']);
    expect([answers(html), scripts(html)]).toEqual([[], ['/assets/boot.js']]);
    // Not held: the page reads the lists itself (nothing named to fetch: a walk is many pages).
    const waiting = await page('/developers/$developerId', 'en', { pathname: '/developers/d-1', search: '?location=dubai' });
    expect([waiting.includes('<main>waiting</main>'), answers(waiting), scripts(waiting)]).toEqual([true, [], ['/assets/boot.js']]);
    await page('/developers/$developerId', 'en', { pathname: '/developers/d-1', search: '?location=atlantis' });
    // A project's link without a place, or an id no record has, looks for nothing.
    await page('/new-projects/$projectId', 'en', { pathname: '/new-projects/p-1', search: '' });
    await page('/developers/$developerId', 'en', { pathname: '/developers/%3Cscript%3E', search: '' });
    expect(asked).toEqual([
      { lookup: 'project', query: { id: 'p-1', search: { location_id: '50', page: 2 } } },
      { lookup: 'developer', query: { id: 'd-1', hint: 'dubai' } },
      { lookup: 'developer', query: { id: 'd-1' } },
    ]);
  });

  it("hands a search's or an owner's page the name it is titled with, where the store has it, beside its first answer", async () => {
    const asked: PageAnswer[] = [];
    let search: unknown = null;
    const page = pageHtml(build.path(), undefined, (answer) => {
      asked.push(answer);
      if (isInsight(answer)) return Promise.resolve({ answer, body: { success: true, location: { name: 'Dubai Marina' } }, storedAt: 5 });
      return Promise.resolve(search === null ? null : { answer, body: search, storedAt: 5 });
    });
    const url = { pathname: '/buy', search: '?location_id=50' };
    const name = {
      answer: { insight: 'names', query: { location_id: '50' } },
      body: { success: true, location: { name: 'Dubai Marina' } },
      storedAt: 5,
    };
    // The name held, the search's answer not: it is still named to be fetched, and the code that
    // draws it asked for at once; the name is handed over.
    let html = await page('/buy', 'en', url);
    expect([answers(html), scripts(html), photos(html), heldIn(html)]).toEqual([
      ['/api/search-buy?location_id=50&page=1&sort=newest'],
      ['/assets/index.js'],
      [],
      [name],
    ]);
    // Both held: both handed over, the photo the search's lead, the code after the paint.
    search = { success: true, data: [listing(1, { images: ['/media/1.svg'] })] };
    html = await page('/buy', 'en', url);
    expect([answers(html), scripts(html), photos(html), heldIn(html).map((h) => h.answer)]).toEqual([
      [],
      ['/assets/boot.js'],
      ['/media/1.svg'],
      [{ endpoint: 'search-buy', query: { location_id: '50', page: 1 } }, name.answer],
    ]);
    // An agent's and a brokerage's page: theirs; a search of several places or none, no name.
    asked.length = 0;
    await page('/agents/$agentId', 'en', { pathname: '/agents/123', search: '' });
    await page('/brokers/$brokerId', 'en', { pathname: '/brokers/77', search: '?location_id=50' });
    await page('/buy', 'en', { pathname: '/buy', search: '?location_id=50,51' });
    await page('/buy', 'en', { pathname: '/buy', search: '' });
    expect(asked.filter(isInsight)).toEqual([
      { insight: 'names', query: { agent_id: '123' } },
      { insight: 'names', query: { broker_id: '77' } },
    ]);
  });

  it('sends a page without the answers the server fails to read, or cannot read in time, as a page whose answers are not held', async () => {
    const warned: string[] = [];
    const log = { warn: (_obj: object, msg: string) => void warned.push(msg) };
    const failing = pageHtml(build.path(), log, () => Promise.reject(new Error('store down')));
    const url = { pathname: '/market', search: '?location_id=50' };
    for (let i = 0; i < 2; i++) {
      const html = await failing('/market/', 'en', url);
      expect([html.includes('<main>waiting</main>'), html.includes('first-answer')]).toEqual([true, false]);
    }
    // Said once, not on every page.
    expect(warned).toHaveLength(1);
    const stuck = pageHtml(build.path(), log, () => new Promise(() => undefined));
    const started = Date.now();
    const html = await stuck('/market/', 'en', url);
    expect(html).toContain('<main>waiting</main>');
    expect(Date.now() - started).toBeLessThan(2000);
  });

  it('keeps the script in a build without boot', async () => {
    const h = await build.serve();
    await writeFile(build.path('.vite/manifest.json'), JSON.stringify(manifest));
    const later = new Date(Date.now() + 5_000);
    await utimes(build.path('index.html'), later, later);
    const html = (await h.app.inject({ url: '/', headers: HTML })).body;
    expect([html.includes('<main>waiting</main>'), scripts(html), startList(html)]).toEqual([true, ['/assets/index.js'], null]);
  });
});

describe('without a manifest', () => {
  const build = staticBuild({ 'index.html': INDEX });

  it("pages are the build as it is, a search's first answer named", async () => {
    const h = await build.serve();
    for (const url of ['/', '/buy']) {
      const res = await h.app.inject({ url, headers: HTML });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(INDEX);
    }
    const search = await h.app.inject({ url: '/buy?location_id=50', headers: HTML });
    expect(search.body).toBe(
      INDEX.replace(
        '<head>',
        '<head>\n    <link rel="preload" as="fetch" crossorigin href="/api/search-buy?location_id=50&amp;page=1&amp;sort=newest">',
      ),
    );
  });
});
