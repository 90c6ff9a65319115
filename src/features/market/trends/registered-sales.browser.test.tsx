/**
 * Registered sales on the price trend page, beside the service's trend and the asking prices Dar
 * saw: the ledger's monthly median sale price of the place and type, named with its sample (how
 * many sales, over which window, or the part held while the store is still collecting), its
 * partial months and the reason it is a price and not per sqft, with the table one click away; a
 * commercial type says there are none rather than asking. English and Arabic. Chromium, the whole
 * app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import type { InsightAnswerOf, MonthRow } from '../../../contract/index.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { insightOk, installFakeApi, type FakeAnswer } from '../../../testing/fake-api.ts';
import { collecting, noTrend, transactionInsights } from '../../../testing/insight-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MONTHS: MonthRow[] = [
  { month: '2026-08', count: 9, median: 1_950_000 },
  { month: '2026-09', count: 11, median: 2_000_000 },
  { month: '2026-10', count: 14, median: 2_150_000 },
  { month: '2026-11', count: 6, median: 2_100_000, partial: true },
];

const noAsking = (): InsightAnswerOf<'insights/asking-prices'> => ({
  success: true,
  locationId: '50',
  propertyType: 'apartment',
  listing: 'sale',
  minWeekListings: 3,
  listings: 0,
  weeks: [],
});

function trendsApi(sales: () => FakeAnswer) {
  const api = installFakeApi();
  api.name('location', '50', 'Dubai Marina');
  api.on('insights/price-trend', () => insightOk('insights/price-trend', noTrend()));
  api.on('insights/asking-prices', () => insightOk('insights/asking-prices', noAsking()));
  api.on('insights/transactions', sales);
  return api;
}

describe('registered sales beside the price trend', () => {
  it("draws each month's median sale price and how many, naming the sample, the window and why it is not per sqft", async () => {
    const api = trendsApi(() => insightOk('insights/transactions', transactionInsights({ monthly: MONTHS })));
    const { screen } = await renderApp('/market/trends?location_id=50');
    const figure = screen.getByRole('figure', { name: 'Registered sales: 148 transactions, last 12 months' });
    await expect.element(figure).toBeVisible();
    await expect
      .element(figure)
      .toHaveAccessibleDescription(
        "The median price of each month's registered sales of apartments in Dubai Marina, from the service's transaction records Dar keeps, as a line (AED, left axis), and how many as bars (right axis). The records give no size, so this is the whole price, not per sqft: compare its direction with the figures above, not its level.",
      );
    await expect.element(figure.getByText('Partial months, counted only in part: Nov 2026.')).toBeVisible();
    await figure.getByRole('button', { name: 'Show table' }).click();
    const table = figure.getByRole('table');
    await expect.element(table.getByRole('columnheader').first()).toHaveTextContent('Month');
    await expect.element(table.getByRole('row').nth(3)).toHaveTextContent(/Oct 2026.*14.*AED 2,150,000|Oct 2026.*AED 2,150,000.*14/);
    // Sales of the page's place and type, over the contract's default 12 months.
    expect(Object.fromEntries(api.callsTo('insights/transactions')[0] ?? [])).toEqual({
      location_id: '50',
      transaction_type: 'sold',
      property_type: 'apartment',
      period: '1y',
    });
  });

  it('while the store is still collecting, names the part held and says so', async () => {
    trendsApi(() =>
      insightOk(
        'insights/transactions',
        transactionInsights({
          monthly: MONTHS,
          summary: { count: 40, median: 2_000_000, q1: 1_700_000, q3: 2_300_000, iqr: 600_000 },
          period: { period: '1y', start: '2025-11-25', heldFrom: '2026-08-14', heldTo: '2026-11-24', complete: false, held: true },
          coverage: { sold: collecting(400, '2026-08-14', '2026-11-24'), rented: collecting(0, '2026-08-14', '2026-11-24') },
        }),
      ),
    );
    const { screen } = await renderApp('/market/trends?location_id=50');
    await expect
      .element(screen.getByRole('figure', { name: 'Registered sales: 40 transactions, 14 Aug 2026 to 24 Nov 2026, as held so far' }))
      .toBeVisible();
    await expect.element(screen.getByTestId('collecting')).toHaveTextContent(/^Collecting sales: 400 held so far, from 14 Aug/);
  });

  it('a commercial type has no registered sales: said plainly, never asked for', async () => {
    const api = trendsApi(() => insightOk('insights/transactions', transactionInsights({ monthly: MONTHS })));
    const { screen } = await renderApp('/market/trends?location_id=50&property_type=office-space');
    await expect
      .element(screen.getByText('The service gives registered sales by home type only, not for office spaces, so none are drawn here.'))
      .toBeVisible();
    expect(api.callsTo('insights/transactions')).toHaveLength(0);
  });

  it('in Arabic: the title names the sample and the window, the table its columns', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      trendsApi(() => insightOk('insights/transactions', transactionInsights({ monthly: MONTHS })));
      const { screen } = await renderApp('/market/trends?location_id=50');
      const figure = screen.getByRole('figure', { name: 'المبيعات المسجّلة: 148 صفقة، آخر 12 شهرًا' });
      await expect.element(figure).toBeVisible();
      await expect.element(figure).toHaveAccessibleDescription(/لا تذكر السجلات المساحة، فهذا السعر كاملًا لا لكل قدم²/);
      await figure.getByRole('button', { name: 'عرض الجدول' }).click();
      await expect.element(figure.getByRole('table').getByRole('columnheader').first()).toHaveTextContent('الشهر');
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
