/**
 * The language choice in the production build (under its CSP): a link's `?lang=ar` opens the app
 * right to left with Arabic loaded from its own chunk, the choice outlives a reload, and English
 * stays the default. The pages' own words are checked in each part's Arabic spec (`*.ar.spec.ts`).
 */
import { expect, test } from './support.ts';

test('English is the default: <html lang="en" dir="ltr">, no Arabic chunk loaded', async ({ page }) => {
  const arabicChunks: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/ar-[^/]*\.js$/.test(req.url())) arabicChunks.push(req.url());
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
