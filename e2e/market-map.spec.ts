/**
 * The market map (/market/map), end to end on the embedded gateway, in English and Arabic: every
 * Dubai community as a coloured circle on the offline basemap with a legend, each circle a button
 * a keyboard reaches whose name announces the place and its figures, Enter opening its overview;
 * the table beside it; the figure and filters in the URL; an unknown figure said plainly.
 */
import type { APIRequestContext } from '@playwright/test';
import type { AreasAnswer } from '../src/contract/index.ts';
import { englishLeft, expect, test } from './support.ts';

async function dubaiCollected(request: APIRequestContext): Promise<AreasAnswer> {
  let body: AreasAnswer | undefined;
  await expect
    .poll(
      async () => {
        body = (await (await request.get('/api/insights/areas?emirate=dubai&bedrooms=1')).json()) as AreasAnswer;
        return body.coverage.listings === body.coverage.places && body.coverage.places > 0;
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return body!;
}

test('every Dubai community on the map, coloured by yield, announced, and opened by keyboard', async ({ page, request }) => {
  test.slow();
  const answer = await dubaiCollected(request);
  const placed = answer.places.filter((r) => r.lat !== null);
  await page.goto('/market/map?emirate=dubai&bedrooms=1&figure=grossYield');
  await expect(page.getByRole('heading', { level: 1, name: 'Market map' })).toBeVisible();
  const map = page.getByRole('region', { name: 'Map of places coloured by Gross yield' });
  await expect(map).toBeVisible();
  await expect(map.locator('.area-marker-icon')).toHaveCount(placed.length);
  // The legend names the figure and its classes; places without it are grey.
  const legend = page.getByRole('figure', { name: 'Legend: Gross yield' });
  await expect(legend.getByRole('listitem')).toHaveCount(6);
  await expect(legend).toContainText('Not collected yet');
  // A circle announces its place and figures, with their samples.
  const marina = answer.places.find((r) => r.id === '50')!;
  const circle = map.getByRole('button', {
    name: /^Dubai Marina: Gross yield \d+(\.\d)?% \(\d+ sale and \d+ rent listings\); Asking price per area AED [\d,]+\/sqft \(\d+ listings?\)/,
  });
  await expect(circle).toHaveCount(1);
  expect(marina.grossYield).not.toBeNull();
  // The table beside it has the same places, highest first.
  const table = page.getByRole('table', { name: 'Places by Gross yield, highest first' });
  await expect(table.locator('tbody tr')).toHaveCount(placed.length);
  const best = [...placed].sort((a, b) => (b.grossYield?.pct ?? -1) - (a.grossYield?.pct ?? -1))[0]!;
  await expect(table.locator('tbody tr').first()).toHaveAttribute('data-place', best.id);
  // The circles are reached by keyboard, and Enter opens the place's overview.
  await circle.focus();
  await expect(circle).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/market\?location_id=50$/);
  // The overview it opens draws the place's supply pipeline (the map's supply figure, by year).
  await expect(
    page.getByRole('region', { name: 'Dubai Marina: supply pipeline' }).getByRole('figure', { name: 'New projects by delivery year' }),
  ).toBeVisible();
});

test('the figure is in the URL; an unknown one is said plainly and the map still drawn', async ({ page }) => {
  await page.goto('/market/map?emirate=dubai');
  await page.getByLabel('Colour by').selectOption('change12m');
  await expect(page).toHaveURL(/figure=change12m/);
  await expect(page.getByRole('figure', { name: 'Legend: 12-month change' })).toBeVisible();
  await page.goto('/market/map?emirate=dubai&figure=heat');
  await expect(page.getByRole('alert')).toContainText(
    'The link asks to rank by “heat”, which is not one of the figures here; ranked by Asking price per area instead.',
  );
  await expect(page.getByRole('region', { name: 'Map of places coloured by Asking price per area' })).toBeVisible();
});

test('the market map in Arabic: right to left, circles announced in Arabic', async ({ page, request }) => {
  test.slow();
  await dubaiCollected(request);
  await page.goto('/market/map?emirate=dubai&bedrooms=1&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'خريطة السوق' })).toBeVisible();
  const map = page.getByRole('region', { name: 'خريطة المناطق ملوّنة حسب سعر الطلب لكل وحدة مساحة' });
  await expect(map.getByRole('button', { name: /^دبي مارينا: سعر الطلب لكل وحدة مساحة/ })).toHaveCount(1);
  await expect(page.getByRole('figure', { name: 'مفتاح الخريطة: سعر الطلب لكل وحدة مساحة' })).toBeVisible();
  expect(await englishLeft(page, ['Tab', 'Enter'])).toEqual([]);
});
