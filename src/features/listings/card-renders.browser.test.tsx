/**
 * A page of cards is drawn once. Answers that arrive after it (the listings' histories, the
 * server's rate table) draw again only what they change: redrawing every card of a page is a long
 * task on a phone (docs/page-speed.md). Card renders are counted through `propertyTypeLabel`, which
 * each card and its type line call as they render. What the list asks once for its cards (a
 * brokerage's name) is not asked by each card.
 */
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { deferred, insightOk, installFakeApi, ok } from '../../testing/fake-api.ts';
import { listing, many } from '../../testing/fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';
import { propertyTypeLabel } from '../../lib/property-type.ts';
import { SHIPPED_FX_TABLE } from '../../shared/units.ts';
import { loadFilterForm } from './filter-form-code.ts';

vi.mock('../../lib/property-type.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../lib/property-type.ts')>();
  return { ...real, propertyTypeLabel: vi.fn(real.propertyTypeLabel) };
});

const CARDS = 6;
const renders = () => vi.mocked(propertyTypeLabel).mock.calls.length;
/** Long enough for anything a change queued to have drawn. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

/**
 * The search's filter form (its own chunk, drawn once here, after the page) names property types
 * too: here before the page, so it is drawn with it and counted once.
 */
async function searchApi() {
  await loadFilterForm();
  const api = installFakeApi();
  api.on('search-buy', () => ok('search-buy', many(CARDS, 1, listing)));
  api.name('location', '50', 'Dubai Marina');
  return api;
}

describe('cards drawn once', () => {
  it("the listings' histories arriving draw their notes, not the cards again", async () => {
    vi.mocked(propertyTypeLabel).mockClear();
    const api = await searchApi();
    const histories = deferred();
    api.on('insights/listing-history', () => histories.answer);
    const { screen } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText(`Listing ${CARDS}`)).toBeVisible();
    await settle();
    const drawn = renders();
    expect(drawn).toBeGreaterThanOrEqual(CARDS);

    histories.release(
      insightOk('insights/listing-history', {
        success: true,
        listings: [
          {
            id: '2',
            firstSeenAt: '2026-11-20T08:00:00Z',
            lastSeenAt: '2026-11-25T08:00:00Z',
            goneAt: null,
            isNew: true,
            prices: [],
            change: null,
          },
        ],
      }),
    );
    await expect.element(screen.getByTestId('listing-history')).toBeVisible();
    await settle();
    expect(renders()).toBe(drawn);
  });

  it('in AED the rate table is not asked for until the currency picker is reached, and arriving draws nothing again', async () => {
    vi.mocked(propertyTypeLabel).mockClear();
    const api = await searchApi();
    const fx = api.holdFxRates();
    const { screen } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText(`Listing ${CARDS}`)).toBeVisible();
    await settle();
    // No figure reads it in AED: neither the table nor its check loads with the page.
    expect(api.fxRatesAsked()).toBe(0);
    const drawn = renders();
    await userEvent.hover(screen.getByRole('combobox', { name: 'Currency' }));
    await expect.poll(() => api.fxRatesAsked()).toBe(1);
    fx.release();
    await settle();
    expect(renders()).toBe(drawn);
  });

  it("a change to euros draws the prices by the server's table, asked for once", async () => {
    const api = await searchApi();
    const fx = api.holdFxRates({ ...SHIPPED_FX_TABLE, date: '2026-11-24', aed_per_unit: { ...SHIPPED_FX_TABLE.aed_per_unit, EUR: 4 } });
    const { screen } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText(`Listing ${CARDS}`)).toBeVisible();
    // The choice is remembered by the browser, which the later test files share.
    onTestFinished(() => localStorage.removeItem('dar.display'));
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'EUR');
    await expect.poll(() => api.fxRatesAsked()).toBe(1);
    fx.release();
    await expect.element(screen.getByTestId('price').first()).toHaveTextContent('EUR 250,250');
    expect(api.fxRatesAsked()).toBe(1);
  });

  it("in euros the prices are converted by the server's table", async () => {
    const api = await searchApi();
    const table = { ...SHIPPED_FX_TABLE, date: '2026-11-24', aed_per_unit: { ...SHIPPED_FX_TABLE.aed_per_unit, EUR: 4 } };
    const fx = api.holdFxRates(table);
    const { screen } = await renderApp('/buy?location_id=50&cur=EUR');
    fx.release();
    // Listing 1 costs AED 1,001,000: EUR 250,250 at 4 AED to the euro (the shipped table says 4.2602).
    await expect.element(screen.getByTestId('price').first()).toHaveTextContent('EUR 250,250');
  });
});

describe('what a card sets up', () => {
  it("a brokerage on every card is asked for once, by the list, and each card's link names it", async () => {
    await loadFilterForm();
    const api = installFakeApi();
    api.on('search-buy', () =>
      ok(
        'search-buy',
        many(CARDS, 1, (n) => listing(n, { broker_id: '77', agent_details: { id: String(n), name: `Agent ${n}` } })),
      ),
    );
    api.name('location', '50', 'Dubai Marina');
    api.name('broker', '77', 'Marina Homes');
    const { screen, queryClient } = await renderApp('/buy?location_id=50');
    await expect.element(screen.getByText(`Listing ${CARDS}`)).toBeVisible();
    await expect
      .poll(() =>
        screen
          .getByTestId('brokerage-link')
          .elements()
          .map((a) => a.textContent),
      )
      .toEqual(Array(CARDS).fill('Marina Homes'));
    // One observer for the brokerage's name, the list's, however many cards show it (one per card before).
    const names = queryClient.getQueryCache().findAll({ queryKey: ['insights', 'names'] });
    const brokerages = names.filter((q) => JSON.stringify(q.queryKey).includes('"77"'));
    expect(brokerages).toHaveLength(1);
    expect(brokerages[0]!.getObserversCount()).toBe(1);
  });
});
