/**
 * A link with values its page cannot use opens the page with the rest applied and one calm line
 * naming what was left out (components/LinkNotice.tsx), on any page that reads its URL: a search,
 * a directory, a market view. An inverted price range is swapped and said so. English and Arabic.
 */
import { englishLeft, expect, openFilters, test } from './support.ts';

test('a search link: the bad values named, the rest applied, the line gone after a change', async ({ page }) => {
  const searched = page.waitForRequest((r) => r.url().includes('/api/search-buy?'));
  await page.goto('/buy?location_id=50&bedrooms=2&price_min=-5&property_type=spaceship&page=99999');
  const notice = page.getByTestId('link-notice');
  await expect(notice).toHaveText(
    'Ignored from the link: price minimum “-5” (not an amount), property type “spaceship” (not one we know), page “99999” (not a page we can open).',
  );
  // The rest of the link applies: the place and the bedrooms reach the service; the address keeps them.
  const query = new URL((await searched).url()).searchParams;
  expect([query.get('location_id'), query.get('bedrooms'), query.get('price_min')]).toEqual(['50', '2', null]);
  await expect(page).toHaveURL(/\/buy\?location_id=50&bedrooms=2$/);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();

  await openFilters(page);
  await page.getByLabel('Sort by').selectOption('price_asc');
  await expect(page).toHaveURL(/sort=price_asc/);
  await expect(notice).toHaveCount(0);
});

test('an inverted price range is swapped, and the page says so', async ({ page }) => {
  const searched = page.waitForRequest((r) => r.url().includes('/api/search-buy?'));
  await page.goto('/buy?location_id=50&price_min=5000000&price_max=1000000');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'The price minimum and price maximum were the wrong way round, so they were swapped.',
  );
  const query = new URL((await searched).url()).searchParams;
  expect([query.get('price_min'), query.get('price_max')]).toEqual(['1000000', '5000000']);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
});

test('directories and market views say it the same way', async ({ page }) => {
  await page.goto('/agents?sort=loudest&page=0');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: sort order “loudest” (not one we know), page “0” (not a page we can open).',
  );
  await page.goto('/market/transactions?location_id=50&period=forever&bedrooms=x');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: period “forever” (not one we know), bedrooms “x” (not a number we can use).',
  );
  await page.goto('/market/registry?fromDate=31/02/2026&junk=1');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: start date “31/02/2026” (not a date), “junk” (not used on this page).',
  );
  // A link with nothing wrong says nothing.
  await page.goto('/agents?utm_source=newsletter');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('link-notice')).toHaveCount(0);
});

test('in Arabic', async ({ page }) => {
  await page.goto('/buy?location_id=50&price_min=-5&property_type=spaceship&lang=ar');
  await expect(page.getByTestId('link-notice')).toHaveText(
    'تجاهلنا من الرابط: الحد الأدنى للسعر «-5» (ليس مبلغًا)، نوع العقار «spaceship» (قيمة لا نعرفها).',
  );
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
  await page.goto('/buy?location_id=50&price_min=5000000&price_max=1000000&lang=ar');
  await expect(page.getByTestId('link-notice')).toHaveText('كان الحد الأدنى للسعر والحد الأعلى للسعر معكوسين، فبدّلنا بينهما.');
});
