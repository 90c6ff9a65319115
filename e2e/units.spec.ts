/**
 * Units and currency, and the mortgage estimate, end to end: the header's pickers change every
 * price and area on a search, a listing and a market view, travel in the URL, are remembered, and
 * filters typed in dollars and square metres still reach the service in AED and sqft.
 */
import type { Page } from '@playwright/test';
import { drawCharts, expect, openFilters, test } from './support.ts';

const MARINA = '/buy?location_id=50&location_name=Dubai%20Marina';
const AED_PER_USD = 3.6725;
const SQM_PER_SQFT = 0.09290304;
const digits = (text: string) => Number(text.replace(/[^\d]/g, ''));
const grouped = (n: number) => Math.round(n).toLocaleString('en-US');

async function choose(page: Page, unit: 'sqft' | 'sqm', currency: string) {
  await page.getByRole('combobox', { name: 'Area unit' }).selectOption(unit);
  await page.getByRole('combobox', { name: 'Currency' }).selectOption(currency);
}

test('sqm and USD change every figure on a search, a listing and a market view, and stay chosen', async ({ page }) => {
  await page.goto(MARINA);
  const card = page.getByTestId('listing-card').first();
  await expect(card.getByTestId('price')).toHaveText(/^AED [\d,]+$/);
  const aed = digits(await card.getByTestId('price').innerText());
  const sqft = digits(await card.getByTestId('size').innerText());
  const title = await card.locator('h3').innerText();

  await choose(page, 'sqm', 'USD');
  await expect(page).toHaveURL(/[?&]unit=sqm/);
  await expect(page).toHaveURL(/[?&]cur=USD/);
  // The dollar is pegged: AED ÷ 3.6725; a square foot is 0.09290304 m².
  await expect(card.getByTestId('price')).toHaveText(`USD ${grouped(aed / AED_PER_USD)}`);
  await expect(card.getByTestId('size')).toHaveText(`${grouped(sqft * SQM_PER_SQFT)} sqm`);
  await expect(card.getByText(/^USD [\d,]+\/sqm$/)).toBeVisible();
  await expect(page.getByRole('contentinfo')).toContainText('Prices in USD converted from AED at the fixed peg of AED 3.6725');

  // Filters take dollars and square metres and send AED and sqft.
  await openFilters(page);
  const filters = page.getByRole('search', { name: 'Filters' });
  await expect(filters.getByRole('group', { name: 'Price (USD)' })).toBeVisible();
  await expect(filters.getByRole('group', { name: 'Area (sqm)' })).toBeVisible();
  const asked = page.waitForRequest((r) => r.url().includes('/api/search-buy') && r.url().includes('price_max='));
  await filters.getByRole('textbox', { name: 'Price (USD), maximum' }).fill('500000');
  await filters.getByRole('textbox', { name: 'Area (sqm), minimum' }).fill('100');
  await filters.getByRole('textbox', { name: 'Price (USD), maximum' }).press('Enter');
  const wire = new URL((await asked).url()).searchParams;
  // USD 500,000 × 3.6725 = AED 1,836,250; 100 m² ÷ 0.09290304 = 1,076.4 sqft, sent as 1,076.
  expect(wire.get('price_max')).toBe('1836250');
  expect(wire.get('area_min')).toBe('1076');
  await expect(filters.getByRole('textbox', { name: 'Price (USD), maximum' })).toHaveValue('500000');
  await expect(page).toHaveURL(/price_max=1836250/);

  // A listing opened from here keeps the choice.
  await page.goto(`${MARINA}&unit=sqm&cur=USD`);
  await page.getByRole('link', { name: title, exact: true }).first().click();
  await expect(page).toHaveURL(/\/property\/\d+\?.*unit=sqm/);
  await expect(page.getByTestId('detail-price')).toContainText(`USD ${grouped(aed / AED_PER_USD)}`);
  await expect(page.getByTestId('detail-ppsf')).toHaveText(/^USD [\d,]+\/sqm$/);
  await expect(page.getByTestId('detail-size')).toHaveText(`${grouped(sqft * SQM_PER_SQFT)} sqm`);
  await expect(page.getByText('Price per sqm')).toBeVisible();

  // A market view: the figures, the records and the chart's table in dollars.
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Market' }).click();
  await expect(page).toHaveURL(/\/market\/?\?.*cur=USD/);
  await page.goto('/market/transactions?location_id=50&unit=sqm&cur=USD');
  await expect(page.getByText(/^USD [\d,]+$/).first()).toBeVisible();
  const records = page.getByRole('table', { name: /^Transaction records/ });
  await expect(records.getByRole('cell', { name: /^USD [\d,]+$/ }).first()).toBeVisible();
  await expect(records.getByText(/^AED /)).toHaveCount(0);
  const chart = page.getByRole('figure').first();
  await chart.getByRole('button', { name: 'Show table' }).click();
  await expect(chart.getByRole('cell', { name: /^USD [\d,]+$/ }).first()).toBeVisible();
  await expect(page.getByRole('main').getByText(/AED [\d,]/)).toHaveCount(0);
  // The CSV carries a price column in the chosen currency too.
  await expect(page.getByRole('link', { name: 'Download CSV' })).toHaveAttribute('href', /currency=USD/);

  // EUR comes from the dated table, whose date the page shows.
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('EUR');
  await expect(page.getByRole('contentinfo')).toContainText('at the rates of 2026-11-01');
  await expect(page.getByText(/^EUR [\d,]+$/).first()).toBeVisible();

  // Remembered: a link without a choice shows the last one and puts it in the address.
  await page.goto('/buy');
  await expect(page).toHaveURL(/unit=sqm/);
  await expect(page).toHaveURL(/cur=EUR/);
  await expect(page.getByRole('combobox', { name: 'Currency' })).toHaveValue('EUR');
  // And back to the service's own terms: nothing in the URL.
  await choose(page, 'sqft', 'AED');
  await expect(page).not.toHaveURL(/unit=|cur=/);
});

