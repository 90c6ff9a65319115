/**
 * Saved items read in Arabic, right to left: save a listing by its Arabic button name and find it
 * on the Saved page, save a search and see it named in Arabic there, compare two listings side by
 * side and share the comparison, and the mortgage page. No English is left on any of these pages
 * once their data is shown (listing titles and places are data, kept as sent), and axe finds no
 * violation on the directory, Saved and compare pages read right to left.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { englishLeft, expect, test } from './support.ts';

async function openInArabic(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

/** The first agent's page, with its listings shown. */
async function openAnAgent(page: Page) {
  await openInArabic(page, '/agents');
  await page.getByTestId('agent-card').first().locator('h3 a').click();
  await expect(page).toHaveURL(/\/agents\/\d+/);
  const listings = page.getByTestId('owner-listing-card');
  await expect(listings.first()).toBeVisible();
  return listings;
}

test('save a listing by its Arabic name and find it on the Saved page, no English left', async ({ page }) => {
  const listings = await openAnAgent(page);
  const card = listings.first();
  const title = await card.locator('h3').innerText();
  await card.getByRole('button', { name: `حفظ العقار: ${title}` }).click();
  await expect(card.getByRole('button', { name: `محفوظ: ${title}` })).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/saved');
  await expect(page.getByRole('heading', { level: 1, name: 'المحفوظات' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^العقارات المحفوظة \((1|١)\)$/ })).toBeVisible();
  const saved = page.getByRole('list', { name: 'العقارات المحفوظة' });
  await expect(saved.getByRole('link', { name: title })).toBeVisible();
  await expect(saved.getByTestId('saved-listing').first()).toContainText('حُفظ في');
  await expect(page.getByRole('heading', { name: 'شوهدت مؤخرًا' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'تصدير المحفوظات' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test('save a search and see it on the Saved page, named in Arabic with its place as sent', async ({ page }) => {
  await openInArabic(page, '/buy?location_id=50');
  await page.getByRole('button', { name: 'حفظ البحث' }).click();
  await expect(page.getByRole('button', { name: 'تم حفظ البحث' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('تم حفظ البحث. ستعرض صفحة المحفوظات ما يستجد من الآن.')).toBeVisible();

  await page.goto('/saved');
  const search = page.getByTestId('saved-search');
  await expect(search.getByRole('link', { name: 'عقارات للبيع في Dubai Marina' })).toBeVisible();
  await expect(search.getByTestId('new-count')).toHaveText('لا نتائج جديدة');
  await expect(search.getByText('بلا فلاتر')).toBeVisible();
  await expect(search.getByRole('button', { name: 'حذف البحث المحفوظ عقارات للبيع في Dubai Marina' })).toBeVisible();
  // The feed's format is named as the reader knows it, as CSV is elsewhere.
  expect(await englishLeft(page, ['Atom'])).toEqual([]);
});

test('compare two listings in Arabic and share the comparison, no English left', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  const listings = await openAnAgent(page);
  const titles: string[] = [];
  for (let i = 0; i < 2; i++) {
    const card = listings.nth(i);
    const title = await card.locator('h3').innerText();
    titles.push(title);
    await card.getByRole('button', { name: `مقارنة: ${title}` }).click();
    await expect(card.getByRole('button', { name: `مقارنة: ${title}` })).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'عقارات للمقارنة' });
  await expect(tray).toContainText(/تم اختيار (2|٢) من (4|٤)/);
  expect(await englishLeft(page)).toEqual([]);
  await tray.getByRole('link', { name: 'قارن عقارين' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'مقارنة العقارات' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(2);
  for (const title of titles) await expect(table.getByRole('link', { name: title })).toBeVisible();
  for (const name of ['السعر', 'المساحة', 'غرف النوم', 'الحمامات', 'النوع', 'الموقع']) {
    await expect(table.getByRole('rowheader', { name, exact: true })).toBeVisible();
  }
  // No listing here states its completion: the row is left out.
  await expect(table.getByRole('rowheader', { name: 'حالة الإنجاز', exact: true })).toHaveCount(0);
  // The sticky first column sits on the start side: the right, read right to left.
  const priceRow = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'السعر', exact: true }) });
  const header = priceRow.getByRole('rowheader');
  const cell = priceRow.getByRole('cell').first();
  expect((await header.boundingBox())!.x).toBeGreaterThan((await cell.boundingBox())!.x);
  // Every cell read, the market's placing of each price included.
  await expect(table.getByRole('cell').filter({ hasText: /جارٍ التحميل|Loading/ })).toHaveCount(0);
  expect(await englishLeft(page)).toEqual([]);

  // Chromium on Linux has no share sheet: the link is copied, and the page says so in Arabic.
  await page.getByRole('button', { name: 'مشاركة هذه المقارنة' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'تم نسخ الرابط' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/compare\?ids=[\w-]+,[\w-]+$/);
  expect(await englishLeft(page)).toEqual([]);
});

test('the mortgage page in Arabic, no English left', async ({ page }) => {
  await openInArabic(page, '/mortgage');
  await expect(page.getByRole('heading', { level: 1, name: 'حاسبة التمويل العقاري' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test('axe finds no violation on the directory, Saved and compare pages in Arabic', async ({ page }) => {
  test.slow();
  const violations = async () => {
    const { violations } = await new AxeBuilder({ page })
      .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
      .analyze();
    return violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  };
  const listings = await openAnAgent(page);
  for (const i of [0, 1]) await listings.nth(i).getByTestId('compare-toggle').click();
  await listings.first().getByTestId('save-listing').click();
  expect(await violations()).toEqual([]);

  await page.goto('/agents?view=detailed&sort=most_sales');
  await expect(page.getByTestId('agent-card-detailed').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/saved');
  await expect(page.getByTestId('saved-listing').first()).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/compare');
  await expect(page.getByRole('table').getByRole('columnheader')).toHaveCount(2);
  await expect(
    page
      .getByRole('table')
      .getByRole('cell')
      .filter({ hasText: /جارٍ التحميل|Loading/ }),
  ).toHaveCount(0);
  expect(await violations()).toEqual([]);
});
