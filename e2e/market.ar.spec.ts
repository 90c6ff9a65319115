/**
 * Market analytics in Arabic, end to end on the embedded gateway: the overview with a location
 * chosen, the transactions view (Sold and Rented switched by their Arabic names, the tables'
 * Arabic headers, the CSV with an Arabic header row), the price trend, the Abu Dhabi registry and
 * a listing's price context with its mortgage estimate. No English is left on any of them, apart
 * from names from the data and the CSV format's name.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { REGISTRY_DISTRICT_NAMES } from '../src/contract/registry-districts.ts';
import { drawCharts, englishLeft, expect, pickLocation, placeCollected, supplyCollected, test } from './support.ts';

/** A file format's name, written in Latin letters in Arabic too. */
const FORMAT = ['CSV'];
/** Dubai Marina's name, which chart descriptions and titles carry as the data writes it. */
const MARINA_NAME = ['Dubai', 'Marina'];
/** District names: the registry's chart draws them on its axis as the registry writes them. */
const DISTRICT_WORDS = [...new Set(REGISTRY_DISTRICT_NAMES.flatMap((name) => name.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? []))];

const figure = (page: Page, name: string | RegExp) => page.getByRole('figure', { name });

/** axe finds nothing on the Arabic page either (the tags e2e/a11y.spec.ts checks). */
async function axeViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test('the overview in Arabic: a location chosen, its summary, its supply pipeline and the analyses', async ({ page, request }) => {
  await supplyCollected(request, '50');
  await page.goto('/market?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'السوق' })).toBeVisible();
  await pickLocation(page, 'الموقع', 'Dubai Mar', 'Dubai Marina');
  const summary = page.getByRole('region', { name: 'Dubai Marina: آخر 12 شهرًا' });
  await expect(summary).toBeVisible({ timeout: 30_000 });
  await expect(summary.locator('dt', { hasText: /^السعر الوسيط$/ })).toBeVisible();
  await expect(summary.locator('dt', { hasText: /^العائد الإجمالي$/ })).toBeVisible();
  await expect(figure(page, 'السعر الوسيط الشهري').locator('.chart-dot').first()).toBeVisible();
  for (const name of ['اتجاه الأسعار', 'المعاملات']) {
    await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\?location_id=50$/);
  }
  const pipeline = page.getByRole('region', { name: 'Dubai Marina: المعروض المرتقب' });
  const chart = pipeline.getByRole('figure', { name: 'المشاريع الجديدة حسب سنة التسليم' });
  await expect(chart.locator('.chart-bar').first()).toBeVisible();
  await expect(chart).toContainText('من بحث المشاريع الجديدة');
  await chart.getByRole('button', { name: 'عرض الجدول' }).click();
  await expect(chart.getByRole('table').locator('thead th')).toHaveText(['سنة التسليم', 'المشاريع الجديدة']);
  await expect(pipeline.getByRole('link', { name: 'ابحث في المشاريع الجديدة هنا' })).toHaveAttribute(
    'href',
    '/new-projects?location_id=50',
  );
  expect(await englishLeft(page, [...FORMAT, ...MARINA_NAME])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test('transactions in Arabic: Sold and Rented by their Arabic names, Arabic table headers, a CSV with an Arabic header row', async ({
  page,
  request,
}) => {
  await placeCollected(request, '50');
  await page.goto('/market/transactions?location_id=50&lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'المعاملات' })).toBeVisible();
  const records = page.getByRole('table', { name: 'سجلات المعاملات، الصفحة 1' });
  await expect(records.locator('tbody tr')).toHaveCount(25, { timeout: 30_000 });
  expect((await records.locator('thead th').allInnerTexts()).map((h) => h.trim())).toEqual([
    'التاريخ',
    'السعر',
    'غرف النوم',
    'النوع',
    'الموقع',
  ]);
  await expect(page.getByRole('table', { name: 'السعر الوسيط حسب الفترة' }).locator('tbody tr')).toHaveCount(4);
  await expect(page.getByRole('region', { name: 'العائد الإجمالي حسب عدد غرف النوم: جدول' }).getByRole('table')).toBeVisible();
  expect(await englishLeft(page, [...FORMAT, ...MARINA_NAME])).toEqual([]);

  // Rented, by its Arabic name: the figures and the records follow.
  // The radio is visually hidden inside its label (a segmented control): a person clicks the label.
  const rented = page.getByRole('radio', { name: 'مؤجَّر' });
  await rented.locator('xpath=..').click();
  await expect(rented).toBeChecked();
  await expect(page).toHaveURL(/transaction_type=rented/);
  await expect(figure(page, 'الإيجارات السنوية حسب عدد غرف النوم')).toBeVisible({ timeout: 30_000 });
  await expect(records.locator('thead th').nth(1)).toHaveText('الإيجار السنوي');
  await expect(page.getByTestId('coverage')).toContainText('عقود الإيجار');
  expect(await englishLeft(page, [...FORMAT, ...MARINA_NAME])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // The CSV names its columns in Arabic; its rows are the same records.
  const link = page.getByRole('link', { name: 'تنزيل ملف CSV' });
  await expect(link).toHaveAttribute('href', /lang=ar/);
  const downloading = page.waitForEvent('download');
  await link.click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^transactions-50-rented-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
  expect(lines[0]).toBe('\uFEFFالمعرّف,تاريخ المعاملة,نوع المعاملة,نوع العقار,غرف النوم,الموقع,السعر (د.إ)');
  expect(lines.slice(1).every((line) => line.split(',')[2] === 'rented')).toBe(true);
});

test('the price trend in Arabic', async ({ page }) => {
  await page.goto('/market/trends?location_id=50&lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'اتجاه الأسعار' })).toBeVisible();
  const prices = figure(page, /^سعر المنطقة والبرج/);
  await expect(prices.locator('.chart-dot').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('group', { name: 'غرف النوم' })).toBeVisible();
  // A community's own figures: no premium chart, the summary says to choose a tower.
  await expect(figure(page, /^علاوة البرج على المنطقة/)).toHaveCount(0);
  await expect(page.getByText(/اختر برجًا لمقارنته بمنطقته/)).toBeVisible();
  await prices.getByRole('button').click();
  await expect(prices.getByRole('table').locator('thead th').first()).toHaveText('الشهر');
  expect(await englishLeft(page, [...MARINA_NAME])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // Beside it, the asking prices Dar saw here (a search of the place shows Dar its listings), named with their sample.
  await page.goto('/buy?location_id=50&lang=ar');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.goto('/market/trends?location_id=50&lang=ar&asking=rent');
  await page.getByRole('group', { name: 'نوع الأسعار المطلوبة' }).getByText('البيع').click();
  await expect(page).not.toHaveURL(/asking=/);
  const asking = figure(page, /^الأسعار المطلوبة التي رأتها دار: /);
  await asking.scrollIntoViewIfNeeded();
  await expect(asking).toBeVisible({ timeout: 20_000 });
  await expect(asking.getByRole('heading')).toHaveText(/^الأسعار المطلوبة التي رأتها دار: .+ خلال .+$/);
  await expect(asking.getByText('وسيط السعر المطلوب', { exact: true })).toBeVisible();
  // And the registered sales there, named with their sample and window, their table's columns in Arabic.
  const registered = figure(page, /^المبيعات المسجّلة: .+، (آخر 12 شهرًا|.+، كما هو محفوظ حتى الآن)$/);
  await registered.scrollIntoViewIfNeeded();
  await expect(registered).toBeVisible({ timeout: 20_000 });
  await expect(registered).toContainText('لا تذكر السجلات المساحة');
  await registered.getByRole('button', { name: 'عرض الجدول' }).click();
  await expect(registered.getByRole('table').locator('thead th').first()).toHaveText('الشهر');
  expect(await englishLeft(page, [...MARINA_NAME])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);

  // A tower (Vida Residences Dubai Marina): its premium over the community, charted.
  await page.goto('/market/trends?location_id=8995&beds=2&lang=ar');
  const premium = figure(page, /^علاوة البرج على المنطقة/);
  await premium.scrollIntoViewIfNeeded();
  await expect(premium.locator('.chart-dot').first()).toBeVisible({ timeout: 20_000 });
  // Its table: a signed change reads sign first in a right-to-left cell ("+10.8%", not "10.8%+").
  await premium.getByRole('button').click();
  const cell = premium.getByRole('table').locator('tbody td').filter({ hasText: /%/ }).first();
  const [sign, percent] = await cell.evaluate((td) => {
    const text = [...td.childNodes].find((n) => n.nodeType === Node.TEXT_NODE)!;
    const at = (i: number) => {
      const range = document.createRange();
      range.setStart(text, i);
      range.setEnd(text, i + 1);
      return range.getBoundingClientRect().left;
    };
    const s = text.textContent ?? '';
    return [at(s.search(/[+−]/)), at(s.indexOf('%'))];
  });
  expect(sign).toBeLessThan(percent);
});

test('the Abu Dhabi registry in Arabic: filters, charts and records', async ({ page }) => {
  await page.goto('/market/registry?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'سجل أبوظبي العقاري' })).toBeVisible();
  await expect(figure(page, 'سعر البيع الوسيط حسب الشهر')).toBeVisible({ timeout: 20_000 });
  await expect(figure(page, 'سعر البيع الوسيط حسب المنطقة')).toBeVisible();
  const records = page.getByRole('table', { name: /سجلات السجل العقاري، الصفحة 1/ });
  await expect(records.locator('tbody tr').first()).toBeVisible();
  const headers = (await records.locator('thead th').allInnerTexts()).map((h) => h.trim());
  expect(headers).toContain('المنطقة');
  expect(headers).toContain('تاريخ طلب البيع');
  // A district chosen by its registry name: shown as the registry writes it, removable by an Arabic name.
  await page.getByLabel('أضف منطقة').fill('yas island');
  await page.getByLabel('أضف منطقة').press('Enter');
  await expect(page.getByRole('button', { name: 'إزالة Yas Island' })).toBeVisible();
  await page.getByRole('group', { name: 'سكني', exact: true }).getByLabel('فيلا').check();
  await expect(page).toHaveURL(/propertyType=villa/);
  await expect(records.locator('tbody tr').first()).toBeVisible({ timeout: 20_000 });
  // Coded values in Arabic words, and the page's size said in Arabic.
  await expect(records.locator('tbody')).not.toContainText(/\b(villa|primary|secondary|ready|off-plan)\b/);
  await expect(page.getByTestId('registry-count')).toContainText('في الصفحة 1');
  await expect(page.getByRole('link', { name: 'نزّل هذه الصفحة بصيغة CSV' })).toBeVisible();
  expect(await englishLeft(page, [...DISTRICT_WORDS, ...FORMAT])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});

test("a listing's price context and mortgage estimate in Arabic", async ({ page, request }) => {
  const search = (await (await request.get('/api/search-buy?location_id=50&bedrooms=2&property_type=apartment')).json()) as {
    data: { property_id: string; title: string; address: { full_name: string } }[];
  };
  const listing = search.data.find((l) => / Dubai Marina, Dubai$/.test(l.address.full_name));
  expect(listing, 'a 2-bedroom apartment in Dubai Marina').toBeTruthy();
  await placeCollected(request, '50');

  await page.goto(`/property/${listing!.property_id}?lang=ar`);
  const context = page.getByTestId('price-percentile');
  await expect(context).toContainText(/المئين \d+/, { timeout: 20_000 });
  await expect(context).toContainText('شقة، غرفتا نوم');
  await expect(context).toContainText('لا تتضمن المعاملات المساحة');
  // Charts are drawn as they come near the viewport: bring this one there once it is on the page.
  const trend = figure(page, /^اتجاه الأسعار في Dubai Marina/);
  await trend.scrollIntoViewIfNeeded();
  await expect(trend.locator('.chart-dot').first()).toBeVisible();

  // Drawn once it nears the viewport, below the fold.
  await drawCharts(page);
  const estimate = page.getByRole('region', { name: 'تقدير التمويل العقاري' });
  await expect(estimate.getByRole('combobox', { name: 'المشتري' })).toBeVisible();
  await expect(
    estimate
      .getByRole('table', { name: /المبلغ النقدي المطلوب مقدمًا/ })
      .getByRole('rowheader')
      .first(),
  ).toHaveText(/^الدفعة الأولى\s*20\u200e?%\u200e? من السعر$/);
  await expect(estimate.getByText(/^الحد الأقصى لنسبة التمويل إلى القيمة/)).toBeVisible();
  // The listing's title is the data's own words (the small map's pin names the listing by it).
  const titleWords = listing!.title.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? [];
  expect(await englishLeft(page, [...MARINA_NAME, ...titleWords])).toEqual([]);
  expect(await axeViolations(page)).toEqual([]);
});
