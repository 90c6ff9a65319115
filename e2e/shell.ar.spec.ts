/**
 * The app's frame in Arabic, right to left: the home page, the header's language and digits
 * switches, a page not found, a chart (reversed time axis, value axis on the right, its table) and
 * the results map (mirrored controls, Arabic pins and popup). Found by role and Arabic name, with
 * no English left in the shell's parts.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { englishLeft, expect, test } from './support.ts';

/**
 * English left in the shell's parts of a page. The regions given are other parts of the app
 * (a search's filters and results, a market page's texts), translated in their own specs: they
 * are set aside here as data is (`translate="no"`), so this check is about the frame alone.
 */
async function englishLeftInShell(page: Page, otherParts: readonly string[] = []): Promise<string[]> {
  await page.evaluate((selectors) => {
    for (const selector of selectors) for (const el of document.querySelectorAll(selector)) el.setAttribute('translate', 'no');
  }, otherParts);
  return englishLeft(page);
}

const header = (page: Page) => page.getByRole('banner');
const nav = (page: Page) => page.getByRole('navigation', { name: 'التنقل الرئيسي' });

test('the home page in Arabic: right to left, Arabic header, navigation, search box and footer', async ({ page }) => {
  await page.goto('/?lang=ar');
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page).toHaveTitle('دار: البحث عن العقارات وبيانات السوق في الإمارات');
  await expect(page.getByRole('heading', { level: 1, name: 'اعثر على مكانك في الإمارات' })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'أين تريد أن تشتري؟' })).toHaveAttribute('placeholder', 'المنطقة أو البرج أو الإمارة');
  for (const name of [
    'للبيع',
    'للإيجار',
    'تجاري',
    'المشاريع الجديدة',
    'السوق',
    'الوكلاء',
    'شركات الوساطة',
    'المطورون',
    'التمويل العقاري',
    'المحفوظات',
  ]) {
    await expect(nav(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'تصفّح' }).getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(header(page).getByRole('group', { name: 'وحدات المساحة والعملة' })).toBeVisible();
  await expect(header(page).getByRole('combobox', { name: 'وحدة المساحة' })).toHaveValue('sqft');
  await expect(page.getByRole('contentinfo')).toHaveText(/^الأسعار بالدرهم الإماراتي، والمساحات بوحدة قدم²\. /);
  // The start of a row is on the right: the logo right of the navigation.
  const logo = await header(page).getByRole('link', { name: 'دار: الصفحة الرئيسية' }).boundingBox();
  const buy = await nav(page).getByRole('link', { name: 'للبيع' }).boundingBox();
  expect(logo!.x).toBeGreaterThan(buy!.x);
  expect(await englishLeft(page)).toEqual([]);
});

test('the header switch turns the page to Arabic and back to English', async ({ page }) => {
  await page.goto('/');
  const html = page.locator('html');
  await expect(html).toHaveAttribute('dir', 'ltr');
  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(nav(page).getByRole('link', { name: 'للبيع', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'انتقل إلى المحتوى' })).toBeAttached();
  expect(await englishLeft(page)).toEqual([]);

  await page.getByRole('banner').getByRole('button', { name: 'English' }).click();
  await expect(html).toHaveAttribute('dir', 'ltr');
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Buy', exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'العربية' })).toBeVisible();
});

test('the digits switch writes numbers in Arabic-Indic digits, and a page not found says so in Arabic', async ({ page }) => {
  await page.goto('/no-such-page?lang=ar');
  await expect(page.getByRole('heading', { level: 1, name: 'تعذّر العثور على هذه الصفحة' })).toBeVisible();
  await expect(page.getByText('404', { exact: true })).toBeVisible();
  const digits = page.getByRole('banner').getByRole('button', { name: 'أرقام عربية هندية (٠-٩)' });
  await expect(digits).toHaveAttribute('aria-pressed', 'false');
  await digits.click();
  await expect(page.getByText('٤٠٤', { exact: true })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'أرقام عربية هندية (٠-٩)' })).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'العودة إلى الصفحة الرئيسية' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'اعثر على مكانك في الإمارات' })).toBeVisible();
  expect(await englishLeft(page)).toEqual([]);
});

// 390 px (an iPhone), 360 px (many Android phones: the menu is three bars there, so Arabic's
// switches fit one row) and 320 px (the narrowest: the switches wrap to a second row).
for (const width of [390, 360, 320]) {
  test(`the header fits a phone ${width} px wide in Arabic, its switches reachable by keyboard`, async ({ page }) => {
    await page.setViewportSize({ width, height: 844 });
    await page.goto('/buy?location_id=50&lang=ar&cur=USD');
    await expect(page.getByRole('button', { name: 'القائمة' })).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    expect(overflow).toBe(0);
    for (const control of [
      page.getByRole('combobox', { name: 'وحدة المساحة' }),
      page.getByRole('combobox', { name: 'العملة' }),
      page.getByRole('button', { name: 'English' }),
      page.getByRole('button', { name: 'أرقام عربية هندية (٠-٩)' }),
    ]) {
      await expect(control).toBeInViewport({ ratio: 1 });
      await control.focus();
      await expect(control).toBeFocused();
    }
    await page.getByRole('button', { name: 'القائمة' }).click();
    await expect(nav(page).getByRole('link', { name: 'المطورون' })).toBeVisible();
  });
}

