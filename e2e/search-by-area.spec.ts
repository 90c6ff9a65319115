/**
 * Search by area: up to five places in one search, chosen as chips, merged by our server
 * (/api/merged), paged together; "Search this area" on the search map; the places named in the
 * heading and the title, and the communities named on the map; in English and Arabic.
 */
import type { Page } from '@playwright/test';
import { expect, pickLocation, test } from './support.ts';

const cards = (page: Page) => page.getByTestId('listing-card');
const chips = (page: Page) => page.getByTestId('place-chips').getByRole('listitem');

test.use({ viewport: { width: 1280, height: 800 } });

test('two places chosen as chips: one search, merged and paged together, a chip removed by keyboard', async ({ page }) => {
  await page.goto('/buy');
  await pickLocation(page, 'Location', 'Dubai Mar', 'Dubai Marina');
  await expect(page).toHaveURL(/location_id=50$/);
  await pickLocation(page, /Add a place/, 'Downtown', 'Downtown Dubai');
  await expect(page).toHaveURL(/location_id=50,51$/);
  await expect(chips(page)).toHaveText([/^Dubai Marina/, /^Downtown Dubai/]);
  await expect(page.getByRole('combobox', { name: 'Add a place (up to 5)' })).toHaveValue('');

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Dubai Marina and Downtown Dubai');
  await expect(page).toHaveTitle('Properties for sale in Dubai Marina and Downtown Dubai · Dar');
  // One page of each place, Dubai Marina's first: the order chosen.
  await expect(cards(page)).toHaveCount(50);
  await expect(cards(page).first()).toContainText('Dubai Marina');
  await expect(cards(page).nth(25)).toContainText('Downtown Dubai');
  const searched = page.getByTestId('places-searched');
  await expect(searched).toHaveText('Searched 2 places: Dubai Marina, more to load; Downtown Dubai, more to load.');
  // No total is made up: the count is of what is shown.
  await expect(page.getByTestId('results-status')).toHaveText('50 homes for sale shown; more to load.');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page).toHaveURL(/pages=2/);
  await expect(cards(page)).toHaveCount(100);
  const ids = await cards(page).evaluateAll((els) => els.map((el) => el.querySelector('a')?.getAttribute('href')));
  expect(new Set(ids).size).toBe(ids.length);

  // A filter applies to every place, and the places stay as chosen.
  await page.getByRole('group', { name: 'Bedrooms' }).getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/location_id=50,51&bedrooms=2$/);
  await expect.poll(async () => (await cards(page).allTextContents()).every((text) => text.includes('2 beds'))).toBe(true);
  await expect(page.getByTestId('places-searched')).toHaveText(/^Searched 2 places: /);

  // Removed by keyboard: focus stays in the box, on the chip now first.
  await page.getByRole('button', { name: 'Remove Dubai Marina' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/location_id=51&bedrooms=2$/);
  await expect(chips(page)).toHaveText([/^Downtown Dubai/]);
  await expect(page.getByRole('button', { name: 'Remove Downtown Dubai' })).toBeFocused();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale in Downtown Dubai');
  await expect(page.getByTestId('places-searched')).toHaveCount(0);
});

test('a link with more than five places searches the first five and says so; three or more are named with a count', async ({ page }) => {
  await page.goto('/rent?location_id=50,51,200,201,202,203,marina');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: place “marina” (not an id we know the form of), place “203” (more than the page takes at once).',
  );
  await expect(page).toHaveURL(/location_id=50,51,200,201,202(&|$)/);
  await expect(chips(page)).toHaveCount(5);
  await expect(page.getByRole('combobox', { name: /Add a place/ })).toBeDisabled();
  await expect(page.getByText('A search takes up to 5 places: remove one to add another.')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for rent in Dubai Marina, Downtown Dubai and 3 more');
  await expect(page.getByTestId('places-searched')).toHaveText(/^Searched 5 places: Dubai Marina, /);
});

test('"Search this area": the places in the view become the search, and the page says how many', async ({ page }) => {
  await page.goto('/buy?location_id=50');
  await expect(cards(page)).toHaveCount(25);
  const map = page.getByTestId('results-map');
  // The communities are named on the map, under the pins.
  await expect(map.locator('.area-marker--quiet').filter({ hasText: 'Dubai Marina' })).toHaveCount(1);
  await expect(map.locator('.area-marker-icon--quiet:not(.is-crowded)').first()).toBeVisible();

  await page.getByRole('button', { name: 'Search this area' }).click();
  await expect(page).toHaveURL(/location_id=\d+(,\d+){1,4}(&|$)/);
  const searchedIds = new URL(page.url()).searchParams.get('location_id')!.split(',');
  const note = page.getByTestId('area-note');
  await expect(note).toHaveText(
    new RegExp(`^The map's view holds \\d+ of the places we know; the ${searchedIds.length} nearest its centre are searched\\.$`),
  );
  await expect(page.getByTestId('places-searched')).toHaveText(new RegExp(`^Searched ${searchedIds.length} places: `));
  await expect(chips(page)).toHaveCount(searchedIds.length);
  await expect(cards(page).first()).toBeVisible();
});

test('in Arabic: the heading names the places, the places searched and "search this area" in Arabic', async ({ page }) => {
  await page.goto('/buy?location_id=50,51,200&lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات للبيع في Dubai Marina وDowntown Dubai ومكان آخر');
  await expect(page.getByTestId('places-searched')).toHaveText(
    'شمل البحث 3 أماكن: Dubai Marina، المزيد للتحميل؛ Downtown Dubai، المزيد للتحميل؛ Business Bay، المزيد للتحميل.',
  );
  await expect(page.getByRole('button', { name: 'احذف Dubai Marina' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'أضف مكانًا (حتى 5 أماكن)' })).toBeVisible();

  await page.getByRole('button', { name: 'ابحث في هذه المنطقة' }).click();
  await expect(page.getByTestId('area-note')).toHaveText(/^يضم نطاق الخريطة \d+ من الأماكن التي نعرفها؛ يشمل البحث/);
  await expect(page.getByTestId('places-searched')).toHaveText(/^شمل البحث/);
});
