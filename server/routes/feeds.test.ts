/**
 * The Atom feed of a saved search through the real app and the embedded gateway: validated as
 * XML and as Atom (RFC 4287's required elements), keeps the search watched, queues one re-read
 * an hour for the collector (paid from its budget), and shows a reduction once Dar sees one.
 */
import { randomBytes } from 'node:crypto';
import { SaxesParser } from 'saxes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Agent } from 'undici';
import type { Listing } from '../../src/contract/index.ts';
import { buildApp, type App } from '../app.ts';
import { loadConfig } from '../config.ts';
import { storeKinds } from '../store/testing.ts';
import { createUpstreamAgent } from '../upstream/client.ts';

type Embedded = typeof import('../embedded/index.ts');

const stores = storeKinds();
const key = randomBytes(24).toString('base64url');
const gatewayHost = 'uae-real-estate.embedded.gateway';
let gateway: Awaited<ReturnType<Embedded['startEmbeddedGateway']>>;
let agent: Agent;
let app: App;
const clock = { offset: 0 };
const logs: string[] = [];

beforeAll(async () => {
  const embedded: Embedded = await import('../embedded/index.ts');
  await stores.start();
  gateway = await embedded.startEmbeddedGateway({ key, gatewayHost, ...embedded.embeddedOptionsFromEnv({}) });
  agent = createUpstreamAgent(5000);
  // Area figures (market-areas) are collected by the same collector: off, so its drains read only the feed's search.
  // No pages held back for readers: in a UTC day's first hour the pace allows only what the views'
  // reserve takes (by default), and the test's clock, two hours on, lands there when run from 22:00.
  const config = {
    ...loadConfig({
      STATIC_DIR: '/nonexistent-static-dir',
      UPSTREAM_TIMEOUT_MS: '5000',
      COLLECT_AREA_PAGES: '0',
      COLLECT_VIEW_RESERVE: '0',
    }),
    host: '127.0.0.1',
    port: 0,
  };
  app = await buildApp({
    config,
    upstream: { url: gateway.url, gatewayHost, key },
    dispatcher: agent,
    logDestination: { write: (line: string) => void logs.push(line) },
    now: () => Date.now() + clock.offset,
    store: await stores.kinds[0]![1](),
    ledger: { autostart: false },
  });
}, 120_000);
afterAll(async () => {
  await app.close();
  await stores.cleanup();
  await gateway.close();
  await agent.close();
});

const ATOM = 'http://www.w3.org/2005/Atom';

interface XmlElement {
  name: string;
  ns: string;
  attributes: Record<string, string>;
  children: XmlElement[];
  text: string;
}

/** Parse strictly (saxes: well-formedness and namespaces; any error throws) into a small tree. */
function parseXml(xml: string): XmlElement {
  const parser = new SaxesParser({ xmlns: true });
  const stack: XmlElement[] = [];
  let root: XmlElement | undefined;
  parser.on('error', (err) => {
    throw err;
  });
  parser.on('opentag', (tag) => {
    const attributes = Object.fromEntries(Object.values(tag.attributes).map((a) => [a.local, a.value]));
    const el: XmlElement = { name: tag.local, ns: tag.uri, attributes, children: [], text: '' };
    stack.at(-1)?.children.push(el);
    root ??= el;
    stack.push(el);
  });
  parser.on('text', (text) => {
    const el = stack.at(-1);
    if (el) el.text += text;
  });
  parser.on('closetag', () => void stack.pop());
  parser.write(xml).close();
  if (!root) throw new Error('no root element');
  return root;
}

/** The feed parsed as XML, checked against Atom's required elements (RFC 4287); its entries' titles. */
function parseAtom(xml: string): { title: string; subtitle: string; entries: string[] } {
  const feed = parseXml(xml);
  expect([feed.name, feed.ns]).toEqual(['feed', ATOM]);
  const child = (el: XmlElement, name: string) => el.children.filter((c) => c.name === name && c.ns === ATOM);
  for (const name of ['id', 'title', 'updated']) expect(child(feed, name), name).toHaveLength(1);
  expect(child(feed, 'author').length).toBeGreaterThan(0);
  const isTime = (text: string | undefined) => !Number.isNaN(Date.parse(text ?? ''));
  expect(isTime(child(feed, 'updated')[0]?.text)).toBe(true);
  const entries = child(feed, 'entry');
  for (const e of entries) {
    for (const name of ['id', 'title', 'updated']) expect(child(e, name), name).toHaveLength(1);
    expect(isTime(child(e, 'updated')[0]?.text)).toBe(true);
    expect(child(e, 'link')[0]?.attributes.href).toMatch(/^http:\/\/[^/]+\/property\/\d+$/);
  }
  return {
    title: child(feed, 'title')[0]!.text,
    subtitle: child(feed, 'subtitle')[0]?.text ?? '',
    entries: entries.map((e) => child(e, 'title')[0]!.text),
  };
}

