/**
 * A place is shown by the name the data gives its id, never by what a link says: a crafted
 * `location_name` is ignored, and an id the data has not named is said to be unknown (one not asked
 * about yet, as not read yet).
 */
import { describe, expect, it } from 'vitest';
import { installFakeApi, ok } from '../../testing/fake-api.ts';
import { listing, many } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

describe('names from the data, not the link', () => {
  it("a link's location name is ignored: the heading names the place by the data", async () => {
    const api = installFakeApi();
    api.on('search-buy', () => ok('search-buy', many(2, 1, listing)));
    api.name('location', '50', 'Dubai Marina');
    const { screen, router } = await renderApp('/buy?location_id=50&location_name=Abu%20Dhabi');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Properties for sale in Dubai Marina');
    expect(document.body.textContent).not.toContain('Abu Dhabi');
    // Nor does the link's name survive into the URL the page keeps.
    expect(router.state.location.search).toEqual({ location_id: '50' });
  });

  it('asks once for the brokerages the data has not named, in one request, however long the page stays open', async () => {
    const api = installFakeApi();
    api.on('search-buy', () =>
      ok(
        'search-buy',
        many(6, 1, (n) => listing(n, { broker_id: String(900 + (n % 3)) })),
      ),
    );
    api.name('location', '50', 'Dubai Marina');
    const { screen } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText('Listing 6')).toBeVisible();
    // Longer than the old retries took (four more, 1.5 s apart, for each brokerage).
    await new Promise((resolve) => setTimeout(resolve, 2000));
    // The cards' brokerages in one request (lib/name-batch.ts), not one each.
    const batches = api.callsTo('names/batch').filter((q) => q.get('kind') === 'broker');
    const alone = api
      .callsTo('names')
      .map((q) => q.get('broker_id'))
      .filter(Boolean);
    expect(batches).toHaveLength(1);
    expect(alone).toEqual([]);
    expect(batches[0]!.get('ids')!.split(',').sort()).toEqual(['900', '901', '902']);
  });

  it('an id the data has not named is said to be unknown, never made into a heading', async () => {
    const api = installFakeApi();
    api.on('search-buy', () => ok('search-buy', many(2, 1, listing)));
    const { screen } = await renderApp('/buy?location_id=777&location_name=Palm%20Jumeirah');
    // Said once the answers passing have had their chance to name it (lib/names.ts asks once more when they have landed).
    await expect
      .element(screen.getByTestId('unknown-place'), { timeout: 10_000 })
      .toHaveTextContent('This link names a place we do not know (id 777); the link may be old or mistyped.');
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Properties for sale$/);
    // Its chip says so too (it can be removed); the box to add a place is empty.
    await expect.element(screen.getByTestId('place-chips')).toHaveTextContent(/^Unknown place \(id 777\)/);
    await expect.element(screen.getByRole('combobox', { name: /Add a place/ })).toHaveValue('');
    expect(document.body.textContent).not.toContain('Palm Jumeirah');
  });

  it('a place a market page queued and the data has not been asked about yet is not called unknown: its chip says not read yet', async () => {
    const api = installFakeApi();
    api.notAskedYet('203');
    api.on('search-buy', () => ok('search-buy', many(2, 1, listing)));
    const { screen } = await renderApp('/buy?location_id=203');
    await expect.element(screen.getByTestId('place-chips')).toHaveTextContent(/^Place 203 \(not read yet\)/);
    await expect.element(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Properties for sale$/);
    // Longer than the names' second ask takes once the answers have landed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId('unknown-place').elements()).toHaveLength(0);
    expect(document.body.textContent).not.toMatch(/unknown place/i);
  });
});
