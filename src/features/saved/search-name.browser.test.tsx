/**
 * A saved search is named by its place as the data names it: one saved before the search page had
 * the name (it kept none) is named once the data has it, never by its id alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSearch } from '../../lib/saved/actions.ts';
import { resetForTests, whenReady } from '../../lib/saved/store.ts';
import { insightOk, installFakeApi, ok } from '../../testing/fake-api.ts';
import { searchKey } from '../../lib/saved/search-key.ts';
import { listing, many } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

beforeEach(async () => {
  resetForTests();
  await whenReady();
});

describe('a saved search on the Saved page', () => {
  it('saved without its place name, is named by the data', async () => {
    const api = installFakeApi();
    api.on('search-buy', () => ok('search-buy', many(3, 1, listing)));
    api.name('location', '50', 'Dubai Marina');
    await saveSearch({
      id: 'search-buy?location_id=50',
      endpoint: 'search-buy',
      query: { location_id: '50' },
      locationName: null,
      title: 'Properties for sale',
      seen: [],
    });
    const { screen } = await renderApp('/saved');
    await expect.element(screen.getByRole('link', { name: 'Properties for sale in Dubai Marina' })).toBeVisible();
    expect(document.body.textContent).not.toContain('location 50');
  });

  it('a search by area: named by its places, counted through the merged search, opened with its places; no feed', async () => {
    const api = installFakeApi();
    const place = (id: string) => ({ location_id: id, results: 2, added: 2, ended: false, missing: false, asOf: null, stale: null });
    api.on('merged/search-buy', () =>
      insightOk('merged/search-buy', { success: true, page: 1, data: many(4, 1, listing), places: [place('51'), place('50')] }),
    );
    api.name('location', '50', 'Dubai Marina');
    api.name('location', '51', 'Downtown Dubai');
    const key = searchKey('search-buy', { location_id: '51,50', bedrooms: [2] });
    expect(key).toMatchObject({
      ok: true,
      id: 'search-buy?bedrooms=2&location_id=51,50&page=1&sort=newest',
      query: { location_id: '51,50' },
    });
    if (!key.ok) return;
    await saveSearch({
      id: key.id,
      endpoint: 'search-buy',
      query: key.query,
      locationName: null,
      title: 'Properties for sale',
      seen: ['3', '4'],
    });
    const { screen } = await renderApp('/saved');
    const link = screen.getByRole('link', { name: 'Properties for sale in Downtown Dubai and Dubai Marina' });
    await expect.element(link).toBeVisible();
    expect(link.element().getAttribute('href')).toBe('/buy?bedrooms=2&location_id=51,50');
    await expect.element(screen.getByTestId('new-count')).toHaveTextContent(/^2 new/);
    expect(api.callsTo('merged/search-buy')[0]?.get('location_id')).toBe('51,50');
    // A feed watches one place: none for this search.
    const feeds = screen
      .getByTestId('search-feed')
      .elements()
      .map((a) => a.getAttribute('href') ?? '');
    expect(feeds.filter((href) => href.includes('51'))).toEqual([]);
  });
});
