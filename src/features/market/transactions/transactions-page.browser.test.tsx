/**
 * The transactions view as a person reads it, held to "a figure names its sample": a place the
 * store holds whole shows its figures under the whole period's labels; a place still being
 * collected says what is held so far ("Collecting sales: 400 held so far, from … to …") and never
 * labels that part as the whole period; no sales says so; a failed answer is an alert whose Retry
 * works. Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import type { TransactionInsights } from '../../../contract/index.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { fail, insightOk, installFakeApi, type FakeAnswer } from '../../../testing/fake-api.ts';
import { collecting, coverage, recordsPage, transactionInsights } from '../../../testing/insight-fixtures.ts';
import { renderApp } from '../../../testing/render-app.tsx';

const MARINA = '/market/transactions?location_id=50';

/** The view's network: the figures as `answer` gives them, no records, and location 50 named Dubai Marina. */
function transactionsApi(answer: () => FakeAnswer) {
  const api = installFakeApi();
  api.name('location', '50', 'Dubai Marina');
  api.on('insights/transactions', answer);
  api.on('insights/transaction-records', () => insightOk('insights/transaction-records', recordsPage()));
  return api;
}

/** What a place 400 sales into being collected answers: the part held, 14 Aug to 24 Nov 2026. */
function collectingAnswer(): TransactionInsights {
  const held = collecting(400, '2026-08-14', '2026-11-24');
  return transactionInsights({
    period: { period: '1y', start: '2025-11-25', heldFrom: '2026-08-14', heldTo: '2026-11-24', complete: false, held: true },
    summary: { count: 400, median: 1_950_000, q1: 1_500_000, q3: 2_700_000, iqr: 1_200_000 },
    coverage: { sold: held, rented: coverage() },
  });
}

/** What a place answers before a page of it is read: collecting waits for the day's budget. */
function nothingHeld(): TransactionInsights {
  const waiting = coverage({
    state: 'waiting_for_budget',
    complete: false,
    from: null,
    syncedAt: null,
    records: 0,
    oldest: null,
    newest: null,
    pagesSpent: 0,
  });
  return transactionInsights({
    period: { period: '1y', start: '2025-11-25', heldFrom: null, heldTo: null, complete: false, held: false },
    summary: { count: 0, median: null, q1: null, q3: null, iqr: null },
    momentum: [],
    monthly: [],
    byBedrooms: [],
    coverage: { sold: waiting, rented: waiting },
  });
}

