/**
 * The server's first view of a page (src/prerender.tsx): the app's own frame, headline, form and
 * loading states, in the reader's language and for their kind of screen, drawn without asking
 * anything of the network, with nothing the page's CSP would refuse.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { prerender } from './prerender.tsx';
import { createI18n } from './lib/i18n/instance.ts';

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

  it('holds nothing the CSP refuses: no script and no style attribute', async () => {
    for (const url of ['/', '/buy?location_id=50', '/market?location_id=50', '/market/map', '/property/abc']) {
      const html = await prerender(url, 'en', 'wide');
      expect(html, url).not.toMatch(/<script|\sstyle="/);
    }
  });

  it('lays a search out for the screen: the filters behind a button on a phone, in place on a wide screen', async () => {
    const phone = await prerender('/buy?location_id=50', 'en', 'phone');
    const wide = await prerender('/buy?location_id=50', 'en', 'wide');
    expect(phone).toContain('aria-haspopup="dialog"');
    expect(wide).not.toContain('aria-haspopup="dialog"');
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
