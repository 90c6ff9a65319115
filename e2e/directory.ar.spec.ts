/**
 * The directories read in Arabic, right to left: the agents (simple and detailed, ranked by
 * sales), an agent's page, the brokerages and a brokerage's page, and the developers. Controls
 * are found by their Arabic names; names from the data stay as sent (marked translate="no"),
 * and no English is left on any of these pages once their data is shown.
 */
import type { Page } from '@playwright/test';
import { englishLeft, expect, test } from './support.ts';

/** Open a page in Arabic (the choice is then remembered for the rest of the test). */
async function openInArabic(page: Page, path: string) {
  await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=ar`);
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
}

test('the agents directory in Arabic: simple and detailed views, ranked by sales, no English left', async ({ page }) => {
  await openInArabic(page, '/agents');
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن وكيل عقاري' })).toBeVisible();
  const cards = page.getByTestId('agent-card');
  await expect(cards.first()).toBeVisible();
  // A count in Arabic words, and the agent's name as the data sends it.
  await expect(cards.first().getByTestId('properties-count')).toHaveText(/عقار/);
  await expect(cards.first().locator('h3 a bdi')).toHaveAttribute('translate', 'no');
  await expect(page.getByRole('status').filter({ hasText: 'في الصفحة' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  await page.getByRole('button', { name: 'تفصيلي' }).click();
  await expect(page).toHaveURL(/view=detailed/);
  await expect(page.getByTestId('agent-card-detailed').first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  await page.goto('/agents?view=detailed&sort=most_sales');
  const detailed = page.getByTestId('agent-card-detailed');
  await expect(detailed.first()).toBeVisible();
  await expect(detailed.first().getByTestId('agent-rank')).toHaveText(/^المرتبة (1|١) في المبيعات$/);
  await expect(page.getByLabel('ترتيب الوكلاء حسب')).toHaveValue('most_sales');
  await expect(detailed.first().getByText('الجنسية')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test("an agent's page in Arabic: profile, listings, sorting by an Arabic label, no English left", async ({ page }) => {
  await openInArabic(page, '/agents');
  const card = page.getByTestId('agent-card').first();
  const name = await card.locator('h3').innerText();
  await card.locator('h3 a').click();
  await expect(page).toHaveURL(/\/agents\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByRole('navigation', { name: 'مسار التنقل' }).getByRole('link', { name: 'الوكلاء' })).toBeVisible();
  const listings = page.getByTestId('owner-listing-card');
  await expect(listings.first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'العقارات المعروضة' })).toBeVisible();
  await expect(page.getByText('المناطق في هذه العقارات')).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);

  await page.getByLabel('ترتيب العقارات حسب').selectOption({ label: 'السعر (من الأعلى إلى الأقل)' });
  await expect(page).toHaveURL(/sort=price_desc/);
  await expect(listings.first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test("the brokerages directory and a brokerage's page in Arabic, no English left", async ({ page }) => {
  await openInArabic(page, '/brokers?sort=most_properties');
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن شركة وساطة' })).toBeVisible();
  const card = page.getByTestId('broker-card').first();
  await expect(card).toBeVisible();
  await expect(page.getByLabel('ترتيب شركات الوساطة حسب')).toHaveValue('most_properties');
  expect(await englishLeft(page)).toEqual([]);

  const name = await card.locator('h3').innerText();
  await card.locator('h3 a').click();
  await expect(page).toHaveURL(/\/brokers\/\d+/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expect(page.getByTestId('owner-listing-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'الوكلاء في هذه العقارات' })).toBeVisible();
  await expect(page.getByTestId('broker-agents').getByRole('link').first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

test('the developers in Arabic: emirates by their Arabic names, project counts, no English left', async ({ page }) => {
  await openInArabic(page, '/developers');
  await expect(page.getByRole('heading', { level: 1, name: 'المطورون العقاريون' })).toBeVisible();
  const cards = page.getByTestId('developer-card');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first()).toContainText(/تأسست عام\s*[\d٠-٩]{4}/);
  await expect(cards.first().getByRole('link', { name: /^الملف والمشاريع / })).toHaveAttribute(
    'href',
    /^\/developers\/[\w-]+\?location=dubai$/,
  );
  expect(await englishLeft(page)).toEqual([]);

  await page.getByLabel('الإمارة').selectOption({ label: 'أبوظبي' });
  await expect(page).toHaveURL(/location=abu-dhabi/);
  await expect(page.getByRole('heading', { level: 2, name: 'المطورون في أبوظبي' })).toBeVisible();
  await expect(cards.first()).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});
