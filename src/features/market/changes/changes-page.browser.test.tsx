/**
 * The changes view (new listings and price drops) as a person reads it, held to "a figure names
 * its sample": the listings Dar has seen in the place and since when, how many changes, and that
 * the table shows the first of them; a place Dar has never read says so rather than "no changes";
 * an empty period and a failed answer each get their own state; the filters live in the URL and
 * reach the request. Chromium, the whole app, only the network faked.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import type { InsightAnswerOf } from '../../../contract/index.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { fail, insightOk, installFakeApi, type FakeAnswer } from '../../../testing/fake-api.ts';
import { renderApp } from '../../../testing/render-app.tsx';

type Changes = InsightAnswerOf<'insights/listing-changes'>;
const MARINA = '/market/changes?location_id=50';

/** 120 listings seen in Dubai Marina since 1 Sep 2026; 250 changes, of which the answer carries two. */
function changes(over: Partial<Changes> = {}): Changes {
  return {
    success: true,
    locationId: '50',
    search: 'buy',
    since: '2026-11-18T00:00:00Z',
    watchedSince: '2026-09-01T08:00:00Z',
    listingsSeen: 120,
    total: 250,
    listings: [
      {
        id: '11',
        title: 'Marina Gate penthouse',
        address: 'Marina Gate 1, Dubai Marina, Dubai',
        propertyType: 'Penthouse',
        bedrooms: '4',
        sizeSqft: 4000,
        price: { value: 9_000_000, period: 'sell', currency: 'AED' },
        firstSeenAt: '2026-09-02T08:00:00Z',
        isNew: false,
        change: {
          direction: 'reduced',
          from: 10_000_000,
          to: 9_000_000,
          percent: 10,
          at: '2026-11-20T08:00:00Z',
          period: 'sell',
          currency: 'AED',
        },
      },
      {
        id: '12',
        title: null,
        address: 'Marina Gate 2, Dubai Marina, Dubai',
        propertyType: 'Apartment',
        bedrooms: '1',
        sizeSqft: 800,
        price: { value: 1_200_000, period: 'sell', currency: 'AED' },
        firstSeenAt: '2026-11-21T08:00:00Z',
        isNew: true,
        change: null,
      },
    ],
    ...over,
  };
}

function changesApi(answer: () => FakeAnswer) {
  const api = installFakeApi();
  api.name('location', '50', 'Dubai Marina');
  api.on('insights/listing-changes', answer);
  return api;
}

describe('changes view', () => {
  it('names its sample, then lists the largest drops and the new listings, linked to their pages', async () => {
    changesApi(() => insightOk('insights/listing-changes', changes()));
    const { screen } = await renderApp(MARINA);
    await expect
      .element(screen.getByTestId('changes-sample'))
      .toHaveTextContent(
        'Among the 120 listings Dar has seen here since 1 Sep 2026. 250 changes in the period. Showing the first 2; the CSV has them all.',
      );
    const table = screen.getByRole('table', { name: 'Changes, largest price drops first' });
    await expect.element(table.getByTestId('change-reduced')).toHaveTextContent(/^Reduced 10% \(AED 10M to AED 9M\), /);
    await expect.element(table.getByTestId('change-new')).toHaveTextContent('New');
    await expect.element(table.getByRole('link', { name: /Marina Gate penthouse/ })).toHaveAttribute('href', '/property/11');
    // A listing without a title is named by its id.
    await expect.element(table.getByRole('link', { name: /Listing 12/ })).toHaveAttribute('href', '/property/12');
  });

  it('all the changes shown: no "showing the first" claim', async () => {
    changesApi(() => insightOk('insights/listing-changes', changes({ total: 2 })));
    const { screen } = await renderApp(MARINA);
    await expect.element(screen.getByTestId('changes-sample')).toHaveTextContent(/2 changes in the period\.$/);
    expect(screen.getByText(/Showing the first/).elements()).toHaveLength(0);
  });

  it('a place Dar has never read says so, not "no changes"', async () => {
    changesApi(() => insightOk('insights/listing-changes', changes({ watchedSince: null, listingsSeen: 0, total: 0, listings: [] })));
    const { screen } = await renderApp(MARINA);
    await expect.element(screen.getByText('Dar has not read listings here yet')).toBeVisible();
    expect(screen.getByText('No new listings or price drops in this period').elements()).toHaveLength(0);
    expect(screen.getByTestId('changes-sample').elements()).toHaveLength(0);
  });

  it('a watched place with nothing in the period says so, with its sample', async () => {
    changesApi(() => insightOk('insights/listing-changes', changes({ total: 0, listings: [] })));
    const { screen } = await renderApp(MARINA);
    await expect.element(screen.getByText('No new listings or price drops in this period')).toBeVisible();
    await expect
      .element(screen.getByTestId('changes-sample'))
      .toHaveTextContent(/^Among the 120 listings Dar has seen here since 1 Sep 2026\./);
  });

  it('a failed answer is an alert; Retry asks again', async () => {
    let calls = 0;
    const api = changesApi(() => (++calls === 1 ? fail('internal_error') : insightOk('insights/listing-changes', changes())));
    const { screen } = await renderApp(MARINA);
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent('Could not load the changes.');
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect.element(screen.getByTestId('changes-sample')).toBeVisible();
    expect(api.callsTo('insights/listing-changes')).toHaveLength(2);
  });

  it('choosing price drops puts it in the URL and the request', async () => {
    const api = changesApi(() => insightOk('insights/listing-changes', changes()));
    const { screen, router } = await renderApp(MARINA);
    await expect.element(screen.getByTestId('changes-sample')).toBeVisible();
    // The radio itself is visually hidden: a person clicks its label.
    await userEvent.click(screen.getByRole('group', { name: 'Show' }).getByText('Price drops', { exact: true }));
    await expect.element(screen.getByRole('radio', { name: 'Price drops', exact: true })).toBeChecked();
    await expect.poll(() => new URLSearchParams(router.state.location.searchStr).get('change')).toBe('reduced');
    await expect.poll(() => api.callsTo('insights/listing-changes').at(-1)?.get('change')).toBe('reduced');
  });

  it('in Arabic: the sample in Arabic plurals', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      changesApi(() => insightOk('insights/listing-changes', changes({ listingsSeen: 2, total: 3, listings: changes().listings })));
      const { screen } = await renderApp(MARINA);
      const sample = screen.getByTestId('changes-sample');
      await expect.element(sample).toHaveTextContent(/^من بين عقارين رصدتهما دار هنا منذ /);
      await expect.element(sample).toHaveTextContent(/3 تغييرات في هذه الفترة\./);
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
