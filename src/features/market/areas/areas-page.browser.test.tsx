/**
 * The area rankings as a person reads them: places in the order of the figure chosen (places not
 * collected yet last, saying so), each figure with its sample beneath it, a coverage line that
 * says how many places have each figure, the price cap leaving out (and counting) places without
 * an asking sample, an unknown figure in a link named plainly, and a failed answer with Retry.
 * Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { AreaRow, InsightAnswerOf } from '../../../contract/index.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { fail, insightOk, installFakeApi, type FakeAnswer } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const READ = '2026-11-25T06:00:00Z';

/** A place with every figure collected: asking `psf` a sqft (median price `median`), a `yieldPct` gross yield. */
function collected(id: string, name: string, psf: number, median: number, yieldPct: number, salesComplete: boolean): AreaRow {
  return {
    id,
    name,
    nameAr: `${name} (ar)`,
    emirate: 'dubai',
    lat: 25.1,
    lon: 55.2,
    priceLevel: { psf, change12m: 0.05, from: '2025-11', to: '2026-10', months: 12, bedroomCategories: 1, syncedAt: READ },
    asking: { psf, median, sample: 40, pages: 2, syncedAt: READ },
    rent: { psf: (psf * yieldPct) / 100, median: median * (yieldPct / 100), sample: 25, pages: 2, syncedAt: READ },
    grossYield: { pct: yieldPct, saleSample: 40, rentSample: 25 },
    sales: {
      count: 310,
      median,
      from: '2025-11-25',
      to: '2026-11-24',
      complete: salesComplete,
      state: salesComplete ? 'complete' : 'collecting',
    },
    supply: {
      total: 4,
      byYear: [
        { year: 2027, projects: 3 },
        { year: 2028, projects: 1 },
      ],
      undated: 0,
      pages: 1,
      syncedAt: READ,
    },
  };
}

/** A place the collector has not reached yet. */
const notYet = (id: string, name: string): AreaRow => ({
  id,
  name,
  nameAr: null,
  emirate: 'dubai',
  lat: null,
  lon: null,
  priceLevel: null,
  asking: null,
  rent: null,
  grossYield: null,
  sales: null,
  supply: null,
});

const PLACES = [
  collected('1', 'Arjan', 1_100, 900_000, 7.4, false),
  notYet('3', 'Al Barsha'),
  collected('2', 'Dubai Marina', 2_000, 2_100_000, 5.2, true),
];

const answer = (places: AreaRow[]): InsightAnswerOf<'insights/areas'> => ({
  success: true,
  asOf: READ,
  emirate: 'dubai',
  propertyType: 'apartment',
  bedrooms: 1,
  places,
  coverage: { places: places.length, priceLevel: 2, listings: 2, sales: 2, supply: 2 },
});

function areasApi(reply: () => FakeAnswer = () => insightOk('insights/areas', answer(PLACES))) {
  const api = installFakeApi();
  api.on('insights/areas', reply);
  return api;
}

const URL_1BED = '/market/areas?emirate=dubai&bedrooms=1';

/** The place names of the table's rows, top to bottom. */
const placeOrder = () => [...document.querySelectorAll('tbody tr[data-place] th')].map((th) => th.querySelector('span')?.textContent);

describe('area rankings', () => {
  it('ranks by gross yield, highest first, each figure with its sample; places not collected last, saying so', async () => {
    const api = areasApi();
    const { screen } = await renderApp(URL_1BED);
    const table = screen.getByRole('table', { name: 'Places ranked by Gross yield, Highest first' });
    await expect.element(table).toBeVisible();
    expect(placeOrder()).toEqual(['Arjan', 'Dubai Marina', 'Al Barsha']);
    const arjan = table.getByRole('row').filter({ hasText: 'Arjan' });
    await expect.element(arjan).toHaveTextContent('7.4%');
    await expect.element(arjan).toHaveTextContent('40 sale and 25 rent listings');
    // Its sales are still being collected: the count says it is what is held so far.
    await expect.element(arjan).toHaveTextContent('held so far, from 25 Nov 2025');
    await expect.element(table.getByRole('row').filter({ hasText: 'Dubai Marina' })).not.toHaveTextContent('held so far');
    await expect.element(table.getByRole('row').filter({ hasText: 'Al Barsha' })).toHaveTextContent('Not collected yet');
    await expect
      .element(screen.getByTestId('areas-coverage'))
      .toHaveTextContent(/^Listings read for 2 of 3 places, price levels for 2, registered sales held for 2 /);
    expect(Object.fromEntries(api.callsTo('insights/areas')[0] ?? [])).toMatchObject({ emirate: 'dubai', bedrooms: '1' });
  });

  it('a column header ranks by its figure, and again the other way', async () => {
    areasApi();
    const { screen, router } = await renderApp(URL_1BED);
    await userEvent.click(screen.getByRole('button', { name: 'Rank by Asking price per area' }));
    await expect.element(screen.getByRole('table', { name: 'Places ranked by Asking price per area, Highest first' })).toBeVisible();
    expect(placeOrder()).toEqual(['Dubai Marina', 'Arjan', 'Al Barsha']);
    expect(new URLSearchParams(router.state.location.searchStr).get('figure')).toBe('askingPsf');
    await userEvent.click(screen.getByRole('button', { name: 'Rank by Asking price per area' }));
    await expect.element(screen.getByRole('table', { name: 'Places ranked by Asking price per area, Lowest first' })).toBeVisible();
    expect(placeOrder()).toEqual(['Arjan', 'Dubai Marina', 'Al Barsha']);
  });

  it('a price cap keeps the places under it and counts those it cannot judge', async () => {
    areasApi();
    const { screen } = await renderApp(`${URL_1BED}&price_max=1000000`);
    await expect.element(screen.getByText('1 place without an asking price sample is not shown under the price cap.')).toBeVisible();
    expect(placeOrder()).toEqual(['Arjan']);
  });

  it('a link naming an unknown figure says so and ranks by the default', async () => {
    areasApi();
    const { screen } = await renderApp(`${URL_1BED}&figure=happiness`);
    await expect
      .element(screen.getByRole('alert'))
      .toHaveTextContent('The link asks to rank by “happiness”, which is not one of the figures here; ranked by Gross yield instead.');
    await expect.element(screen.getByRole('table', { name: 'Places ranked by Gross yield, Highest first' })).toBeVisible();
  });

  it('nothing collected yet says so for every place', async () => {
    areasApi(() => insightOk('insights/areas', answer([notYet('3', 'Al Barsha'), notYet('4', 'Al Furjan')])));
    const { screen } = await renderApp(URL_1BED);
    await expect
      .element(screen.getByTestId('areas-coverage'))
      .toHaveTextContent('Nothing collected yet for these 2 places: Dar collects them in the background, a few each hour.');
  });

  it('a failed answer is an alert; Retry asks again', async () => {
    let calls = 0;
    const api = areasApi(() => (++calls === 1 ? fail('internal_error') : insightOk('insights/areas', answer(PLACES))));
    const { screen } = await renderApp(URL_1BED);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load the area figures.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByRole('table', { name: /^Places ranked by/ })).toBeVisible();
    expect(api.callsTo('insights/areas')).toHaveLength(2);
  });

  it('in Arabic: places by their Arabic names, and "not collected yet" in Arabic', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      areasApi();
      const { screen } = await renderApp(URL_1BED);
      await expect.element(screen.getByText('Arjan (ar)')).toBeVisible();
      // A place the data gives no Arabic name keeps its own.
      await expect.element(screen.getByRole('row').filter({ hasText: 'Al Barsha' })).toHaveTextContent('لم تُجمع بعد');
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
