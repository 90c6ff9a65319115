/**
 * The language choice in the production build (under its CSP): a link's `?lang=ar` opens the app
 * right to left with Arabic loaded from its own chunk, the choice outlives a reload, and English
 * stays the default. The pages' own words are checked in each part's Arabic spec (`*.ar.spec.ts`).
 */
import { expect, test } from './support.ts';

/** Arabic's common words (`ar-*.js`) and each part's (`words-ar-market-*.js`). */
const ARABIC_CHUNK = /\/assets\/(ar|words-ar-\w+)-[^/]*\.js$/;

test('English is the default: <html lang="en" dir="ltr">, no Arabic chunk loaded', async ({ page }) => {
  const arabicChunks: string[] = [];
  page.on('request', (req) => {
    if (ARABIC_CHUNK.test(req.url())) arabicChunks.push(req.url());
  });
  await page.goto('/buy');
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  expect(arabicChunks).toEqual([]);
});

test('?lang=ar opens right to left, is remembered over a reload, and ?lang=en switches back', async ({ page }) => {
  const arabicChunk = page.waitForResponse((res) => /\/assets\/ar-[^/]*\.js$/.test(res.url()) && res.ok());
  await page.goto('/buy?lang=ar');
  await arabicChunk;
  const html = page.locator('html');
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('navigation', { name: 'التنقل الرئيسي' })).toBeVisible();
  // The parameter is read once and taken out of the address.
  await expect(page).toHaveURL(/\/buy$/);

  await page.reload();
  await expect(html).toHaveAttribute('lang', 'ar');
  await expect(html).toHaveAttribute('dir', 'rtl');

  await page.goto('/?lang=en');
  await expect(html).toHaveAttribute('lang', 'en');
  await expect(html).toHaveAttribute('dir', 'ltr');
});

test("a page switched to Arabic shows its part's words in Arabic, and so does a page of another part a link opens", async ({ page }) => {
  const englishWords: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/words-en-\w+-[^/]*\.js$/.test(req.url())) englishWords.push(new URL(req.url()).pathname);
  });
  await page.goto('/market/trends?location_id=50');
  await expect(page.getByRole('heading', { level: 1, name: 'Price trend' })).toBeVisible();
  // The market page loads the market part's words, not the directory's.
  expect(englishWords.some((f) => f.includes('words-en-market-'))).toBe(true);
  expect(englishWords.some((f) => f.includes('words-en-directory-'))).toBe(false);

  await page.getByRole('banner').getByRole('button', { name: 'العربية' }).click();
  await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  await expect(page.getByRole('heading', { level: 1, name: 'اتجاه الأسعار' })).toBeVisible();

  // The agents page's words (another part) load before it draws: Arabic, never a key.
  await page.getByRole('navigation', { name: 'التنقل الرئيسي' }).getByRole('link', { name: 'الوكلاء' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'ابحث عن وكيل عقاري' })).toBeVisible();
  await expect(page.locator('main')).not.toContainText(/\b(listings|market|areas|directory|saved)\.[a-z]+/i);
});