describe('transactions view', () => {
  it('a place held whole: the figures under the whole period, and where they come from', async () => {
    transactionsApi(() => insightOk('insights/transactions', transactionInsights()));
    const { screen } = await renderApp(MARINA);
    const coverageNote = screen.getByTestId('coverage');
    await expect
      .element(coverageNote)
      .toHaveTextContent(
        'Every sale our data provider lists from 25 Nov 2025, 148 held; last read from our data provider 25 Nov 2026, 10:00 UTC.',
      );
    const figures = screen.getByRole('main').getByRole('definition');
    await expect.element(figures.filter({ hasText: /^148$/ })).toBeVisible();
    await expect.element(screen.getByText('All in the period')).toBeVisible();
    await expect.element(screen.getByText('AED 2,100,000', { exact: true }).first()).toBeVisible();
    await expect.element(screen.getByText(/Dubai Marina .*last 12 months\.$/).first()).toBeInTheDocument();
    expect(screen.getByTestId('collecting').elements()).toHaveLength(0);
    expect(screen.getByText('Those held so far; more exist').elements()).toHaveLength(0);
  });

  it('a place still being collected names its sample: what is held, from when to when, never the whole period', async () => {
    transactionsApi(() => insightOk('insights/transactions', collectingAnswer()));
    const { screen } = await renderApp(MARINA);
    await expect
      .element(screen.getByTestId('collecting'))
      .toHaveTextContent('Collecting sales: 400 held so far, from 14 Aug 2026 to 24 Nov 2026; complete soon.');
    await expect
      .element(
        screen
          .getByRole('main')
          .getByRole('definition')
          .filter({ hasText: /^400\+$/ }),
      )
      .toBeVisible();
    await expect.element(screen.getByText('Those held so far; more exist')).toBeVisible();
    // The charts describe the part held, not "the last 12 months".
    await expect.element(screen.getByText(/14 Aug 2026 to 24 Nov 2026, as held so far\.$/).first()).toBeInTheDocument();
    expect(screen.getByText(/last 12 months\.$/).elements()).toHaveLength(0);
    expect(screen.getByText('All in the period').elements()).toHaveLength(0);
    // The coverage line of a whole place is not claimed either; a Refresh is offered instead.
    expect(screen.getByText(/^Every sale our data provider lists/).elements()).toHaveLength(0);
    await expect.element(screen.getByTestId('coverage').getByRole('button', { name: 'Refresh' })).toBeVisible();
  });

  it('nothing held yet, collecting waiting for the budget: says so, and promises no window or completion it cannot know', async () => {
    transactionsApi(() => insightOk('insights/transactions', nothingHeld()));
    const { screen } = await renderApp(MARINA);
    await expect
      .element(screen.getByTestId('collecting'))
      .toHaveTextContent("Collecting sales has not started yet: it waits for the day's data budget and starts soon.");
    await expect.element(screen.getByText('No sold transactions among those held so far')).toBeVisible();
    await expect.element(screen.getByText(/, nothing held yet\.$/).first()).toBeInTheDocument();
    expect(screen.getByText(/ to —|last 12 months/).elements()).toHaveLength(0);
  });

  it('a place not asked about yet (the budget waits) is not called unknown: no notice, and named as not read yet', async () => {
    const api = installFakeApi();
    api.notAskedYet('203');
    api.on('insights/transactions', () => insightOk('insights/transactions', nothingHeld()));
    api.on('insights/transaction-records', () => insightOk('insights/transaction-records', recordsPage()));
    const { screen } = await renderApp('/market/transactions?location_id=203');
    await expect.element(screen.getByTestId('collecting')).toBeVisible();
    await expect.element(screen.getByText(/^The median price of each month in place 203 \(not read yet\)/)).toBeInTheDocument();
    // Longer than the names' second ask takes once the answers have landed.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(screen.getByTestId('unknown-place').elements()).toHaveLength(0);
    expect(document.body.textContent).not.toContain('unknown place');
  });

  it('no sales in the period: says so, with a way to widen it', async () => {
    transactionsApi(() =>
      insightOk(
        'insights/transactions',
        transactionInsights({
          summary: { count: 0, median: null, q1: null, q3: null, iqr: null },
          momentum: [],
          monthly: [],
          byBedrooms: [],
        }),
      ),
    );
    const { screen } = await renderApp(MARINA);
    await expect.element(screen.getByText('No sold transactions in the last 12 months')).toBeVisible();
    await expect.element(screen.getByText('Try a longer period or fewer filters.')).toBeVisible();
    expect(screen.getByText('All in the period').elements()).toHaveLength(0);
  });

  it('a failed answer is an alert; Retry asks again and shows the figures', async () => {
    let calls = 0;
    const api = transactionsApi(() =>
      ++calls === 1 ? fail('upstream_unavailable') : insightOk('insights/transactions', transactionInsights()),
    );
    const { screen } = await renderApp(MARINA);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load transactions.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByText('All in the period')).toBeVisible();
    expect(api.callsTo('insights/transactions')).toHaveLength(2);
    expect(api.callsTo('insights/transactions')[0]?.get('location_id')).toBe('50');
  });

  it('in Arabic: the collecting note and the partial sample', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      transactionsApi(() => insightOk('insights/transactions', collectingAnswer()));
      const { screen } = await renderApp(MARINA);
      await expect.element(screen.getByTestId('collecting')).toHaveTextContent(/^جارٍ جمع عمليات البيع: 400 محفوظة حتى الآن، من /);
      await expect.element(screen.getByText('المحفوظ حتى الآن؛ وهناك المزيد')).toBeVisible();
      expect(screen.getByText('كل معاملات الفترة').elements()).toHaveLength(0);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
