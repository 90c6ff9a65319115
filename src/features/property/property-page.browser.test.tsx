/**
 * A listing's page as a person opens it: the price, its per-sqft figure and the key facts; what
 * Dar has seen of it ("Seen by Dar since …", a reduced price); the page for a listing the service
 * does not know; a calm error with Retry when the service fails; and the mortgage estimate for a
 * sale with a shown price, never for a rental. Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import type { Listing } from '../../contract/index.ts';
import { userEvent } from 'vitest/browser';
import { readingI18n } from '../../lib/i18n/reading.ts';
import { MORTGAGE_RULES } from '../../shared/mortgage-terms.ts';
import { estimateMortgage } from '../../shared/mortgage.ts';
import { fail, insightOk, installFakeApi, ok, type FakeApi } from '../../testing/fake-api.ts';
import { aed, listing, place } from '../../testing/fixtures.ts';
import { noTrend, priceContext } from '../../testing/insight-fixtures.ts';
import { renderApp } from '../../testing/render-app.tsx';

/** A 2-bedroom apartment in Dubai Marina for AED 2,000,000, 1,250 sqft: AED 1,600 a sqft. */
const MARINA_FLAT = listing(7, {
  title: 'Marina view 2-bed',
  price: { value: 2_000_000, currency: 'AED', period: 'sell', is_hidden: false },
  size: { value: 1250, unit: 'sqft' },
  bedrooms: '2',
  bathrooms: '3',
  address: { full_name: 'Marina Gate 1, Dubai Marina, Dubai', coordinates: { lat: 25.08, lon: 55.14 } },
});

/** The network of a listing page: the details, its place, its price context and an empty trend. */
/**
 * The estimate sits below the fold and is drawn once it nears the viewport (WhenNear): bring each
 * drawing still waiting into view, in turn, until the estimate is on the page.
 */
async function scrollToEstimate(): Promise<void> {
  await expect
    .poll(() => {
      document.querySelector('[data-draw-pending]')?.scrollIntoView({ block: 'center' });
      return document.querySelector('[data-testid="mortgage-loan"]') !== null;
    })
    .toBe(true);
}

function propertyApi(record: Listing = MARINA_FLAT): FakeApi {
  const api = installFakeApi();
  api.on('property-details', () => ok('property-details', record));
  api.on('autocomplete-location', () => ok('autocomplete-location', [place(50, 'Dubai Marina')]));
  api.on('insights/price-context', () => insightOk('insights/price-context', priceContext()));
  api.on('insights/price-trend', () => insightOk('insights/price-trend', noTrend()));
  return api;
}

