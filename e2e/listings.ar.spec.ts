/**
 * Listing search and a listing's page in Arabic (`?lang=ar`), right to left: counts in Arabic's
 * plural forms, a filter changed by its Arabic name, "load more" by its Arabic name, the details'
 * facts and the gallery (its arrows on the mirrored sides), and no English left on each page once
 * its data is shown (names from the data aside).
 */
import type { Page } from '@playwright/test';
import { englishLeft, expect, openFilters, test } from './support.ts';

const MARINA = '?location_id=50';
const listingCards = (page: Page) => page.getByTestId('listing-card');
const projectCards = (page: Page) => page.getByTestId('project-card');

/**
 * No English on the page: checked softly, so the rest of the journey still runs and reports.
 * `names`: words of a data name a plain-text title carries (a chart's title names its place).
 */
async function noEnglishLeft(page: Page, names: readonly string[] = []) {
  expect.soft(await englishLeft(page, names)).toEqual([]);
}

test('search in Arabic: the heading, the count, a filter by its Arabic name and "load more"', async ({ page }) => {
  await page.goto(`/buy${MARINA}&lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات للبيع في Dubai Marina');
  const cards = listingCards(page);
  await expect(cards).toHaveCount(25);
  const status = page.getByTestId('results-status');
  await expect(status).toHaveText('المعروض: 25 عقارًا للبيع؛ ويمكن تحميل المزيد.');
  // The first card sits at the reading's start: on the right.
  const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
  expect(first!.x).toBeGreaterThan(second!.x);
  await noEnglishLeft(page);

  await page.getByRole('button', { name: 'عرض المزيد' }).click();
  await expect(page).toHaveURL(/pages=2/);
  await expect(cards).toHaveCount(50);
  await expect(status).toHaveText('المعروض: 50 عقارًا للبيع؛ ويمكن تحميل المزيد.');

  // Filters by their Arabic names, folded into a line until opened: the sort by its option's label, bedrooms by its chip.
  await expect(page.getByText('لم تُحدَّد أي فلاتر', { exact: true })).toBeVisible();
  await openFilters(page);
  const filters = page.getByRole('search', { name: 'الفلاتر' });
  await filters.getByLabel('ترتيب حسب').selectOption({ label: 'السعر (من الأقل إلى الأعلى)' });
  await expect(page).toHaveURL(/sort=price_asc/);
  await filters.getByRole('group', { name: 'غرف النوم' }).getByText('2', { exact: true }).click();
  await expect(page).toHaveURL(/bedrooms=2/);
  await expect(page).not.toHaveURL(/pages=/);
  await expect.poll(async () => new Set(await cards.getByTestId('beds').allTextContents())).toEqual(new Set(['غرفتا نوم']));
  await expect(status).toHaveText(/^المعروض: .+ للبيع؛ /);
  await expect(page.getByText('غرف النوم: 2 · ترتيب حسب: السعر (من الأقل إلى الأعلى)', { exact: true })).toBeVisible();
  await noEnglishLeft(page);
});

test("a listing's page in Arabic: facts, the gallery's mirrored arrows and its next photo", async ({ page }) => {
  await page.goto(`/rent${MARINA}&lang=ar`);
  const card = listingCards(page).first();
  await expect(card).toBeVisible();
  const title = await card.locator('h3').innerText();
  await card.locator('h3 a').click();

  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByRole('heading', { name: 'المعلومات الأساسية' })).toBeVisible();
  await expect(page.getByTestId('detail-beds')).toHaveText(/غرف|غرفة|غرفتا|استوديو/);
  await expect(page.getByTestId('detail-size')).toHaveText(/قدم²$/);
  await expect(page.getByTestId('detail-price')).toContainText('د.إ');

  const photos = page.getByRole('region', { name: 'الصور' });
  const previous = photos.getByRole('button', { name: 'الصورة السابقة' });
  const next = photos.getByRole('button', { name: 'الصورة التالية' });
  // Right to left: "previous" is on the right, "next" on the left.
  expect((await previous.boundingBox())!.x).toBeGreaterThan((await next.boundingBox())!.x);
  await expect(photos.getByText(/^1 من \d+$/)).toBeVisible();
  await next.click();
  await expect(photos.getByText(/^2 من \d+$/)).toBeVisible();
  await expect(photos.getByRole('button', { name: /^الصورة 2 من/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('link', { name: 'عرض شركة الوساطة' })).toHaveAttribute('href', /^\/brokers\/\d+$/);
  // The price trend's title names the listing's community as the data writes it.
  await noEnglishLeft(page, ['Dubai', 'Marina']);
});

test('rent and new projects in Arabic, with no English left', async ({ page }) => {
  await page.goto(`/rent${MARINA}&lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('عقارات للإيجار في Dubai Marina');
  await expect(listingCards(page)).toHaveCount(25);
  await expect(page.getByTestId('results-status')).toHaveText('المعروض: 25 عقارًا للإيجار؛ ويمكن تحميل المزيد.');
  await openFilters(page);
  await expect(page.getByRole('group', { name: 'الإيجار السنوي (AED)' })).toBeVisible();
  await noEnglishLeft(page);

  await page.goto(`/new-projects${MARINA}&lang=ar`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('مشاريع جديدة في Dubai Marina');
  const cards = projectCards(page);
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByTestId('price')).toContainText('يبدأ من');
  await expect(page.getByTestId('results-status')).toHaveText(/^(المعروض: .+؛ ويمكن تحميل المزيد\.|.+: هذه كل نتائج البحث\.)$/);
  await noEnglishLeft(page);
});

test('a listing that does not exist, in Arabic', async ({ page }) => {
  await page.goto('/property/999999999?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'العقار غير موجود' })).toBeVisible();
  await page.getByRole('link', { name: 'ابحث عن عقارات للبيع' }).click();
  await expect(page).toHaveURL(/\/buy$/);
  await expect(page.getByRole('heading', { level: 1, name: 'عقارات للبيع' })).toBeVisible();
  await noEnglishLeft(page);
});
