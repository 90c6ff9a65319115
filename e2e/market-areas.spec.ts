/**
 * Area rankings (/market/areas), end to end on the embedded gateway, in English and Arabic: the
 * server's collector fills the figures in the background; the page ranks places by a figure
 * (by the column headers or the select), caps the median asking price, keeps all of it in the
 * URL, names each figure's sample, says plainly when a link asks for a figure it does not know,
 * opens a place's overview, and downloads the ranking as CSV.
 */
import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import type { AreasAnswer } from '../src/contract/index.ts';
import { englishLeft, expect, test } from './support.ts';

/** The server's figures once every Dubai community's listings are read (the collector runs at start). */
async function dubaiCollected(request: APIRequestContext, query = 'emirate=dubai&bedrooms=1'): Promise<AreasAnswer> {
  let body: AreasAnswer | undefined;
  await expect
    .poll(
      async () => {
        body = (await (await request.get(`/api/insights/areas?${query}`)).json()) as AreasAnswer;
        return body.coverage.listings === body.coverage.places && body.coverage.places > 0;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return body!;
}

const rowIds = (page: Page) => page.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-place')));

test('rank 1-bed Dubai apartments by yield, cap the price, sort by a column, and download the CSV', async ({ page, request }) => {
  test.slow();
  const answer = await dubaiCollected(request);
  const byYield = [...answer.places].sort((a, b) => (b.grossYield?.pct ?? -1) - (a.grossYield?.pct ?? -1));
  await page.goto('/market/areas?emirate=dubai&bedrooms=1');
  await expect(page.getByRole('heading', { level: 1, name: 'Area rankings' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Places ranked by Gross yield, Highest first' });
  await expect(table.locator('tbody tr')).toHaveCount(answer.places.length);
  expect((await rowIds(page))[0]).toBe(byYield[0]!.id);
  // Each figure names its sample; the coverage line says how many places are collected.
  const first = table.locator('tbody tr').first();
  await expect(first.getByText(/^\d+ listings?$/).first()).toBeVisible();
  await expect(first.getByText(/^\d+ sale and \d+ rent listings$/)).toBeVisible();
  await expect(page.getByTestId('areas-coverage')).toContainText(
    `Listings read for ${answer.places.length} of ${answer.places.length} places`,
  );
  await expect(table.getByRole('columnheader', { name: /Gross yield/ })).toHaveAttribute('aria-sort', 'descending');

  // "Under AED 1.5M": the cap is in the URL, and every row left is under it.
  const cap = page.getByLabel('Median asking price at most (AED)');
  await cap.fill('1.5M');
  await cap.press('Enter');
  await expect(page).toHaveURL(/price_max=1500000/);
  const under = answer.places.filter((r) => r.asking?.median != null && r.asking.median <= 1_500_000);
  await expect(table.locator('tbody tr')).toHaveCount(under.length);
  expect(new Set(await rowIds(page))).toEqual(new Set(under.map((r) => r.id)));

  // A column header ranks by its figure; pressing it again turns the order round.
  await table.getByRole('button', { name: 'Rank by Asking price per area' }).click();
  await expect(page).toHaveURL(/figure=askingPsf/);
  const byAsking = [...under].sort((a, b) => b.asking!.psf! - a.asking!.psf!);
  await expect.poll(() => rowIds(page).then((ids) => ids[0])).toBe(byAsking[0]!.id);
  await page.getByRole('table').getByRole('button', { name: 'Rank by Asking price per area' }).click();
  await expect(page).toHaveURL(/dir=asc/);
  await expect.poll(() => rowIds(page).then((ids) => ids[0])).toBe(byAsking.at(-1)!.id);
  await expect(page.getByRole('columnheader', { name: /Asking/ })).toHaveAttribute('aria-sort', 'ascending');

  // The URL holds it all: a reload shows the same ranking.
  await page.reload();
  await expect.poll(() => rowIds(page).then((ids) => ids[0])).toBe(byAsking.at(-1)!.id);
  await expect(page.getByLabel('Median asking price at most (AED)')).toHaveValue('1500000');

  // The CSV is the ranking as shown, with each figure's sample.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('areas-dubai-apartment-1br.csv');
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toMatch(/^id,name,emirate,asking_aed_per_sqft,asking_median_aed,asking_sample,/);
  expect(lines.length - 1).toBe(under.length);
  expect(lines[1]!.split(',')[0]).toBe(byAsking.at(-1)!.id);

  // A place opens its market overview.
  const marina = answer.places.find((r) => r.id === '50');
  if (marina && under.includes(marina)) {
    await page.getByRole('link', { name: 'Open the market overview of Dubai Marina' }).click();
    await expect(page).toHaveURL(/\/market\?location_id=50$/);
  }
});

test('a link with an unknown figure says so and ranks by the default', async ({ page }) => {
  await page.goto('/market/areas?figure=cheapness');
  await expect(page.getByRole('alert')).toContainText(
    'The link asks to rank by “cheapness”, which is not one of the figures here; ranked by Gross yield instead.',
  );
  await expect(page.getByRole('table', { name: /Places ranked by Gross yield/ })).toBeVisible();
});

test('the rankings in Arabic: right to left, Arabic names and words, the samples in Arabic', async ({ page, request }) => {
  test.slow();
  const answer = await dubaiCollected(request);
  await page.goto('/market/areas?emirate=dubai&bedrooms=1&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'ترتيب المناطق' })).toBeVisible();
  const table = page.getByRole('table', { name: 'المناطق مرتبة حسب العائد الإجمالي، الأعلى أولًا' });
  await expect(table.locator('tbody tr')).toHaveCount(answer.places.length);
  await expect(table.getByRole('link', { name: 'افتح نظرة السوق على دبي مارينا' })).toBeVisible();
  await expect(
    table
      .locator('tbody tr')
      .first()
      .getByText(/عرض بيع و.*عرض إيجار/),
  ).toBeVisible();
  await page.goto('/market/areas?figure=cheapness&lang=ar');
  await expect(page.getByRole('alert')).toContainText('«cheapness»');
  expect(await englishLeft(page, ['CSV', 'cheapness'])).toEqual([]);
});