const upstreamSearches = () => logs.filter((l) => l.includes('"upstream answer"') && l.includes('search-buy')).length;

describe('the feed of a saved search', () => {
  it('is Atom; reading it keeps the search watched and queues a re-read at most hourly; a reduction Dar sees becomes an entry', async () => {
    const url = '/api/feeds/search-buy.atom?location_id=50&bedrooms=1';
    const first = await app.inject(url);
    expect(first.statusCode).toBe(200);
    expect(first.headers['content-type']).toBe('application/atom+xml; charset=utf-8');
    expect(first.headers['cache-control']).toBe('public, max-age=900');
    const before = parseAtom(first.body);
    expect(before.subtitle).toMatch(/has not read this search yet/);
    expect(before.entries).toEqual([]);
    // No upstream call while answering: the collector reads it, paid from its budget.
    expect(upstreamSearches()).toBe(0);
    await app.collector!.drain();
    expect(upstreamSearches()).toBe(1);
    expect((await app.collector!.budget()).spentToday).toBeGreaterThanOrEqual(1);

    // Read again within the hour: nothing queued, nothing read.
    parseAtom((await app.inject(url)).body);
    await app.collector!.drain();
    expect(upstreamSearches()).toBe(1);

    // Two hours on, Dar sees one of its listings reduced (an answer passing through), and the feed re-read.
    // (The listing is picked from the page the re-read bought, still fresh in the one answer cache:
    // picked after the clock moved, a stale page's background refresh could record its old price
    // after the reduction below.)
    const shown = (await app.inject('/api/search-buy?location_id=50&bedrooms=1')).json<{ data: Listing[] }>().data[0]!;
    await app.learned!();
    clock.offset += 2 * 3_600_000;
    const held = (await app.inject(`/api/insights/listing-history?ids=${shown.property_id}`)).json<{
      listings: { id: string; prices: { value: number }[] }[];
    }>().listings[0]!;
    app.listingHistory!.record(
      'search-buy',
      Buffer.from(
        JSON.stringify({
          data: [{ property_id: held.id, title: 'Marina flat', price: { value: held.prices[0]!.value * 0.92, period: 'sell' } }],
        }),
      ),
      { location_id: '50' },
    );
    const later = parseAtom((await app.inject(url)).body);
    expect(later.subtitle).toMatch(/^New listings and price changes Dar has seen in this search since \d{4}-\d{2}-\d{2}/);
    expect(later.entries).toContain('Reduced 8%: Marina flat');
    // Asked in Arabic, the same feed (the same watched search) in Arabic words; the listing's title as the service wrote it.
    const arabic = (await app.inject(`${url}&lang=ar`)).body;
    expect(arabic).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">');
    const inArabic = parseAtom(arabic);
    expect(inArabic.title).toBe('دار: عقارات للبيع (bedrooms=1&location_id=50&sort=newest)');
    expect(inArabic.subtitle).toMatch(/^الإعلانات الجديدة وتغيّرات الأسعار التي رأتها دار في هذا البحث منذ \d{4}-\d{2}-\d{2}/);
    expect(inArabic.entries).toContain('خُفّض 8%: Marina flat');
    expect(parseXml(arabic).children.find((c) => c.name === 'link' && c.attributes.rel === 'self')?.attributes.href).toMatch(/&lang=ar$/);
    // The hour is past: this read queued one re-read, one page (the page held is two hours old).
    const calls = upstreamSearches();
    await app.collector!.drain();
    expect(upstreamSearches()).toBe(calls + 1);
  });

  it('the parser check can fail: malformed XML or a feed outside the Atom namespace is refused', () => {
    expect(() => parseXml('<feed xmlns="http://www.w3.org/2005/Atom"><title>a & b</title></feed>')).toThrow();
    expect(() => parseAtom('<feed><id>x</id><title>t</title><updated>2026-01-01T00:00:00Z</updated></feed>')).toThrow();
  });

  it('refuses a page, repeated or unknown parameters and a missing location with a 400', async () => {
    for (const q of [
      '?location_id=50&page=2',
      '?location_id=50&location_id=51',
      '?location_id=50&color=red',
      '?location_id=50&lang=fr',
      '',
    ]) {
      const res = await app.inject(`/api/feeds/search-rent.atom${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json<{ error: string }>().error).toBe('bad_request');
    }
  });
});
