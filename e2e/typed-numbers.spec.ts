/**
 * Figures as people type them, end to end: "3.5M" and "2,500,000" in English, "٦٠٠٠٠٠٠" in Arabic,
 * typed into the price filter: the field says what it understood as it is typed, the URL and the
 * service get plain digits, the results are filtered, and the field keeps what was typed. A
 * figure that cannot be read gets its message in the language being read, and loses nothing.
 * The mortgage form reads its price and rate the same way.
 */
import type { Page } from '@playwright/test';
import { englishLeft, expect, openFilters, test } from './support.ts';

const MARINA = '?location_id=50';

/** Any digits (Latin or Arabic-Indic) of a figure as a number: "د.إ ٦٬٥٠٠٬٠٠٠" -> 6500000. */
const amount = (text: string) => Number(text.replace(/[٠-٩]/g, (d) => String(d.charCodeAt(0) - 0x0660)).replace(/[^\d]/g, ''));
const prices = async (page: Page) => (await page.getByTestId('listing-card').getByTestId('price').allTextContents()).map(amount);

/** The note under a field: what it was read as (tied to the field as its description). */
async function noteOf(page: Page, label: string) {
  const field = page.getByLabel(label, { exact: true });
  const id = await field.getAttribute('aria-describedby');
  expect(id, `${label} has a description`).toBeTruthy();
  return page.locator(`[id="${id}"]`);
}

test('English: "3.5M" and "2,500,000" in the price filter are understood, applied as plain digits and filter the results', async ({
  page,
}) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/search-buy')) sent.push(r.url());
  });
  await page.goto(`/buy${MARINA}`);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await openFilters(page);

  const min = page.getByLabel('Price (AED), minimum', { exact: true });
  const max = page.getByLabel('Price (AED), maximum', { exact: true });
  await min.fill('2,500,000');
  await max.fill('3.5M');
  // What was understood, beside each field, as it is typed.
  await expect(await noteOf(page, 'Price (AED), minimum')).toHaveText('= AED 2,500,000');
  await expect(await noteOf(page, 'Price (AED), maximum')).toHaveText('= AED 3,500,000');

  await max.press('Enter');
  await expect(page).toHaveURL(/price_min=2500000&price_max=3500000/);
  await expect.poll(() => sent.some((u) => /price_min=2500000/.test(u) && /price_max=3500000/.test(u))).toBe(true);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(0);
  for (const p of await prices(page)) {
    expect(p).toBeGreaterThanOrEqual(2_500_000);
    expect(p).toBeLessThanOrEqual(3_500_000);
  }
  // The fields keep what was typed; the note still says what it means.
  await expect(min).toHaveValue('2,500,000');
  await expect(max).toHaveValue('3.5M');
  await expect(await noteOf(page, 'Price (AED), maximum')).toHaveText('= AED 3,500,000');

  // A reload reads the URL's plain digits back into the fields (filters opened in this tab stay open).
  await page.reload();
  await expect(max).toHaveValue('3500000');
  await expect(await noteOf(page, 'Price (AED), maximum')).toHaveText('= AED 3,500,000');

  // A decimal comma is named, and the text stays for the person to correct.
  await max.fill('3,5M');
  await max.press('Enter');
  await expect(page.getByText('Use a point for decimals: 3.5, not 3,5.')).toBeVisible();
  await expect(max).toHaveValue('3,5M');
  await expect(max).toHaveAttribute('aria-invalid', 'true');
  await expect(page).toHaveURL(/price_max=3500000/);
});

test('Arabic: "٦٠٠٠٠٠٠" in the price filter is understood, applied as plain digits and filters the results', async ({ page }) => {
  await page.goto(`/buy${MARINA}&lang=ar`);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await openFilters(page);
  const filters = page.getByRole('search', { name: 'الفلاتر' });
  const min = filters.getByLabel('السعر (AED)، الحد الأدنى', { exact: true });
  await min.fill('٦٠٠٠٠٠٠');
  const note = await noteOf(page, 'السعر (AED)، الحد الأدنى');
  await expect(note).toHaveText(/^= .*6,000,000.*د\.إ/);

  await filters.getByRole('button', { name: 'تطبيق الفلاتر' }).click();
  await expect(page).toHaveURL(/price_min=6000000/);
  await expect.poll(async () => (await prices(page)).length).toBeGreaterThan(0);
  await expect.poll(async () => (await prices(page)).every((p) => p >= 6_000_000)).toBe(true);
  await expect(min).toHaveValue('٦٠٠٠٠٠٠');

  // In Arabic-Indic digits, the note is written in them too (and the opened filters stay open).
  await page.getByRole('banner').getByRole('button', { name: 'أرقام عربية هندية (٠-٩)' }).click();
  await expect(await noteOf(page, 'السعر (AED)، الحد الأدنى')).toHaveText(/^= .*٦٬٠٠٠٬٠٠٠.*د\.إ/);

  // "٣٫٥ مليون" is read too; a word it does not know gets an Arabic message and stays as typed.
  const max = filters.getByLabel('السعر (AED)، الحد الأقصى', { exact: true });
  await max.fill('٨٫٥ مليون');
  await expect(await noteOf(page, 'السعر (AED)، الحد الأقصى')).toHaveText(/٨٬٥٠٠٬٠٠٠/);
  await max.fill('ثمانية');
  await max.press('Enter');
  await expect(filters.getByText('أدخل رقمًا، مثل 2,500,000 أو ٢٥٠٠٠٠٠ أو 2.5 مليون أو 750 ألف.')).toBeVisible();
  await expect(max).toHaveValue('ثمانية');
  expect.soft(await englishLeft(page)).toEqual([]);
});

test('the mortgage form reads "3.5M", "٢ مليون" and Arabic-Indic rates, and says what it understood', async ({ page }) => {
  await page.goto('/mortgage');
  const inputs = page.getByRole('form', { name: 'Mortgage inputs' });
  const price = inputs.getByRole('textbox', { name: 'Price (AED)' });
  await price.fill('3.5M');
  await expect(inputs.getByText('= AED 3,500,000')).toBeVisible();
  // An expat's first home up to AED 5M: 80% loan-to-value.
  await expect(page.getByTestId('mortgage-loan')).toHaveText('AED 2,800,000');
  await expect(page).toHaveURL(/price=3500000/);
  const rate = inputs.getByRole('textbox', { name: 'Interest rate (% a year)' });
  await rate.fill('٤٫٢٥٪');
  await expect(inputs.getByText('= 4.25%')).toBeVisible();
  await expect(page).toHaveURL(/rate=4\.25/);
  await rate.fill('4,25');
  await expect(inputs.getByText('Use a point for decimals: 3.5, not 3,5.')).toBeVisible();
  await expect(rate).toHaveValue('4,25');

  await page.goto('/mortgage?lang=ar');
  const arInputs = page.getByRole('form', { name: 'مدخلات التمويل العقاري' });
  await arInputs.getByRole('textbox', { name: /^السعر/ }).fill('٢ مليون');
  await expect(arInputs.getByTestId('typed-note')).toHaveText(/^= .*2,000,000.*د\.إ/);
  await expect(page).toHaveURL(/price=2000000/);
});
