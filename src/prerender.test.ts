/**
 * The server's first view of a page (src/prerender.tsx): the app's own frame, headline, form and
 * loading states, in the reader's language and for their kind of screen, drawn without asking
 * anything of the network, with nothing the page's CSP would refuse.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender } from './prerender.tsx';
import { createI18n } from './lib/i18n/instance.ts';
import { listing } from './testing/fixtures.ts';

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

describe('prerender', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a page in English and in Arabic from the words of each, asking the network nothing', async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network here')));
    vi.stubGlobal('fetch', fetch);
    const [en, ar] = await Promise.all([createI18n({ language: 'en' }), createI18n({ language: 'ar' })]);
    for (const [language, words] of [
      ['en', en],
      ['ar', ar],
    ] as const) {
      const html = await prerender('/market/transactions?location_id=50', language, 'phone');
      expect(html).toContain(`<h1`);
      expect(text(html)).toContain(words.t('shell.layout.skipToContent'));
      expect(text(html)).toContain(words.t('shell.nav.market'));
    }
    // Loaders started their requests, and none reached the network: the browser makes them.
    expect(fetch).not.toHaveBeenCalled();
  });

  it('holds nothing the CSP refuses (no script and no style attribute), and its frame whole', async () => {
    for (const url of ['/', '/buy?location_id=50', '/market?location_id=50', '/market/map', '/property/abc']) {
      const html = await prerender(url, 'en', 'wide');
      expect(html, url).not.toMatch(/<script|\sstyle="/);
      // The frame around the page whole: no part of it suspended on the server (React's mark of a
      // part left for the browser, as a lazy chunk would be). A page's map is its placeholder.
      expect(html.replace(/<main[\s\S]*<\/main>/, ''), url).not.toContain('<!--$!-->');
    }
  });

  it('lays a search out for the screen: the filters behind a button on a phone, in place on a wide screen', async () => {
    const phone = await prerender('/buy?location_id=50', 'en', 'phone');
    const wide = await prerender('/buy?location_id=50', 'en', 'wide');
    expect(phone).toContain('aria-haspopup="dialog"');
    expect(wide).not.toContain('aria-haspopup="dialog"');
  });

  it("draws the page's first answer where the server holds it, as the app will, with nothing the CSP refuses", async () => {
    const fetch = vi.fn(() => Promise.reject(new Error('no network here')));
    vi.stubGlobal('fetch', fetch);
    const storedAt = Date.now();
    const results = { success: true, data: [listing(1, { title: 'Sea view one' }), listing(2, { title: 'Sea view two' })] };
    const search = await prerender('/buy?location_id=50', 'en', 'phone', [
      {
        answer: { endpoint: 'search-buy', query: { location_id: '50', page: 1 } },
        body: results,
        storedAt,
      },
    ]);
    expect(search.match(/data-testid="listing-card"/g)).toHaveLength(2);
    expect(text(search)).toContain('Sea view two');
    expect(search).not.toMatch(/<script|\sstyle="/);
    // Another search's answer is not this page's: its view waits, as without one.
    const other = await prerender('/buy?location_id=51', 'en', 'phone', [
      {
        answer: { endpoint: 'search-buy', query: { location_id: '50', page: 1 } },
        body: results,
        storedAt,
      },
    ]);
    expect(other).not.toContain('data-testid="listing-card"');
    const listed = await prerender('/property/9', 'en', 'wide', [
      {
        answer: { endpoint: 'property-details', query: { property_id: '9' } },
        body: { success: true, data: listing(9, { title: 'Marina loft' }) },
        storedAt,
      },
    ]);
    expect(text(listed)).toContain('Marina loft');
    expect(listed).not.toMatch(/<script|\sstyle="/);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("says what a link asked for that the page leaves out, and draws an unknown path's not-found view", async () => {
    const noted = await prerender('/buy?location_id=050', 'en', 'phone');
    expect(noted).toContain('data-testid="link-notice"');
    // A search given in another order than the app writes it is the same page.
    const reordered = await prerender('/buy?bedrooms=2&location_id=50', 'en', 'phone');
    expect(reordered).toBe(await prerender('/buy?location_id=50&bedrooms=2', 'en', 'phone'));
    expect(reordered).toContain('<h1');
    const unknown = await prerender('/no-such-page', 'en', 'phone');
    expect(unknown).toContain('id="nf-title"');
  });
});
