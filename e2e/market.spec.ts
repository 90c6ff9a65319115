/**
 * Market analytics end to end, on the embedded gateway: the transactions view from the market store
 * (at most 3 API requests, no layout shift), every chart draws marks for Dubai Marina
 * and its table shows the same data, the CSV holds the records the table shows, registry filters
 * reach the request, the error state on the rate-limited twin, and a listing's percentile.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page, Request } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { layoutShift } from './layout-shift.ts';
import { basicTwinBaseUrl, expect, faultyBaseUrl, pickLocation, placeCollected, supplyCollected, test } from './support.ts';

const MARINA = 'location_id=50';
const number = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

const figure = (page: Page, name: string | RegExp) => page.getByRole('figure', { name });
/** A headline figure's value, by its label. */
const headline = async (page: Page, label: string) =>
  number(
    await page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
      // The summary's figure comes first (a drawn chart's figures list may name the same series).
      .first()
      .innerText(),
  );
const lineDots = (fig: Locator) => fig.locator('.chart-dot');
const bars = (fig: Locator) => fig.locator('.chart-bar');

/** Open a chart's table view and return its body rows. */
async function tableOf(fig: Locator): Promise<Locator> {
  await fig.getByRole('button', { name: 'Show table' }).click();
  const rows = fig.getByRole('table').locator('tbody tr');
  await expect(rows.first()).toBeVisible();
  return rows;
}

/** The text of one column (by header) of a table's body rows. */
async function column(table: Locator, header: string): Promise<string[]> {
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === header);
  expect(index, `column ${header} in ${headers.join(' | ')}`).toBeGreaterThanOrEqual(0);
  return table.locator('tbody tr').evaluateAll((rows, i) => rows.map((r) => (r.children[i] as HTMLElement).innerText.trim()), index);
}

const apiRequest = (page: Page, endpoint: string, test: (q: URLSearchParams) => boolean) =>
  page.waitForRequest((r: Request) => {
    const url = new URL(r.url());
    return url.pathname === `/api/${endpoint}` && test(url.searchParams);
  });

/** Every /api request the page makes from now on (path and query). */
function apiRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    const url = new URL(r.url());
    if (url.pathname.startsWith('/api/')) seen.push(`${url.pathname}${url.search}`);
  });
  return seen;
}

