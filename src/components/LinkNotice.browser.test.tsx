/**
 * A link with values its page cannot use: the page opens with the rest applied and one line
 * naming what was left out and why (the router has already tidied the address by the first
 * render, so the line comes from the address the page was opened at). It goes with the reader's
 * first change. English and Arabic.
 */
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { installFakeApi, ok, type FakeApi } from '../testing/fake-api.ts';
import { listing, many } from '../testing/fixtures.ts';
import { renderApp } from '../testing/render-app.tsx';
import { readingI18n } from '../lib/i18n/reading.ts';

const BAD_LINK = '/buy?location_id=50&bedrooms=2&price_min=-5&property_type=spaceship&page=99999';

/** The query of the last search the page sent. */
const lastQuery = (api: FakeApi) => api.calls.filter((c) => c.endpoint === 'search-buy').at(-1)?.query ?? new URLSearchParams();

function listingsApi() {
  const api = installFakeApi();
  api.on('search-buy', () => ok('search-buy', many(3, 1, listing)));
  api.name('location', '50', 'Dubai Marina');
  return api;
}

describe('what a link asked for that its page left out', () => {
  it('is named in one line, the rest applied, and goes with the first change', async () => {
    const api = listingsApi();
    const { screen, router } = await renderApp(BAD_LINK);
    const notice = screen.getByTestId('link-notice');
    await expect
      .element(notice)
      .toHaveTextContent(
        'Ignored from the link: price minimum “-5” (not an amount), property type “spaceship” (not one we know), page “99999” (not a page we can open).',
      );
    await expect.element(notice).toHaveAttribute('role', 'status');
    // What the link wrote is quoted as written: never translated, in its own direction.
    expect([...notice.element().querySelectorAll('bdi[translate="no"]')].map((b) => b.textContent)).toEqual(['-5', 'spaceship', '99999']);
    // The rest of the link applies: the place and the bedrooms reached the service.
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    expect(lastQuery(api).get('bedrooms')).toBe('2');
    expect(router.state.location.search).toEqual({ location_id: '50', bedrooms: '2' });

    // The reader's own change: the line has said its piece.
    await screen.getByRole('button', { name: /^Edit filters/ }).click();
    await userEvent.selectOptions(screen.getByRole('search', { name: 'Filters' }).getByLabelText('Sort by'), 'price_asc');
    await expect.poll(() => router.state.location.search).toMatchObject({ sort: 'price_asc' });
    await expect.element(screen.getByTestId('link-notice')).not.toBeInTheDocument();
  });

  it('says an inverted price range was swapped, and searches the swapped range', async () => {
    const api = listingsApi();
    const { screen } = await renderApp('/buy?location_id=50&price_min=5000000&price_max=1000000');
    await expect
      .element(screen.getByTestId('link-notice'))
      .toHaveTextContent('The price minimum and price maximum were the wrong way round, so they were swapped.');
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    const query = lastQuery(api);
    expect([query.get('price_min'), query.get('price_max')]).toEqual(['1000000', '5000000']);
  });

  it('says nothing for a link with nothing wrong', async () => {
    listingsApi();
    const { screen } = await renderApp('/buy?location_id=50&bedrooms=2&utm_source=newsletter');
    await expect.element(screen.getByText('Listing 1')).toBeVisible();
    expect(screen.getByTestId('link-notice').elements()).toHaveLength(0);
  });

  it('reads in Arabic', async () => {
    await readingI18n().changeLanguage('ar');
    try {
      listingsApi();
      const { screen } = await renderApp(BAD_LINK);
      await expect
        .element(screen.getByTestId('link-notice'))
        .toHaveTextContent(
          'تجاهلنا من الرابط: الحد الأدنى للسعر «-5» (ليس مبلغًا)، نوع العقار «spaceship» (قيمة لا نعرفها)، الصفحة «99999» (ليست صفحة يمكن فتحها).',
        );
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});
