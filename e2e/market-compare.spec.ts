/**
 * Compare areas (/market/compare), end to end on the embedded gateway, in English and Arabic:
 * the three highest 1-bed yields of Dubai, picked from the rankings, side by side (a trend line
 * each, every figure with its sample); a place added and removed by its chip, all in the URL; a
 * link naming too many places or something that is not a place id said plainly.
 */
import type { APIRequestContext } from '@playwright/test';
import type { AreasAnswer } from '../src/contract/index.ts';
import { englishLeft, expect, pickLocation, test } from './support.ts';

async function dubaiCollected(request: APIRequestContext): Promise<AreasAnswer> {
  let body: AreasAnswer | undefined;
  await expect
    .poll(
      async () => {
        body = (await (await request.get('/api/insights/areas?emirate=dubai&bedrooms=1')).json()) as AreasAnswer;
        return body.coverage.listings === body.coverage.places && body.coverage.priceLevel === body.coverage.places;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return body!;
}

test('the three highest 1-bed yields, from the rankings to a comparison; a place added and removed', async ({ page, request }) => {
  test.slow();
  const answer = await dubaiCollected(request);
  const top = [...answer.places].sort((a, b) => (b.grossYield?.pct ?? -1) - (a.grossYield?.pct ?? -1)).slice(0, 3);
  await page.goto('/market/areas?emirate=dubai&bedrooms=1');
  await page.getByRole('link', { name: 'Compare the first 3' }).click();
  await expect(page).toHaveURL(new RegExp(`/market/compare\\?ids=${top.map((r) => r.id).join(',')}&bedrooms=1$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Compare areas' })).toBeVisible();
  const chips = page.getByRole('list', { name: 'Places compared' }).getByRole('listitem');
  await expect(chips).toHaveText(top.map((r) => `${r.name}×`));
  // One trend line per place, and every figure with its sample.
  const chart = page.getByRole('figure', { name: 'Price level per month' });
  await expect(chart.locator('.chart-line')).toHaveCount(3);
  const table = page.getByRole('table', { name: 'The figures side by side' });
  await expect(table.getByRole('columnheader')).toHaveText(['Figure', ...top.map((r) => r.name)]);
  await expect(table.getByRole('row', { name: /^Gross yield/ }).getByText(/^\d+ sale and \d+ rent listings$/)).toHaveCount(3);
  // Remove one, add one: the URL follows.
  await page.getByRole('button', { name: `Remove ${top[2]!.name}` }).click();
  await expect(chips).toHaveCount(2);
  await expect(page).toHaveURL(new RegExp(`ids=${top[0]!.id},${top[1]!.id}&`));
  await pickLocation(page, 'Add a place to compare', 'Dubai Mar', 'Dubai Marina');
  await expect(chips).toHaveCount(3);
  await expect(page).toHaveURL(/ids=[\d,]+,50&/);
});

test('a link with too many places, one place, or a bad id keeps the places it can and says what it left out', async ({ page }) => {
  const places = page.getByRole('list', { name: 'Places compared' }).getByRole('listitem');
  await page.goto('/market/compare?ids=50,51,200,201,202');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: items to compare “202” (more than the page takes at once).',
  );
  await expect(places).toHaveCount(4);
  await expect(page).toHaveURL(/ids=50,51,200,201$/);
  await expect(page.getByText('4 places are compared: remove one to add another.')).toBeVisible();
  await page.goto('/market/compare?ids=50,marina,%3Cs%3E');
  // `<s>` is not repeated on the page: the notice names the key alone.
  await expect(page.getByTestId('link-notice')).toHaveText('Ignored from the link: items to compare (not an id we know the form of).');
  await expect(places).toHaveCount(1);
  await expect(page.getByRole('combobox', { name: 'Add a place to compare' })).toBeEnabled();
  await expect(page.getByRole('status').filter({ hasText: 'Choose at least two places to compare (up to 4).' })).toBeVisible();
  await page.goto('/market/compare?ids=50');
  await expect(page.getByRole('status').filter({ hasText: 'Choose at least two places to compare (up to 4).' })).toBeVisible();
  // An id the catalogue does not hold: the server's clear 400, shown as such.
  await page.goto('/market/compare?ids=50,999999');
  await expect(page.getByText(/999999/).first()).toBeVisible();
});

test('the comparison in Arabic: right to left, Arabic names and words', async ({ page, request }) => {
  test.slow();
  await dubaiCollected(request);
  await page.goto('/market/compare?ids=50,51&bedrooms=1&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'مقارنة المناطق' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'إزالة دبي مارينا' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'الأرقام جنبًا إلى جنب' }).getByRole('columnheader')).toHaveText([
    'الرقم',
    'دبي مارينا',
    'وسط مدينة دبي',
  ]);
  await expect(page.getByRole('figure', { name: 'مستوى الأسعار شهريًا' }).locator('.chart-line')).toHaveCount(2);
  expect(await englishLeft(page, ['AED'])).toEqual([]);
});
