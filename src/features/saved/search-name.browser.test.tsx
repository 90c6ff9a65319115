/**
 * A saved search is named by its place as the data names it: one saved before the search page had
 * the name (it kept none) is named once the data has it, never by its id alone.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSearch } from '../../lib/saved/actions.ts';
import { resetForTests, whenReady } from '../../lib/saved/store.ts';
import { installFakeApi, ok } from '../../testing/fake-api.ts';
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
});