describe('property page', () => {
  it('shows the title, the price with its price per sqft, and the key facts', async () => {
    propertyApi();
    const { screen } = await renderApp('/property/7');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Marina view 2-bed' })).toBeVisible();
    await expect.element(screen.getByTestId('detail-price')).toHaveTextContent('AED 2,000,000');
    await expect.element(screen.getByTestId('detail-ppsf')).toHaveTextContent('AED 1,600/sqft');
    await expect.element(screen.getByTestId('detail-beds')).toHaveTextContent('2 beds');
    await expect.element(screen.getByTestId('detail-baths')).toHaveTextContent('3 baths');
    await expect.element(screen.getByTestId('detail-size')).toHaveTextContent('1,250 sqft');
    const facts = screen.getByRole('region', { name: 'Key facts' });
    await expect.element(facts.getByText('Price per sqft')).toBeVisible();
    await expect.element(facts.getByText('Marina Gate 1, Dubai Marina, Dubai')).toBeVisible();
  });

  it('says what Dar has seen of the listing: since when, and a reduced price', async () => {
    const api = propertyApi();
    api.on('insights/listing-history', (q) =>
      insightOk('insights/listing-history', {
        success: true,
        listings: [
          {
            id: q.get('ids') ?? '',
            firstSeenAt: '2026-10-03T08:00:00Z',
            lastSeenAt: '2026-11-25T08:00:00Z',
            goneAt: null,
            isNew: false,
            prices: [
              { at: '2026-10-03T08:00:00Z', value: 2_200_000, period: 'sell', currency: 'AED' },
              { at: '2026-11-13T08:00:00Z', value: 2_000_000, period: 'sell', currency: 'AED' },
            ],
            change: {
              direction: 'reduced',
              from: 2_200_000,
              to: 2_000_000,
              percent: 9.1,
              at: '2026-11-13T08:00:00Z',
              period: 'sell',
              currency: 'AED',
            },
          },
        ],
      }),
    );
    const { screen } = await renderApp('/property/7');
    await expect.element(screen.getByTestId('history-seen')).toHaveTextContent('Seen by Dar since 3 Oct 2026');
    await expect.element(screen.getByTestId('history-change')).toHaveTextContent(/^Reduced 9% \(AED 2\.2M to AED 2M\), /);
    // The page asked about this listing only.
    expect(api.callsTo('insights/listing-history').map((q) => q.get('ids'))).toEqual(['7']);
  });

  it('a listing Dar has not seen carries no history line', async () => {
    propertyApi();
    const { screen, queryClient } = await renderApp('/property/7');
    await expect.element(screen.getByTestId('detail-price')).toBeVisible();
    // Once the store has answered that it holds nothing of it:
    await expect
      .poll(() => queryClient.getQueriesData({ queryKey: ['insights', 'insights/listing-history'] }).some(([, data]) => data))
      .toBe(true);
    await expect.element(screen.getByTestId('listing-history')).not.toBeInTheDocument();
    await expect.element(screen.getByText(/Seen by Dar/)).not.toBeInTheDocument();
  });

  it('a listing the service does not know (404) gets the not-found page with ways on, not a crash', async () => {
    const api = installFakeApi();
    api.on('property-details', () => fail('not_found'));
    const { screen } = await renderApp('/property/424242');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
    await expect.element(screen.getByText(/There is no listing 424242\./)).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Search homes for sale' })).toHaveAttribute('href', '/buy');
    expect(screen.getByRole('alert').elements()).toHaveLength(0);
    // A 404 is final: asked once, not retried.
    expect(api.callsTo('property-details')).toHaveLength(1);
  });

  it('a failing service shows a calm error; Retry asks again and shows the listing', async () => {
    const api = propertyApi();
    let calls = 0;
    api.on('property-details', () => (++calls === 1 ? fail('upstream_unavailable') : ok('property-details', MARINA_FLAT)));
    const { screen } = await renderApp('/property/7');
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load this listing.');
    expect(screen.getByRole('heading', { name: 'Listing not found' }).elements()).toHaveLength(0);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Marina view 2-bed' })).toBeVisible();
    expect(api.callsTo('property-details')).toHaveLength(2);
  });

  it('a sale with a shown price gets the mortgage estimate on its price', async () => {
    propertyApi();
    const { screen } = await renderApp('/property/7');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Marina view 2-bed' })).toBeVisible();
    // Not drawn while far below the fold.
    expect(screen.getByRole('region', { name: 'Mortgage estimate' }).elements()).toHaveLength(0);
    await scrollToEstimate();
    const estimate = screen.getByRole('region', { name: 'Mortgage estimate' });
    // Resident expat, first home up to AED 5M: 80% of 2,000,000.
    await expect.element(estimate.getByTestId('mortgage-loan')).toHaveTextContent('AED 1,600,000');
    // The listing's price is the price: the form does not ask for one.
    expect(estimate.getByRole('textbox', { name: /^Price/ }).elements()).toHaveLength(0);
    await expect
      .element(estimate.getByRole('link', { name: 'The same estimate for any price' }))
      .toHaveAttribute('href', expect.stringContaining('price=2000000'));
  });

  it("the listing's estimate follows the buyer: an off-plan listing starts at the off-plan cap, a UAE national's ready first home at 85%", async () => {
    propertyApi({ ...MARINA_FLAT, completion_status: 'off_plan' });
    const { screen } = await renderApp('/property/7');
    await scrollToEstimate();
    const estimate = screen.getByRole('region', { name: 'Mortgage estimate' });
    const input = {
      priceAed: 2_000_000,
      residency: 'resident',
      home: 'first',
      status: 'off_plan',
      ratePercent: 4.5,
      termYears: 25,
    } as const;
    await expect.element(estimate.getByRole('combobox', { name: 'Property' })).toHaveValue('off_plan');
    await expect.element(estimate.getByTestId('mortgage-loan')).toHaveTextContent(aed(estimateMortgage(input).loanAed));
    await userEvent.selectOptions(estimate.getByRole('combobox', { name: 'Property' }), 'ready');
    await userEvent.selectOptions(estimate.getByRole('combobox', { name: 'Buyer' }), 'national');
    const national = estimateMortgage({ ...input, status: 'ready', residency: 'national' });
    await expect.element(estimate.getByTestId('mortgage-loan')).toHaveTextContent(aed(national.loanAed));
    await expect.element(estimate.getByTestId('mortgage-monthly')).toHaveTextContent(aed(national.monthlyAed));
    expect(national.loanAed).toBe(2_000_000 * MORTGAGE_RULES.ltv.national.first.upTo5M);
  });

  it.each([
    ['a rental', { price: { value: 120_000, currency: 'AED', period: 'yearly', is_hidden: false } }],
    ['a sale with its price hidden', { price: { value: 2_000_000, currency: 'AED', period: 'sell', is_hidden: true } }],
  ] as const)('%s gets no mortgage estimate', async (_, over) => {
    propertyApi({ ...MARINA_FLAT, ...over });
    const { screen } = await renderApp('/property/7');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Marina view 2-bed' })).toBeVisible();
    await expect.element(screen.getByRole('region', { name: 'Price in context' })).toBeVisible();
    expect(screen.getByRole('region', { name: 'Mortgage estimate' }).elements()).toHaveLength(0);
  });

  it('in Arabic: the facts, the history line and the not-found page', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      const api = propertyApi();
      api.on('insights/listing-history', () =>
        insightOk('insights/listing-history', {
          success: true,
          listings: [
            {
              id: '7',
              firstSeenAt: '2026-10-03T08:00:00Z',
              lastSeenAt: '2026-11-25T08:00:00Z',
              goneAt: null,
              isNew: false,
              prices: [{ at: '2026-10-03T08:00:00Z', value: 2_000_000, period: 'sell', currency: 'AED' }],
              change: null,
            },
          ],
        }),
      );
      const { screen } = await renderApp('/property/7');
      await expect.element(screen.getByRole('region', { name: 'المعلومات الأساسية' })).toBeVisible();
      await expect.element(screen.getByTestId('history-seen')).toHaveTextContent(/^ترصده دار منذ/);
      api.on('property-details', () => fail('not_found'));
      const missing = await renderApp('/property/424242');
      await expect.element(missing.screen.getByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeVisible();
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
