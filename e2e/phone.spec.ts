/**
 * The product at phone width (390 px), by role and accessible name: wide tables scroll inside a
 * named region that the keyboard reaches and scrolls, with a visible cue; filters fold into a
 * "Filters (n)" sheet; segmented controls stay on one row; a search has one paging model.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support.ts';

const MARINA = 'location_id=50&location_name=Dubai%20Marina';

test.use({ viewport: { width: 390, height: 844 } });

const scrollLeftOf = (region: Locator) => region.evaluate((el) => el.scrollLeft);

/** A region wider inside than out, reached with Tab and scrolled with the arrow key. */
async function scrollsByKeyboard(page: Page, region: Locator) {
  await expect(region).toHaveAttribute('tabindex', '0');
  expect(await region.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
  // Tab until the region has focus: it is in the tab order, not only focusable by script.
  for (let i = 0; i < 120 && !(await region.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(region).toBeFocused();
  expect(await scrollLeftOf(region)).toBe(0);
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => scrollLeftOf(region)).toBeGreaterThan(0);
}

test.describe('wide tables', () => {
  test('transaction records: price beside the date, a scroll cue, scrolled by keyboard', async ({ page }) => {
    await page.goto('/market/transactions?location_id=50');
    const region = page.getByRole('region', { name: 'Transaction records, page 1' });
    const table = region.getByRole('table', { name: 'Transaction records, page 1' });
    await expect(table.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    // The price is the second column, on screen without scrolling.
    await expect(table.getByRole('columnheader').nth(1)).toHaveText('Price');
    const price = table.getByRole('columnheader', { name: 'Price' });
    const box = (await price.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);

    const section = page.getByRole('region', { name: 'Records', exact: true });
    await expect(section.getByTestId('scroll-cue')).toHaveText('Scroll sideways for more →');
    await scrollsByKeyboard(page, region);
    // Scrolled to its end, the cue goes.
    await region.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    await expect(section.getByTestId('scroll-cue')).toHaveCount(0);
  });

  test('registry records scroll inside a named region the keyboard reaches', async ({ page }) => {
    await page.goto('/market/registry');
    const region = page.getByRole('region', { name: 'Registry records, page 1' });
    await expect(region.getByRole('table')).toBeVisible({ timeout: 30_000 });
    await scrollsByKeyboard(page, region);
  });
});

test.describe('filters sheet', () => {
  test('a listing search: "Filters (n)" opens the filters in a dialog; choices apply and count', async ({ page }) => {
    await page.goto(`/buy?${MARINA}&bedrooms=2`);
    await expect(page.getByTestId('listing-card').first()).toBeVisible();
    // The filters are folded: the results come right after the location and the button.
    await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden();
    const button = page.getByRole('button', { name: 'Filters (1)' });
    await button.click();
    const sheet = page.getByRole('dialog', { name: 'Filters (1)' });
    await expect(sheet).toBeVisible();
    await sheet.getByLabel('Furnishing').selectOption('furnished');
    await expect(page).toHaveURL(/furnishing=furnished/);
    await expect(page.getByRole('dialog', { name: 'Filters (2)' })).toBeVisible();
    await page.getByRole('button', { name: 'Show results' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Filters (2)' })).toBeFocused();
    // Escape closes it too.
    await page.getByRole('button', { name: 'Filters (2)' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the registry shows its data first, its filters behind the button', async ({ page }) => {
    await page.goto('/market/registry');
    const region = page.getByRole('region', { name: 'Registry records, page 1' });
    await expect(region).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('form', { name: 'Registry filters' })).toBeHidden();
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const sheet = page.getByRole('dialog', { name: 'Filters' });
    await sheet.getByRole('checkbox', { name: 'Villa', exact: true }).check();
    await expect(page).toHaveURL(/propertyType=villa/);
    await expect(page.getByRole('dialog', { name: 'Filters (1)' })).toBeVisible();
  });

  test('segmented controls stay on one row and scroll when they do not fit', async ({ page }) => {
    await page.goto('/market/transactions?location_id=50');
    await page.getByRole('button', { name: 'Filters', exact: true }).click();
    const period = page.getByRole('dialog').getByRole('group', { name: 'Period' });
    const choices = period.locator('label');
    await expect(choices.first()).toBeVisible();
    const tops = await choices.evaluateAll((labels) => labels.map((l) => Math.round(l.getBoundingClientRect().top)));
    expect(new Set(tops).size).toBe(1);
    // The row never runs past the screen: it scrolls inside itself.
    const row = await period.locator('div').first().boundingBox();
    expect(row!.x + row!.width).toBeLessThanOrEqual(390);
  });
});

test.describe('paging', () => {
  test('a search has one paging model: "Load more" while more is known to follow', async ({ page }) => {
    await page.goto(`/buy?${MARINA}`);
    const cards = page.getByTestId('listing-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('link', { name: /Next page|Previous page/ })).toHaveCount(0);
    await expect(page.getByTestId('results-status')).toHaveText('25 homes for sale shown; more to load.');
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/pages=2/);
    await expect(page.getByTestId('results-status')).toHaveText('50 homes for sale shown; more to load.');

    // A search whose results fit on one page offers no more.
    await page.goto(`/new-projects?${MARINA}&price_max=1000000`);
    await expect(page.getByTestId('project-card').first()).toBeVisible();
    await expect(page.getByText('That is every result for this search.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  });
});

test.describe('360 px wide', () => {
  test.use({ viewport: { width: 360, height: 780 } });
  // Many Android phones are 360 px wide. No page scrolls sideways there, in either language: a
  // card's longest unbroken line (a truncated brokerage name) once widened the agents' list.
  for (const lang of ['en', 'ar'])
    for (const path of ['/', '/agents', '/brokers', '/developers', `/buy?${MARINA}`, '/market?location_id=50', '/mortgage', '/saved']) {
      test(`${path} does not scroll sideways (${lang})`, async ({ page }) => {
        await page.goto(`${path}${path.includes('?') ? '&' : '?'}lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        // The lists drawn: their cards are what widened a page.
        await page.waitForLoadState('networkidle');
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow).toBe(0);
      });
    }
});
