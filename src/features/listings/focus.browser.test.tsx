/**
 * Where keyboard focus goes: it stays in the control a person is using while the results (and the
 * URL) update around it, and moves to the content when a new page opens, as a page load would.
 * Chromium: real focus, as jsdom only approximates it.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { deferred, insightOk, installFakeApi, ok, type FakeApi } from '../../testing/fake-api.ts';
import { listing, many, place } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

const PLACES = [place(50, 'Dubai Marina'), place(51, 'Marina Gate')];

/** Listings numbered by location (location 50: 5001…), so a test sees which search is shown. */
function api(): FakeApi {
  const fake = installFakeApi();
  fake.on('autocomplete-location', (q) =>
    ok(
      'autocomplete-location',
      PLACES.filter((p) => p.name.toLowerCase().includes((q.get('query') ?? '').toLowerCase())),
    ),
  );
  const byLocation = (q: URLSearchParams) => many(3, Number(q.get('location_id')) * 100 + 1, listing);
  fake.on('search-buy', (q) => ok('search-buy', byLocation(q)));
  fake.on('search-rent', (q) => ok('search-rent', byLocation(q)));
  return fake;
}

const focused = () => document.activeElement;

describe('focus', () => {
  it('stays in the location box while each pick updates the URL and the results', async () => {
    const fake = api();
    const { screen, router } = await renderApp('/buy');
    await screen.getByRole('combobox', { name: 'Location' }).click();
    // The plain box hands over to the combobox once its chunk is here (LocationAutocomplete.tsx),
    // at once when reached for: the box followed is the combobox's (its menu named in `aria-controls`).
    await expect.element(screen.getByRole('combobox', { name: 'Location' })).toHaveAttribute('aria-controls');
    // The same box, labelled "Add a place" once one is chosen.
    const input = screen.getByRole('combobox', { name: 'Location' }).element();
    await userEvent.keyboard('marina');
    await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.element(screen.getByText('Listing 5001')).toBeVisible();
    expect(router.state.location.searchStr).toContain('location_id=50');
    expect(focused()).toBe(input);

    // A second pick while the first results are on screen adds a place: one search over both
    // (the server's merged search); the results are replaced, focus stays.
    const held = deferred();
    fake.on('merged/search-buy', () => held.answer);
    await userEvent.keyboard('gate');
    await expect.element(screen.getByRole('option', { name: 'Marina Gate' })).toBeVisible();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect.poll(() => router.state.location.searchStr).toContain('location_id=50,51');
    await expect.element(screen.getByText('Loading homes for sale…')).toBeInTheDocument();
    expect(focused()).toBe(input);
    const place = (id: string, results: number) => ({
      location_id: id,
      results,
      added: results,
      ended: false,
      missing: false,
      asOf: null,
      stale: null,
    });
    held.release(
      insightOk('merged/search-buy', { success: true, page: 1, data: many(3, 5101, listing), places: [place('50', 0), place('51', 3)] }),
    );
    await expect.element(screen.getByText('Listing 5101')).toBeVisible();
    expect(focused()).toBe(input);
  });

  it('stays on a filter that applies at once', async () => {
    api();
    const { screen, router } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText('Listing 5001')).toBeVisible();
    await screen.getByRole('button', { name: 'Edit filters' }).click();
    const sort = screen.getByRole('search', { name: 'Filters' }).getByLabelText('Sort by');
    // From the keyboard: focus the select, and an arrow key picks the next option.
    (sort.element() as HTMLSelectElement).focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.poll(() => router.state.location.searchStr).toContain('sort=featured');
    await expect.element(screen.getByText('Listing 5001')).toBeVisible();
    expect(focused()).toBe(sort.element());
  });

  it('moves to the content when a new page opens', async () => {
    // The data has named location 50 (the link carries its id only).
    api().name('location', '50', 'Dubai Marina');
    const { screen, router } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText('Listing 5001')).toBeVisible();
    // The first page keeps the browser's own start: nothing is focused for the person.
    expect(focused()?.id).not.toBe('main');
    await screen.getByRole('navigation', { name: 'Sale or rent' }).getByRole('link', { name: 'Rent' }).click();
    await expect.poll(() => router.state.location.pathname).toBe('/rent');
    await expect.poll(() => focused()?.id).toBe('main');
    // And the location came along to the new page.
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Properties for rent in Dubai Marina');
  });
});
