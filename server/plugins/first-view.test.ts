/**
 * A page's HTML holds its first view, drawn by the build's server bundle (`.ssr/prerender.js`):
 * for the address the app will show, in the reader's language, for their kind of screen; kept
 * once drawn; and the page as before whenever there is no bundle or it fails.
 */
import { utimes, writeFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { staticBuild } from '../testing/static-build.ts';
import { screenOf } from './first-view.ts';

const HTML = { accept: 'text/html' };
const INDEX = '<!doctype html><html><head><meta charset="UTF-8"><title>Dar</title></head><body><div id="root"></div></body></html>';

/** A stand-in bundle: says what it was asked to draw, and counts its drawings (on globalThis, shared with the test). */
const bundle = (tag: string) => `
export async function prerender(url, language, screen) {
  globalThis.__drawn = (globalThis.__drawn ?? 0) + 1;
  return '<main data-tag="${tag}">' + [url, language, screen].join(' ').replaceAll('&', '&amp;').replaceAll('<', '&lt;') + ' $& $1</main>';
}`;

const drawn = () => (globalThis as { __drawn?: number }).__drawn ?? 0;
const root = (html: string) => /<div id="root"( data-first-view)?>(.*)<\/div><\/body>/.exec(html);

describe('with a bundle', () => {
  const build = staticBuild({ 'index.html': INDEX, '.ssr/prerender.js': bundle('one') });

  it('draws the address as the app reads it (no ?lang=), in the reader\u2019s language, marked as the first view', async () => {
    const h = await build.serve();
    const res = await h.app.inject({ url: '/buy?location_id=50&lang=ar', headers: { ...HTML, 'sec-ch-ua-mobile': '?1' } });
    expect(res.statusCode).toBe(200);
    const view = root(res.body);
    expect(view?.[1]).toBe(' data-first-view');
    // `$&` and `$1` in a view are text, not replacement patterns.
    expect(view?.[2]).toBe('<main data-tag="one">/buy?location_id=50 ar phone $& $1</main>');
    expect(res.headers.vary).toBe('Cookie, Sec-CH-Viewport-Width, Sec-CH-UA-Mobile, User-Agent');
    expect(res.headers['accept-ch']).toBe('Sec-CH-Viewport-Width');
    // An unknown path gets its not-found view, with its 404.
    const unknown = await h.app.inject({ url: '/no-such-page', headers: HTML });
    expect(unknown.statusCode).toBe(404);
    expect(root(unknown.body)?.[2]).toContain('/no-such-page en wide');
  });

  it('draws each address, language and screen once, and keeps it', async () => {
    const h = await build.serve();
    const before = drawn();
    for (let i = 0; i < 3; i++) await h.app.inject({ url: '/market?location_id=7', headers: HTML });
    expect(drawn() - before).toBe(1);
    await h.app.inject({ url: '/market?location_id=7', headers: { ...HTML, cookie: 'dar_lang=ar' } });
    await h.app.inject({ url: '/market?location_id=7', headers: { ...HTML, 'sec-ch-ua-mobile': '?1' } });
    expect(drawn() - before).toBe(3);
  });

  it('under a flood of new addresses, draws at most 50 a second and sends the rest as before', async () => {
    const h = await build.serve();
    const pages = await Promise.all(Array.from({ length: 120 }, (_, i) => h.app.inject({ url: `/buy?page=${i + 2}`, headers: HTML })));
    expect(pages.every((p) => p.statusCode === 200)).toBe(true);
    const plain = pages.filter((p) => p.body === INDEX).length;
    // 50 drawn within one second; across the turn of one, up to 100.
    expect(plain).toBeGreaterThanOrEqual(20);
    expect(plain).toBeLessThanOrEqual(70);
  });

  it("a new build's bundle is read again; the build's own files are not served", async () => {
    const h = await build.serve();
    expect(root((await h.app.inject({ url: '/agents', headers: HTML })).body)?.[2]).toContain('data-tag="one"');
    await writeFile(build.path('.ssr/prerender.js'), bundle('two'));
    const later = new Date(Date.now() + 5_000);
    await utimes(build.path('.ssr/prerender.js'), later, later);
    expect(root((await h.app.inject({ url: '/agents', headers: HTML })).body)?.[2]).toContain('data-tag="two"');
    expect((await h.app.inject({ url: '/.ssr/prerender.js' })).statusCode).toBe(404);
  });
});

describe('a bundle that fails', () => {
  const build = staticBuild({
    'index.html': INDEX,
    '.ssr/prerender.js':
      'export async function prerender(url) { if (url.startsWith("/rent")) throw new Error("broken view"); return "<p>ok</p>"; }',
  });

  it('gives the page as before for the view it cannot draw, and the others still', async () => {
    const h = await build.serve();
    const broken = await h.app.inject({ url: '/rent', headers: HTML });
    expect(broken.statusCode).toBe(200);
    expect(broken.body).toBe(INDEX);
    expect(root((await h.app.inject({ url: '/buy', headers: HTML })).body)?.[2]).toBe('<p>ok</p>');
  });
});

describe('without a bundle', () => {
  const build = staticBuild({ 'index.html': INDEX });

  it('gives the page as before', async () => {
    const h = await build.serve();
    expect((await h.app.inject({ url: '/buy', headers: HTML })).body).toBe(INDEX);
  });
});

describe('screenOf', () => {
  it("reads the window's width where Chromium says it, else a phone from its client hint or the user agent; anything else is wide", () => {
    expect(screenOf({ 'sec-ch-ua-mobile': '?1' })).toBe('phone');
    expect(screenOf({ 'sec-ch-ua-mobile': '?0', 'user-agent': 'Mobile' })).toBe('wide');
    expect(screenOf({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148 Safari/604.1' })).toBe('phone');
    expect(screenOf({ 'user-agent': 'Mozilla/5.0 (Android 14; Mobile; rv:128.0) Gecko/128.0 Firefox/128.0' })).toBe('phone');
    expect(screenOf({ 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Safari/605.1.15' })).toBe('wide');
    expect(screenOf({})).toBe('wide');
    // Once Chromium says its window's width, the layout that width has, whatever the rest says.
    expect(screenOf({ 'sec-ch-viewport-width': '390', 'sec-ch-ua-mobile': '?0' })).toBe('phone');
    expect(screenOf({ 'sec-ch-viewport-width': '700' })).toBe('largePhone');
    expect(screenOf({ 'sec-ch-viewport-width': '800', 'sec-ch-ua-mobile': '?1' })).toBe('tablet');
    expect(screenOf({ 'sec-ch-viewport-width': '1100' })).toBe('laptop');
    expect(screenOf({ 'sec-ch-viewport-width': '1920' })).toBe('wide');
    expect(screenOf({ 'sec-ch-viewport-width': '320' })).toBe('phone');
    expect(screenOf({ 'sec-ch-viewport-width': 'x', 'user-agent': 'Mobile' })).toBe('phone');
  });
});
