/**
 * A listing search's results in every state a person meets: loading, failed (Retry that works),
 * nothing matched (with a way to widen the search), past the last page, and "load more" up to the
 * end of the list. Chromium: the page as rendered, buttons clicked.
 */
import { describe, expect, it } from 'vitest';
import { deferred, fail, installFakeApi, ok, pageOf } from '../../testing/fake-api.ts';
import { listing, many, pageOfMany } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const MARINA = '/buy?location_id=50';

describe('listing results: loading, error, empty and the end of the list', () => {
  it('shows placeholders while loading, then the cards', async () => {
    const api = installFakeApi();
    const held = deferred();
    api.on('search-buy', () => held.answer);
    const { screen } = await renderApp(MARINA);
    await expect.element(screen.getByText('Loading homes for sale…')).toBeInTheDocument();
    held.release(ok('search-buy', many(3, 1, listing)));
    await expect.element(screen.getByText('Listing 3')).toBeVisible();
    expect(screen.getByText('Loading homes for sale…').elements()).toHaveLength(0);
  });

  it('a failing service shows the error; Retry asks again and shows the cards', async () => {
    const api = installFakeApi();
    let calls = 0;
    api.on('search-buy', () => (++calls === 1 ? fail('upstream_unavailable') : ok('search-buy', many(2, 1, listing))));
    const { screen } = await renderApp(MARINA);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load homes for sale.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByText('Listing 2')).toBeVisible();
    // The first page twice (failed, then retried); the next is asked for ahead once it is in.
    expect(api.callsTo('search-buy').filter((q) => pageOf('search-buy', q) === 1)).toHaveLength(2);
  });

  it('nothing matched: says so, and Clear filters widens the search', async () => {
    const api = installFakeApi();
    api.on('search-buy', (q) => ok('search-buy', q.get('price_max') ? [] : many(2, 1, listing)));
    const { screen, router } = await renderApp(`${MARINA}&price_max=1000`);
    await expect.element(screen.getByText('No homes for sale matched this search')).toBeVisible();
    await screen.getByRole('main').getByRole('status').getByRole('button', { name: 'Clear filters' }).click();
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    expect(router.state.location.searchStr).not.toContain('price_max');
  });

  it('a page past the end says so and links to the first page', async () => {
    const api = installFakeApi();
    api.on('search-buy', (q) => ok('search-buy', pageOf('search-buy', q) === 1 ? many(2, 1, listing) : []));
    const { screen, router } = await renderApp(`${MARINA}&page=5`);
    await expect.element(screen.getByText('No results on page 5')).toBeVisible();
    await screen.getByRole('link', { name: 'Go to the first page' }).click();
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    expect(router.state.location.searchStr).not.toContain('page=');
  });

  it('load more is offered while the page after those shown has results, then says that is every result', async () => {
    const api = installFakeApi();
    api.on('search-buy', (q) => ok('search-buy', pageOfMany([3, 3, 0], 3, pageOf('search-buy', q), listing)));
    const { screen, router } = await renderApp(MARINA);
    await expect.element(screen.getByText('Listing 3')).toBeVisible();
    await screen.getByRole('button', { name: 'Load more' }).click();
    await expect.element(screen.getByText('Listing 6')).toBeVisible();
    await expect.element(screen.getByText('Listing 1', { exact: true })).toBeVisible();
    expect(router.state.location.searchStr).toContain('pages=2');
    // Page 3, asked for ahead, is empty: no "Load more" to an empty page.
    await expect.element(screen.getByText('That is every result for this search.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Load more' }).elements()).toHaveLength(0);
    await expect.element(screen.getByTestId('results-status')).toHaveTextContent('6 homes for sale: all this search has.');
    expect(api.callsTo('search-buy').map((q) => q.get('page'))).toEqual(['1', '2', '3']);
  });

  it('cards out of view are not drawn until they come near, and their text is in the page all along', async () => {
    const api = installFakeApi();
    api.on('search-buy', () => ok('search-buy', many(25, 1, listing)));
    const { screen } = await renderApp(MARINA);
    const cards = screen.getByRole('list', { name: /: results$/ });
    const first = cards.getByText('Listing 1', { exact: true });
    const last = cards.getByText('Listing 25', { exact: true });
    await expect.element(first).toBeVisible();
    // Skipped by `content-visibility: auto` (neither styled nor laid out), yet found in the page.
    const drawn = (el: Element) => el.checkVisibility({ contentVisibilityAuto: true });
    expect(drawn(first.element())).toBe(true);
    expect(last.element().textContent).toBe('Listing 25');
    expect(drawn(last.element())).toBe(false);
    last.element().scrollIntoView();
    await expect.poll(() => drawn(last.element())).toBe(true);
  });

  it('a list past four pages is virtualized once its chunk has come: a few cards in the page, each saying its place', async () => {
    const api = installFakeApi();
    api.on('search-buy', (q) => ok('search-buy', pageOfMany([25, 25, 25, 25, 25, 25], 25, pageOf('search-buy', q), listing)));
    const { screen } = await renderApp(`${MARINA}&pages=5`);
    const list = screen.getByRole('list', { name: /: results$/ });
    await expect.element(screen.getByTestId('results-status')).toHaveTextContent('125 homes for sale shown');
    // Every card until the virtualizer's chunk comes; then only those near the view.
    await expect.poll(() => list.element().querySelector('li')?.getAttribute('aria-setsize')).toBe('125');
    const rendered = list.element().querySelectorAll('li').length;
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    expect(list.element().querySelector('li')?.getAttribute('aria-posinset')).toBe('1');
    window.scrollTo(0, document.documentElement.scrollHeight);
    await expect.element(list.getByText('Listing 125', { exact: true })).toBeInTheDocument();
  });
});
