/**
 * The phone's filter sheet has one action at its end: "Show results" applies what was typed and
 * closes the sheet (focus back on "Filters (n)"); a figure it cannot read keeps the sheet open with
 * its message. The form's own "Apply filters" is the wide screen's. English and Arabic.
 */
import { builtFile, expect, test } from './support.ts';

const MARINA = '/buy?location_id=50';
/** The form's own chunk (react-hook-form's), read from the build when a test runs. */
const formChunk = () => `**${builtFile('src/features/listings/SearchFilterForm.tsx')}`;

test.use({ viewport: { width: 390, height: 844 } });

test('"Show results" applies a typed price and closes the sheet; an unreadable one keeps it open with its message', async ({ page }) => {
  await page.goto(MARINA);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet).toBeVisible();
  // One action: no second "Apply filters" in the sheet.
  await expect(sheet.getByRole('button', { name: 'Apply filters' })).toHaveCount(0);

  const min = sheet.getByLabel('Price (AED), minimum', { exact: true });
  await min.fill('3,5M');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(sheet.getByText('Use a point for decimals: 3.5, not 3,5.')).toBeVisible();
  await expect(sheet).toBeVisible();
  await expect(page).not.toHaveURL(/price_min=/);

  await min.fill('3.5M');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/price_min=3500000/);
  await expect(page.getByRole('button', { name: 'Filters (1)' })).toBeFocused();
});

test('in Arabic: "عرض النتائج" applies Arabic-Indic digits and closes the sheet', async ({ page }) => {
  await page.goto(`${MARINA}&lang=ar`);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'الفلاتر', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'الفلاتر' });
  await expect(sheet.getByRole('button', { name: 'تطبيق الفلاتر' })).toHaveCount(0);
  await sheet.getByLabel('السعر (AED)، الحد الأدنى', { exact: true }).fill('٦٠٠٠٠٠٠');
  await sheet.getByRole('button', { name: 'عرض النتائج' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page).toHaveURL(/price_min=6000000/);
});

/**
 * The form is a chunk of its own (react-hook-form's), out of the search's first route. Where the
 * filters start out of sight it loads after the page; if it cannot, the sheet says so, and its
 * retry asks again.
 */
test('the sheet says when the form could not load, and its retry brings it', async ({ page }) => {
  let blocked = true;
  await page.route(formChunk(), (route) => (blocked ? route.abort() : route.continue()));
  await page.goto(MARINA);
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filters', exact: true }).click();
  const sheet = page.getByRole('dialog', { name: 'Filters' });
  await expect(sheet.getByRole('status')).toContainText('The filters could not load. Check your connection.');

  blocked = false;
  await sheet.getByRole('button', { name: 'Retry' }).click();
  await sheet.getByLabel('Price (AED), minimum', { exact: true }).fill('2M');
  await sheet.getByRole('button', { name: 'Show results' }).click();
  await expect(page).toHaveURL(/price_min=2000000/);
});

test.describe('on a wide screen', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('filters shown as the page opens are drawn with it, never as "loading"', async ({ page }) => {
    // The form's code arrives late; the page must wait for it rather than draw its place empty.
    await page.route(formChunk(), async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    await page.addInitScript(() => {
      new MutationObserver(() => {
        if (document.documentElement.textContent.includes('Filters…')) document.documentElement.dataset.sawLoading = 'yes';
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto('/buy');
    const form = page.getByRole('search', { name: 'Filters' });
    await expect(form.getByLabel('Price (AED), minimum', { exact: true })).toBeVisible();
    // The app has taken the page over (its form applies a choice) …
    await form.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);
    // … and never showed the form's place as loading.
    await expect(page.locator('html')).not.toHaveAttribute('data-saw-loading', 'yes');
  });
});