test.describe('transactions', () => {
  test('from the overview to Dubai Marina: figures from the store, every chart drawn, its table matching', async ({ page, request }) => {
    // The first sync done: figures and records are then read from the same held sales (while it
    // runs, each answer counts what was held when it was asked).
    await placeCollected(request, '50');
    await page.goto('/market');
    await pickLocation(page, /Location/, 'Dubai Mar', 'Dubai Marina');
    await page.getByRole('link', { name: 'Transactions' }).click();
    await expect(page).toHaveURL(/\/market\/transactions\?.*location_id=50/);
    await page.getByLabel('Bedrooms', { exact: true }).selectOption('2');
    await expect(page).toHaveURL(/bedrooms=2/);

    const monthly = figure(page, 'Monthly median and volume');
    await expect(monthly).toContainText('(2 beds)', { timeout: 30_000 });

    // Monthly: one dot per month with a median, one bar per month with sales; volumes add up.
    const monthRows = await tableOf(monthly);
    const table = monthly.getByRole('table');
    const medians = await column(table, 'Median price');
    const volumes = (await column(table, 'Transactions')).map(number);
    await expect(monthRows).toHaveCount(medians.length);
    await expect(lineDots(monthly)).toHaveCount(medians.filter((m) => m !== '—').length);
    await expect(bars(monthly)).toHaveCount(volumes.filter((v) => v > 0).length);
    // The headline says the same sample (it may show the last answer's for a moment, all bedrooms).
    const count = volumes.reduce((a, b) => a + b, 0);
    expect(count).toBeGreaterThan(20);
    await expect.poll(() => headline(page, 'Transactions')).toBe(count);

    // By bedrooms: all bedroom counts, three bars (quartiles and median) per count.
    const byBeds = figure(page, 'Prices by bedrooms');
    const bedRows = await tableOf(byBeds);
    const bedCount = await bedRows.count();
    expect(bedCount).toBeGreaterThan(2);
    await expect(bars(byBeds)).toHaveCount(3 * bedCount);
    const bedMedians = (await column(byBeds.getByRole('table'), 'Median')).map(number);
    expect(bedMedians.every((m) => m > 0)).toBe(true);

    // Yields rest on both samples, and momentum has one row per period.
    const yieldRow = page.getByRole('region', { name: 'Gross yield by bedrooms' }).getByRole('row', { name: /^2 beds/ });
    await expect(yieldRow).toContainText(/\d\.\d%/);
    await expect(page.getByRole('table', { name: /Median price by period/ }).locator('tbody tr')).toHaveCount(4);
    // The records are the same sample, 25 to a page, with their total.
    await expect(page.getByRole('table', { name: 'Transaction records, page 1' }).locator('tbody tr')).toHaveCount(25);
    await expect(page.getByText(`Records 1–25 of ${count.toLocaleString('en-US')}`)).toBeVisible();
    await expect(page.getByTestId('coverage')).toContainText(/held; last read from our data provider/);
  });

  test('a view is at most 3 API requests, does not shift while it loads, and pages its records', async ({ page, request }) => {
    await placeCollected(request, '50');
    const seen = apiRequests(page);
    await page.goto(`/market/transactions?${MARINA}&transaction_type=rented&period=6m`);
    await expect(figure(page, 'Yearly rents by bedrooms').locator('.chart-bar').first()).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('table', { name: 'Transaction records, page 1' })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(seen.length, seen.join('\n')).toBeLessThanOrEqual(3);
    expect(await layoutShift(page)).toBeLessThan(0.1);
    // The next page of records is one more request, and the DOM stays one page of rows.
    await page.getByRole('link', { name: /Next/ }).click();
    await expect(page.getByRole('table', { name: 'Transaction records, page 2' }).locator('tbody tr')).toHaveCount(25);
  });

  test('the CSV is every stored record of the filters, in the table order, starting with the rows shown', async ({ page, request }) => {
    await placeCollected(request, '50');
    await page.goto(`/market/transactions?${MARINA}&bedrooms=2&sort=low_price`);
    const records = page.getByRole('table', { name: 'Transaction records, page 1' });
    await expect(records.locator('tbody tr').first()).toBeVisible({ timeout: 30_000 });
    const shownIds = await records.locator('tbody tr').evaluateAll((rows) => rows.map((r) => r.getAttribute('data-id')));
    await expect(figure(page, 'Monthly median and volume')).toBeVisible();
    const count = await headline(page, 'Transactions');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download CSV' }).click();
    const download = await downloading;
    // Ids in the file name, never a name from the link.
    // Named by the window it covers (the whole year, held), not by the period asked for.
    expect(download.suggestedFilename()).toMatch(/^transactions-50-sold-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}-2br\.csv$/);
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines[0]).toBe('id,transaction_date,transaction_type,property_type,bedrooms,location,price_aed');
    const rows = lines.slice(1).map((l) => l.split(','));
    expect(rows).toHaveLength(count);
    expect(rows.slice(0, shownIds.length).map((r) => r[0])).toEqual(shownIds);
    expect(rows.every((r) => r[4] === '2' && r[2] === 'sold')).toBe(true);
    const prices = rows.map((r) => Number(r[6]));
    expect(prices.every((p, i) => i === 0 || prices[i - 1]! <= p)).toBe(true);
  });

  test('a first view says the store is still collecting, and the whole year follows once it has', async ({ page, request }) => {
    // Downtown Dubai: no other test opens it, and a year of its sales is more pages than a view waits for.
    await page.goto('/market/transactions?location_id=51');
    const note = page.getByTestId('collecting');
    await expect(note).toBeVisible({ timeout: 30_000 });
    await expect(note).toContainText(/^Collecting sales: [\d,]+ held so far, from .+ to .+; complete (in|by) /);
    const partial = await headline(page, 'Transactions');
    await placeCollected(request, '51', ['sold']);
    // The page follows the collector on its own (every 20 s); Refresh asks at once.
    const refresh = page.getByTestId('coverage').getByRole('button', { name: 'Refresh' });
    if (await refresh.isVisible()) await refresh.click();
    await expect(note).toHaveCount(0);
    await expect(page.getByTestId('coverage')).toContainText(/^Every sale our data provider lists from .+, [\d,]+ held; last read/);
    expect(await headline(page, 'Transactions')).toBeGreaterThan(partial);
    await expect(page.getByText(/^Records 1–25 of /)).toBeVisible();
  });

  test('a rate-limited data service shows what failed and offers a retry', async ({ page }) => {
    await page.goto(`${faultyBaseUrl}/market/transactions?${MARINA}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load transactions' }).first();
    await expect(alert).toBeVisible({ timeout: 20_000 });
    await expect(alert).toContainText(/rate-limiting/);
    await expect(alert.getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});

test.describe('market overview and names', () => {
  test('choosing a location shows its summary and supply pipeline at once, and the links carry its id only', async ({ page, request }) => {
    const supply = await supplyCollected(request, '50');
    await page.goto('/market');
    const seen = apiRequests(page);
    await pickLocation(page, /Location/, 'Dubai Mar', 'Dubai Marina');
    await expect(page).toHaveURL(/\/market\?location_id=50$/);
    const summary = page.getByRole('region', { name: 'Dubai Marina: the last 12 months' });
    await expect(summary).toBeVisible({ timeout: 30_000 });
    expect(
      number(
        await summary
          .locator('dt', { hasText: /^Median price$/ })
          .locator('xpath=following-sibling::dd[1]')
          .innerText(),
      ),
    ).toBeGreaterThan(100_000);
    await expect(summary.locator('dt', { hasText: /^Gross yield$/ }).locator('xpath=following-sibling::dd[1]')).toHaveText(/^\d+\.\d%$/);
    await expect(lineDots(figure(page, 'Monthly median price')).first()).toBeVisible();
    for (const name of ['Price trend', 'Transactions']) {
      await expect(page.getByRole('link', { name, exact: true })).toHaveAttribute('href', /\?location_id=50$/);
    }
    // The supply pipeline: the store's new projects of the place by delivery year, as bars and as
    // a table (every year from the first to the last), its sample named, a link to the search.
    const pipeline = page.getByRole('region', { name: 'Dubai Marina: supply pipeline' });
    const chart = pipeline.getByRole('figure', { name: 'New projects by delivery year' });
    await expect(bars(chart).first()).toBeVisible();
    await expect(chart).toContainText(`${supply.total} projects on the first page of the new-projects search, as of `);
    const years = supply.byYear.map((y) => y.year);
    const rows = await tableOf(chart);
    await expect(rows).toHaveCount(Math.max(...years) - Math.min(...years) + 1);
    const counted = (await column(chart.getByRole('table'), 'New projects')).reduce((a, n) => a + number(n), 0);
    expect(counted).toBe(supply.total - supply.undated);
    await expect(pipeline.getByRole('link', { name: 'Search the new projects here' })).toHaveAttribute(
      'href',
      '/new-projects?location_id=50',
    );
    // Autocomplete while typing, then the figures and the area figures from the store, nothing else.
    expect(seen.filter((u) => !u.startsWith('/api/autocomplete-location')).length, seen.join('\n')).toBeLessThanOrEqual(3);
  });

  test('a name in a link is never shown: the data names the location', async ({ page, request }) => {
    await request.get('/api/autocomplete-location?query=Dubai%20Marina');
    await page.goto('/market/transactions?location_id=50&location_name=Abu%20Dhabi');
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('Dubai Marina');
    await expect(page).not.toHaveURL(/location_name/);
    await expect(page.getByText('Abu Dhabi', { exact: true })).toHaveCount(0);
    await expect(page).not.toHaveTitle(/Abu Dhabi/);
    // An id the data has never named says so plainly.
    await page.goto('/market/trends?location_id=123456');
    await expect(page.getByTestId('unknown-place')).toHaveText(
      'This link names a place we do not know (id 123456); the link may be old or mistyped.',
      { timeout: 15_000 },
    );
    await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue('');
  });
});

test.describe('price trend', () => {
  test('on a phone, nothing below the trend moves as the trend, the asking prices and the sales arrive', async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 });
    // The page's figures held back until its placeholders are drawn, as on a slow link.
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route(/\/api\/insights\/(price-trend|asking-prices|transactions)\?/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/market/trends?${MARINA}`);
    await expect(page.getByRole('status').filter({ hasText: 'Loading the asking prices' })).toBeAttached();
    release();
    await expect(figure(page, /^Community and tower price/)).toBeVisible({ timeout: 20_000 });
    await expect(figure(page, /^Asking prices Dar saw/)).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Each placeholder is the height of what replaces it (the trend's was 320 px for 664: 0.038).
    expect(await layoutShift(page)).toBeLessThan(0.02);
  });

  test('lines per month for Dubai Marina, premium series for a tower, keyboard tooltips, type in the request', async ({ page }) => {
    await page.goto(`/market/trends?${MARINA}`);
    const prices = figure(page, /^Community and tower price/);
    await expect(lineDots(prices).first()).toBeVisible({ timeout: 20_000 });
    const rows = await tableOf(prices);
    await expect(lineDots(prices)).toHaveCount(await rows.count());
    expect(await rows.count()).toBe(12);

    // Keyboard: the drawing takes focus and the arrow keys walk the tooltip through the months.
    await prices.locator('svg.chart-surface[tabindex="0"]').focus();
    await page.keyboard.press('ArrowRight');
    await expect(prices.locator('[data-chart-tooltip]')).toContainText(/AED [\d,]+\/sqft/);
    // The community's own figures: no tower, so no premium chart (the summary says why).
    await expect(figure(page, /^Tower premium/)).toHaveCount(0);
    await expect(page.getByText(/choose a tower/i)).toBeVisible();

    // Every bedroom count side by side: a line each, the table one column each, each change named.
    await page.getByRole('group', { name: 'Bedrooms' }).getByText('All', { exact: true }).click();
    await expect(page).toHaveURL(/beds=all/);
    const all = figure(page, /^Community price by bedrooms/);
    await expect(lineDots(all).first()).toBeVisible();
    // The radios are the categories and All; the columns the month and the categories.
    const choices = await page.getByRole('group', { name: 'Bedrooms' }).getByRole('radio').count();
    await all.getByRole('button', { name: 'Show table' }).click();
    await expect(all.getByRole('table').getByRole('columnheader')).toHaveCount(choices);
    await expect(page.getByText(/^Over the months shown, the community level moved [+-−][\d.]+% for studio, /)).toBeVisible();

    // A tower: two lines and a premium that is not zero.
    await page.goto('/market/trends?location_id=8995&location_name=Vida%20Residences%20Dubai%20Marina&beds=2');
    const towerPrices = figure(page, /^Community and tower price, 2 beds/);
    await expect(lineDots(towerPrices)).toHaveCount(24);
    const premium = figure(page, /^Tower premium/);
    const premiumRows = await tableOf(premium);
    await expect(lineDots(premium)).toHaveCount(await premiumRows.count());
    expect((await column(premium.getByRole('table'), 'Tower premium')).some((v) => v !== '0.0%')).toBe(true);

    const request = apiRequest(page, 'insights/price-trend', (q) => q.get('property_type') === 'villa');
    await page.getByLabel('Property type').selectOption('villa');
    await request;
    await expect(page).toHaveURL(/property_type=villa/);
  });

  test('beside it, the asking prices Dar saw and the registered sales, named with their samples; sales and yearly rents apart; axe at both widths', async ({
    page,
  }) => {
    // Dar sees the listings of searches of the place, as any visitor's searches show them.
    for (const path of ['/buy', '/rent']) {
      await page.goto(`${path}?${MARINA}`);
      await expect(page.getByTestId('listing-card').first()).toBeVisible();
    }
    await page.goto(`/market/trends?${MARINA}`);
    const sales = figure(page, /^Asking prices Dar saw: \d+ listings over \d+ weeks?$/);
    await sales.scrollIntoViewIfNeeded();
    await expect(sales).toBeVisible({ timeout: 20_000 });
    await expect(sales).toContainText("These are Dar's own observations of listings, not the service's trend or registered sales.");
    await expect(sales.getByText(/^Median asking price$/)).toBeVisible();
    await expect(sales.getByText(/^AED [\d,]+\/sqft$/)).toBeVisible();

    // And what was registered as sold there: each month's median price, named with its sample and window.
    const registered = figure(page, /^Registered sales: [\d,]+ transactions?, (last 12 months|.+, as held so far)$/);
    await registered.scrollIntoViewIfNeeded();
    await expect(registered).toBeVisible({ timeout: 20_000 });
    await expect(registered).toContainText('The records give no size, so this is the whole price, not per sqft');
    const registeredRows = await tableOf(registered);
    expect(await registeredRows.count()).toBeGreaterThan(3);
    await expect(registeredRows.first()).toContainText(/AED [\d,]+/);

    const request = apiRequest(page, 'insights/asking-prices', (q) => q.get('listing') === 'rent');
    await page.getByRole('group', { name: 'Asking prices of' }).getByText('Yearly rents').click();
    await request;
    await expect(page).toHaveURL(/asking=rent/);
    const rents = figure(page, /^Asking prices Dar saw: \d+ listings over \d+ weeks?$/);
    await expect(rents.getByText(/^Median asking rent \(yearly\)$/)).toBeVisible();
    // Rents per sqft a year are a fraction of sale prices per sqft.
    const perSqft = async () => Number((await rents.getByText(/^AED [\d,]+\/sqft$/).innerText()).replace(/[^\d]/g, ''));
    expect(await perSqft()).toBeLessThan(1000);

    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: width === 390 ? 844 : 800 });
      await rents.scrollIntoViewIfNeeded();
      const result = await new AxeBuilder({ page })
        .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
        .analyze();
      expect(
        result.violations.map((v) => v.id),
        `${width}px`,
      ).toEqual([]);
    }
  });
});