test('the mortgage estimate of a AED 2,000,000 ready apartment for a resident expat first home matches the hand calculation', async ({
  page,
}) => {
  await page.goto('/mortgage');
  const inputs = page.getByRole('form', { name: 'Mortgage inputs' });
  // Before a price, the estimate says what it needs (nothing is wrong yet).
  await expect(page.getByText('Enter a price to see the monthly payment and the cash needed upfront.')).toBeVisible();
  await inputs.getByRole('textbox', { name: 'Price (AED)' }).fill('2,000,000');
  await inputs.getByRole('combobox', { name: 'Buyer' }).selectOption({ label: 'Resident expat' });
  await inputs.getByRole('combobox', { name: 'Home' }).selectOption({ label: 'First home' });
  await inputs.getByRole('combobox', { name: 'Property' }).selectOption({ label: 'Ready' });
  await inputs.getByRole('textbox', { name: 'Interest rate (% a year)' }).fill('4.5');
  await inputs.getByRole('textbox', { name: 'Term (years)' }).fill('25');

  // By hand:
  //   loan-to-value cap, expatriate, first home up to AED 5M: 80%  -> loan 1,600,000, down payment 400,000
  //   r = 4.5% / 12 = 0.00375 a month, n = 25 × 12 = 300 payments
  //   (1 + r)^n = 1.00375^300 = 3.0737425
  //   payment = 1,600,000 × 0.00375 / (1 − 1 / 3.0737425) = 6,000 / 0.6746600 = 8,893.32
  //   DLD transfer 4% × 2,000,000 + 580 admin = 80,580
  //   mortgage registration 0.25% × 1,600,000 + 290 = 4,290
  //   agency 2% × 2,000,000 = 40,000, + 5% VAT = 42,000
  //   valuation 3,000 + 5% VAT = 3,150
  //   upfront 400,000 + 80,580 + 4,290 + 42,000 + 3,150 = 530,020
  const r = 0.045 / 12;
  const payment = (1_600_000 * r) / (1 - (1 + r) ** -300);
  expect(payment).toBeCloseTo(8_893.32, 2);
  await expect(page.getByTestId('mortgage-monthly')).toHaveText('AED 8,893');
  await expect(page.getByTestId('mortgage-loan')).toHaveText('AED 1,600,000');
  await expect(page.getByTestId('upfront-down')).toContainText('AED 400,000');
  await expect(page.getByTestId('upfront-dld')).toContainText('AED 80,580');
  await expect(page.getByTestId('upfront-registration')).toContainText('AED 4,290');
  await expect(page.getByTestId('upfront-agency')).toContainText('AED 42,000');
  await expect(page.getByTestId('upfront-valuation')).toContainText('AED 3,150');
  await expect(page.getByTestId('mortgage-upfront-total')).toHaveText('AED 530,020');
  await expect(page.getByText('Loan-to-value cap 80% (resident expat, first home, up to AED 5M)')).toBeVisible();
  // The inputs are in the URL: the same estimate can be shared.
  await expect(page).toHaveURL(/price=2000000/);
  await expect(page).toHaveURL(/residency=resident/);

  // Clear messages for what the rules do not allow.
  await inputs.getByRole('textbox', { name: 'Term (years)' }).fill('30');
  await expect(page.getByText("The term is 1 to 25 whole years (the Central Bank's limit is 25).")).toBeVisible();
  await inputs.getByRole('textbox', { name: 'Term (years)' }).fill('25');
  await inputs.getByRole('textbox', { name: 'Down payment (% of the price)' }).fill('10');
  await expect(page.getByText('The least down payment for this purchase is 20% of the price.')).toBeVisible();
  await inputs.getByRole('combobox', { name: 'Property' }).selectOption({ label: 'Off-plan' });
  await expect(page.getByText('The least down payment for this purchase is 50% of the price.')).toBeVisible();
});

test('a sale listing carries the estimate for its price and links to it for any price; a rental does not', async ({ page }) => {
  await page.goto(MARINA);
  const card = page.getByTestId('listing-card').first();
  const aed = digits(await card.getByTestId('price').innerText());
  await card.locator('h3 a').click();
  // Drawn once it nears the viewport, below the fold.
  await expect(page.getByTestId('detail-price')).toBeVisible();
  await drawCharts(page);
  const estimate = page.getByRole('region', { name: 'Mortgage estimate' });
  await expect(estimate).toBeVisible();
  // The listing's price with the usual assumptions (resident expat, first home, ready).
  const cap = aed > 5_000_000 ? 0.7 : 0.8;
  await expect(estimate.getByTestId('mortgage-loan')).toHaveText(`AED ${grouped(Math.round(aed * cap * 100) / 100)}`);
  await estimate.getByRole('link', { name: 'The same estimate for any price' }).click();
  await expect(page).toHaveURL(new RegExp(`/mortgage\\?.*price=${aed}`));
  await expect(page.getByRole('textbox', { name: 'Price (AED)' })).toHaveValue(String(aed));

  await page.goto('/rent?location_id=50&location_name=Dubai%20Marina');
  await page.getByTestId('listing-card').first().locator('h3 a').click();
  await expect(page.getByTestId('detail-price')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Mortgage estimate' })).toHaveCount(0);
});
