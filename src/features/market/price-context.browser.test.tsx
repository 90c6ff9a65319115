/**
 * A listing's price among registered transactions, as its page and the compare table show it:
 * the percentile with the sample it is of (how many, what kind, where, which 12 months, or the
 * part held so far while the store is still collecting), a warning when the sample is too small,
 * and a plain reason where there is nothing to compare with. The request carries the listing's
 * own figures (a rent as a yearly figure). Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { insightOk, installFakeApi, ok, type FakeApi } from '../../testing/fake-api.ts';
import { listing, place } from '../../testing/fixtures.ts';
import { collecting, noTrend, priceContext } from '../../testing/insight-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** Listing `n`: a 2-bedroom apartment in Dubai Marina for AED 2,000,000. */
const flat = (n: number, over: Partial<Listing> = {}) =>
  listing(n, {
    price: { value: 2_000_000, currency: 'AED', period: 'sell', is_hidden: false },
    address: { full_name: `Marina Gate ${n}, Dubai Marina, Dubai`, coordinates: { lat: 25.08, lon: 55.14 } },
    ...over,
  });

/** The network of listing pages: these listings by id, Dubai Marina as location 50, `context` as the store's answer. */
function contextApi(listings: Listing[], context = priceContext()): FakeApi {
  const api = installFakeApi();
  api.on('property-details', (q) => ok('property-details', listings.find((l) => l.property_id === q.get('property_id')) ?? listings[0]!));
  api.on('autocomplete-location', () => ok('autocomplete-location', [place(50, 'Dubai Marina')]));
  api.on('insights/price-context', () => insightOk('insights/price-context', context));
  api.on('insights/price-trend', () => insightOk('insights/price-trend', noTrend()));
  return api;
}

describe("a listing's price in context", () => {
  it('places a sale among the same kind of sales of its community, naming the sample', async () => {
    const api = contextApi([flat(7)]);
    const { screen } = await renderApp('/property/7');
    const context = screen.getByTestId('price-percentile');
    await expect.element(context.getByRole('heading', { name: 'Against recent sales' })).toBeVisible();
    await expect
      .element(context.getByText(/^The asking price of/))
      .toHaveTextContent(
        'The asking price of AED 2,000,000 sits at the 62nd percentile of 148 2-bedroom apartment sales in Dubai Marina over the last 12 months: higher than 62% of them.',
      );
    await expect
      .element(context.getByRole('meter', { name: 'Percentile of the asking price: 62nd of 148' }))
      .toHaveAttribute('value', '62');
    await expect.element(context.getByText('Median AED 1,900,000; the middle half between AED 1.5M and AED 2.6M.')).toBeVisible();
    expect(context.getByText(/too few to judge/).elements()).toHaveLength(0);
    expect(Object.fromEntries(api.callsTo('insights/price-context')[0] ?? [])).toEqual({
      location_id: '50',
      transaction_type: 'sold',
      property_type: 'apartment',
      bedrooms: '2',
      price: '2000000',
    });
  });

  it('while the store is still collecting, the sentence says the sample is what is held so far', async () => {
    contextApi([flat(7)], priceContext({ count: 40, coverage: collecting(400, '2026-08-14', '2026-11-24') }));
    const { screen } = await renderApp('/property/7');
    const context = screen.getByTestId('price-percentile');
    await expect
      .element(context.getByText(/^The asking price of/))
      .toHaveTextContent(
        /of 40 2-bedroom apartment sales in Dubai Marina over the last 12 months \(those Dar holds so far, from 14 Aug 2026: collecting goes on\):/,
      );
    await expect
      .element(context.getByTestId('collecting'))
      .toHaveTextContent(/^Collecting sales: 400 held so far, from 14 Aug 2026 to 24 Nov 2026/);
  });

  it('a small sample is flagged as too few to judge by', async () => {
    contextApi([flat(7)], priceContext({ count: 3, percentile: 40 }));
    const { screen } = await renderApp('/property/7');
    const context = screen.getByTestId('price-percentile');
    await expect.element(context.getByText('Only 3 transactions: too few to judge a price by.')).toBeVisible();
    await expect.element(context.getByText(/lower than 60% of them\.$/)).toBeVisible();
  });

  it('a rental is compared with rentals, at its yearly figure', async () => {
    const api = contextApi([flat(8, { price: { value: 10_000, currency: 'AED', period: 'monthly', is_hidden: false } })]);
    const { screen } = await renderApp('/property/8');
    const context = screen.getByTestId('price-percentile');
    await expect.element(context.getByRole('heading', { name: 'Against recent rentals' })).toBeVisible();
    await expect
      .element(context.getByText(/^The asking rent, as a yearly figure, of AED 120,000 sits at the 62nd percentile/))
      .toBeVisible();
    const query = api.callsTo('insights/price-context')[0];
    expect([query?.get('transaction_type'), query?.get('price')]).toEqual(['rented', '120000']);
  });

  it('a community the data does not name is said plainly, and nothing is asked of the store', async () => {
    const api = contextApi([flat(7)]);
    api.on('autocomplete-location', () => ok('autocomplete-location', [place(51, 'Dubai Marina Mall')]));
    const { screen } = await renderApp('/property/7');
    await expect
      .element(screen.getByText(/^No location named/))
      .toHaveTextContent('No location named “Dubai Marina” was found, so this price cannot be compared with transactions there.');
    expect(api.callsTo('insights/price-context')).toHaveLength(0);
  });

  it('the compare table gives each listing its percentile in one line, or the reason there is none', async () => {
    contextApi([flat(7), flat(9, { price: { value: 2_000_000, currency: 'AED', period: 'sell', is_hidden: true } })]);
    const { screen } = await renderApp('/compare?ids=7,9');
    await expect.element(screen.getByTestId('compare-percentile')).toHaveTextContent('62nd percentile of 148 sales in Dubai Marina');
    await expect.element(screen.getByText('— (price not shown)')).toBeVisible();
    expect(screen.getByTestId('compare-percentile').elements()).toHaveLength(1);
  });

  it('in Arabic: the heading, the sample and the small-sample warning', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      contextApi([flat(7)], priceContext({ count: 3, percentile: 40 }));
      const { screen } = await renderApp('/property/7');
      const context = screen.getByTestId('price-percentile');
      await expect.element(context.getByRole('heading', { name: 'مقارنة بالمبيعات الأخيرة' })).toBeVisible();
      await expect.element(context.getByRole('meter', { name: /^مئين سعر الطلب: .* من 3$/ })).toBeVisible();
      // Three takes the Arabic plural for 3 to 10, in Latin digits (the default).
      await expect.element(context.getByText('3 معاملات فقط: عدد أقل من أن يُحكم به على السعر.')).toBeVisible();
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