test.describe('Abu Dhabi registry', () => {
  test('districts, grouped types, dates, page size and paging all reach the request', async ({ page }) => {
    await page.goto('/market/registry');
    await expect(figure(page, 'Median sale price by month')).toBeVisible({ timeout: 20_000 });

    let request = apiRequest(page, 'get-registry-transactions', (q) => q.get('district') === 'Yas Island' && q.get('page') === '0');
    await page.getByLabel('Add a district').fill('yas island');
    await page.getByLabel('Add a district').press('Enter');
    await request;

    request = apiRequest(page, 'get-registry-transactions', (q) => q.get('propertyType') === 'apartment,villa');
    await page.getByRole('group', { name: 'Residential', exact: true }).getByLabel('Villa').check();
    await page.getByRole('group', { name: 'Residential', exact: true }).getByLabel('Apartment').check();
    await request;

    request = apiRequest(page, 'get-registry-transactions', (q) => q.get('fromDate') === '01/03/2026');
    await page.getByLabel('From').fill('2026-03-01');
    await request;

    request = apiRequest(page, 'get-registry-transactions', (q) => q.get('size') === '10' && q.get('district') === 'Yas Island');
    // Whether there is a page 2 is asked ahead (the service's page 1), before Next is offered.
    const ahead = apiRequest(page, 'get-registry-transactions', (q) => q.get('page') === '1' && q.get('size') === '10');
    await page.getByLabel('Page size').selectOption('10');
    await request;
    await ahead;

    const records = page.getByRole('table', { name: /Registry records, page 1/ });
    // Wait for the answer to the last request before reading the table.
    await expect(records.locator('tbody tr')).toHaveCount(10);
    expect(new Set(await column(records, 'District'))).toEqual(new Set(['Yas Island']));
    // Coded values in words, not as the registry codes them ("villa").
    expect(new Set(await column(records, 'Property type'))).toEqual(new Set(['Apartment', 'Villa']));
    // What is known of the size: the records here, and that the next page has more (asked, never a total).
    await expect(page.getByTestId('registry-count')).toHaveText('10 records on page 1; more on the next pages.');
    // The records on view as CSV: the registry's own field names and values, one line per row.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download this page as CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('abu-dhabi-registry-page-1-10-records.csv');
    const lines = (await readFile(await download.path(), 'utf8')).trimEnd().split('\r\n');
    expect(lines).toHaveLength(11);
    const header = lines[0]!.split(',');
    expect(header).toEqual(expect.arrayContaining(['id', 'propertyType', 'district', 'saleSequence']));
    const at = (name: string) => header.indexOf(name);
    expect(new Set(lines.slice(1).map((l) => l.split(',')[at('propertyType')]))).toEqual(new Set(['apartment', 'villa']));
    expect(lines.slice(1).map((l) => l.split(',')[at('id')])).toEqual(await column(records, 'Id'));
    expect((await column(records, 'Sale application date')).every((d) => Date.parse(d) >= Date.parse('1 Mar 2026'))).toBe(true);

    // Shown as page 2; the service's page 1, already fetched when Next was offered.
    await page.getByRole('link', { name: /Next/ }).click();
    await expect(
      page
        .getByRole('table', { name: /Registry records, page 2/ })
        .locator('tbody tr')
        .first(),
    ).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Registry pages' })).toContainText('Page 2');
    await expect(page).toHaveURL(/page=1/);

    // Charts: marks for the sample, and tables of the same length.
    const monthly = figure(page, 'Median sale price by month');
    const monthRows = await tableOf(monthly);
    await expect(lineDots(monthly)).toHaveCount(await monthRows.count());
    const byDistrict = figure(page, 'Median sale price by district');
    await expect(bars(byDistrict)).toHaveCount(1);
    await expect(await tableOf(byDistrict)).toHaveCount(1);
  });

  test('the placeholder body is shown as a plain notice', async ({ page }) => {
    // The basic-plan twin's gateway answers the registry with the placeholder, the only body of it the spec shows.
    await page.goto(`${basicTwinBaseUrl}/market/registry`);
    await expect(page.getByRole('status').filter({ hasText: 'Registry transactions are being refreshed' })).toBeVisible();
    await expect(page.getByRole('figure')).toHaveCount(0);
  });
});