test('a chart in Arabic reads from the right, and its table opens', async ({ page }) => {
  await page.goto('/market/trends?location_id=50&lang=ar');
  const figure = page.getByRole('figure').first();
  await expect(figure.locator('svg.chart-surface')).toBeVisible({ timeout: 20_000 });
  // Time runs leftwards: the first month's tick stands right of the last one's.
  const ticks = figure.locator('[data-axis="x"] .chart-tick');
  await expect.poll(() => ticks.count()).toBeGreaterThan(2);
  const labels = await ticks.allTextContents();
  for (const label of labels) expect(label).toMatch(/^[\u0600-\u06ff]+ \d{4}$/);
  const first = await ticks.first().boundingBox();
  const last = await ticks.last().boundingBox();
  expect(first!.x).toBeGreaterThan(last!.x);
  // The value axis stands on the right of the plot.
  const valueAxis = await figure.locator('[data-axis="y"] .chart-tick-labels').first().boundingBox();
  const plot = await figure.locator('.chart-grid').boundingBox();
  expect(valueAxis!.x).toBeGreaterThanOrEqual(plot!.x + plot!.width - 1);

  await figure.getByRole('button', { name: 'عرض الجدول' }).click();
  await expect(figure.getByRole('button', { name: 'إخفاء الجدول' })).toHaveAttribute('aria-expanded', 'true');
  const table = figure.getByRole('region', { name: /: جدول$/ });
  await expect(table.getByRole('row').nth(1)).toBeVisible();
  await expect(table.getByRole('rowheader').first()).toHaveText(/^[\u0600-\u06ff]+ \d{4}$/);
  // The page's own words (title, filters, chart titles and series) are the market part's; the
  // header, footer and the chart frame's words are the shell's.
  expect(await englishLeftInShell(page, ['main'])).toEqual([]);
  expect(await figure.getByRole('button').allTextContents()).toEqual(['إخفاء الجدول']);
});

test('the map in Arabic: mirrored controls, Arabic pins and popup', async ({ page }) => {
  await page.goto('/buy?location_id=50&lang=ar');
  const map = page.getByTestId('results-map');
  await expect(map.locator('.map-pin, .map-cluster').first()).toBeVisible({ timeout: 20_000 });
  // Zoom in the top right corner, the credit in the bottom left.
  const zoomIn = map.getByRole('button', { name: 'تكبير', exact: true });
  await expect(zoomIn).toBeVisible();
  await expect(map.getByRole('button', { name: 'تصغير', exact: true })).toBeVisible();
  const box = (await map.boundingBox())!;
  const zoomBox = (await zoomIn.boundingBox())!;
  expect(zoomBox.x).toBeGreaterThan(box.x + box.width / 2);
  const credit = map.locator('.leaflet-control-attribution');
  await expect(credit).toContainText('© مساهمو OpenStreetMap');
  const creditBox = (await credit.boundingBox())!;
  expect(creditBox.x).toBeLessThan(box.x + box.width / 2);
  expect(creditBox.height).toBeLessThanOrEqual(16);

  // Pins say the price in Arabic ("1.6 مليون"); clusters name their count in Arabic too. Wide
  // Arabic labels cluster over a wider radius: zoom in until pins stand alone.
  const pin = map.locator('.map-pin').first();
  await expect(async () => {
    if (!(await pin.isVisible())) await zoomIn.click();
    await expect(pin).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await expect(pin.locator('.map-pin__price')).toHaveText(/^[\d.]+\s(ألف|مليون|مليار)$|^عند الطلب$/);
  const cluster = map.locator('.map-cluster .sr-only').first();
  if (await cluster.count()) await expect(cluster).toHaveText(/^مجموعة من .+؛ اضغط مفتاح الإدخال للتكبير$/);

  // By keyboard: after zooming in, the first pin may sit under the map's credit.
  await pin.focus();
  await page.keyboard.press('Enter');
  const popup = map.locator('.leaflet-popup');
  await expect(popup.getByRole('link', { name: 'عرض التفاصيل' })).toBeVisible();
  await expect(popup.getByRole('button', { name: 'حفظ العقار' })).toHaveAttribute('aria-pressed', 'false');
  await expect(popup.getByRole('button', { name: 'إغلاق النافذة' })).toBeVisible();
  await expect(popup.locator('.map-popup__price')).toHaveText(/د\.إ/);
  expect(await popup.locator('.leaflet-popup-content-wrapper').evaluate((el) => getComputedStyle(el).textAlign)).toBe('right');
  // The results list and its filters belong to the listings part; the map, header and footer here.
  // The map's name is given by the page showing it (the listings part, with its other words).
  const notTheMap = 'main *:not(:has([data-testid="results-map"])):not([data-testid="results-map"]):not([data-testid="results-map"] *)';
  await map.evaluate((el) => el.removeAttribute('aria-label'));
  expect(await englishLeftInShell(page, [notTheMap])).toEqual([]);

  await popup.getByRole('button', { name: 'حفظ العقار' }).click();
  await expect(popup.getByRole('button', { name: 'محفوظ' })).toHaveAttribute('aria-pressed', 'true');
  await popup.getByRole('button', { name: 'محفوظ' }).click();
  await popup.getByRole('link', { name: 'عرض التفاصيل' }).click();
  await expect(page).toHaveURL(/\/property\//);
});

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`axe finds nothing on the Arabic home and not-found pages at ${viewport.width} px`, async ({ page }) => {
    await page.setViewportSize(viewport);
    for (const path of ['/?lang=ar', '/no-such-page?lang=ar']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
      const { violations } = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(violations.map((v) => `${path} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)).toEqual([]);
    }
  });
}