test.describe('listing price context', () => {
  test('a listing shows its percentile among same-bedroom sales of its community, asking each thing of the API once', async ({
    page,
    request,
  }) => {
    const search = (await (await request.get('/api/search-buy?location_id=50&bedrooms=2&property_type=apartment')).json()) as {
      data: { property_id: string; address: { full_name: string }; price: { value: number } }[];
    };
    const listing = search.data.find((l) => / Dubai Marina, Dubai$/.test(l.address.full_name));
    expect(listing, 'a 2-bedroom apartment in Dubai Marina').toBeTruthy();

    // The expected figure, from every stored sale of the kind, paged from the store.
    await placeCollected(request, '50');
    const prices: number[] = [];
    for (let p = 1; ; p++) {
      const body = (await (
        await request.get(
          `/api/insights/transaction-records?location_id=50&transaction_type=sold&property_type=apartment&bedrooms=2&page=${p}`,
        )
      ).json()) as { data: { price: number }[]; pageSize: number; total: number };
      prices.push(...body.data.map((t) => t.price));
      if (p * body.pageSize >= body.total) break;
    }
    const asking = listing!.price.value;
    const rank = ((prices.filter((v) => v < asking).length + prices.filter((v) => v === asking).length / 2) / prices.length) * 100;
    const r = Math.round(rank);
    const ordinal = `${r}${r % 100 >= 11 && r % 100 <= 13 ? 'th' : (({ 1: 'st', 2: 'nd', 3: 'rd' } as Record<number, string>)[r % 10] ?? 'th')}`;

    const seen = apiRequests(page);
    await page.goto(`/property/${listing!.property_id}`);
    const context = page.getByTestId('price-percentile');
    await expect(context).toContainText(`${ordinal} percentile`, { timeout: 20_000 });
    await expect(context).toContainText(`${prices.length.toLocaleString('en-US')} 2-bedroom apartment sales in Dubai Marina`);
    await expect(context).toContainText('Transactions carry no size');
    // Charts are drawn as they come near the viewport: bring this one there once it is on the page.
    const trend = figure(page, /^Price trend in Dubai Marina/);
    await trend.scrollIntoViewIfNeeded();
    await expect(lineDots(trend).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // The listing (unless the server held it and handed it over in the page), its community's id
    // (found by name), its agent's known name, its history badge and the two figures: each asked
    // once, and nothing else.
    const handed = await page.evaluate(() => document.getElementById('first-answer') !== null);
    expect(seen.map((u) => u.split('?')[0]).sort(), seen.join('\n')).toEqual([
      '/api/autocomplete-location',
      '/api/insights/listing-history',
      '/api/insights/price-context',
      '/api/insights/price-trend',
      '/api/names',
      ...(handed ? [] : ['/api/property-details']),
    ]);
  });
});
