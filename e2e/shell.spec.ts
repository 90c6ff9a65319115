/**
 * The app shell: it loads, every part of the product is reachable from the header, unknown
 * addresses get a real not-found page, and the Buy slice finds listings for a chosen location.
 */
import { expect, pickLocation, test } from './support.ts';

const PARTS = [
  ['Buy', /\/buy$/],
  ['Rent', /\/rent$/],
  ['Commercial', /\/commercial\/buy$/],
  ['New projects', /\/new-projects$/],
  ['Market', /\/market\/?$/],
  ['Agents', /\/agents\/?$/],
  ['Brokers', /\/brokers\/?$/],
  ['Developers', /\/developers$/],
  ['Mortgage', /\/mortgage$/],
  ['Saved', /\/saved$/],
] as const;

test('the home page loads with the main navigation', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveTitle(/UAE property/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label] of PARTS) await expect(nav.getByRole('link', { name: label, exact: true })).toBeVisible();
});

test('every part of the product is reachable from the header', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [label, url] of PARTS) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // A new page has its own title, and keyboard focus moves to its content.
    await expect(page).toHaveTitle(/ · Dar$/);
    await expect(page.locator('main')).toBeFocused();
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute('aria-current', 'page');
  }
});

for (const width of [1024, 1279]) {
  test(`at ${width} px the header folds its parts into the menu, and every switch stays on screen`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/buy?location_id=50');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav).toBeHidden();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    for (const name of ['Area unit', 'Currency']) await expect(page.getByRole('banner').getByRole('combobox', { name })).toBeInViewport();
    await expect(page.getByRole('banner').getByRole('button', { name: 'العربية' })).toBeInViewport();

    // The menu dims the page behind; a click there closes it.
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    await expect(nav.getByRole('link', { name: 'Mortgage' })).toBeVisible();
    const backdrop = page.getByTestId('menu-backdrop');
    await expect(backdrop).toBeVisible();
    await backdrop.click({ position: { x: width / 2, y: 700 } });
    await expect(nav).toBeHidden();
    await expect(menu).toHaveAttribute('aria-expanded', 'false');

    // Escape closes it too, and the menu button has the focus back.
    await menu.click();
    await nav.getByRole('link', { name: 'Buy', exact: true }).focus();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(menu).toBeFocused();
    await expect(backdrop).toHaveCount(0);
  });
}

test('at 1280 px all ten parts and the switches fit in one row, in English and Arabic', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  for (const lang of ['en', 'ar']) {
    await page.goto(`/buy?location_id=50&lang=${lang}`);
    const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'التنقل الرئيسي' });
    await expect(nav.getByRole('link')).toHaveCount(10);
    const boxes = await nav.getByRole('link').evaluateAll((links) => links.map((l) => l.getBoundingClientRect().top));
    expect(new Set(boxes).size).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBe(0);
    await expect(page.getByRole('banner').getByRole('button', { name: lang === 'en' ? 'العربية' : 'English' })).toBeInViewport();
  }
});

// The header is sticky, and wraps to two rows on a 320 px phone (more in Arabic): what takes the
// keyboard's focus under it (Shift+Tab back up a page) is brought out from under it (WCAG 2.4.11).
for (const [width, lang] of [
  [320, 'ar'],
  [320, 'en'],
  [1280, 'en'],
] as const) {
  test(`at ${width} px${lang === 'ar' ? ' in Arabic' : ''}, a link focused under the sticky header is brought out below it`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 700 });
    await page.goto(`/buy?location_id=50&lang=${lang}`);
    await expect(page.locator('#root')).not.toHaveAttribute('data-first-view');
    const link = page.getByTestId('listing-card').nth(3).getByRole('link').first();
    await expect(link).toBeVisible();
    const header = (await page.getByRole('banner').boundingBox())!;
    // The link scrolled to 10 px from the window's top: on screen, but under the header.
    const top = (await link.boundingBox())!.y;
    await page.evaluate((by) => window.scrollBy(0, by), top - 10);
    expect((await link.boundingBox())!.y).toBeLessThan(header.y + header.height);
    await link.focus();
    await expect.poll(async () => (await link.boundingBox())!.y).toBeGreaterThanOrEqual(header.y + header.height);
  });
}

test('an unknown address shows a not-found page with a way home', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: /could not find/i })).toBeVisible();
  await page.getByRole('link', { name: /home page/i }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('Buy: choosing a location shows listings with photo, AED price, beds, baths, size and title', async ({ page }) => {
  await page.goto('/buy');
  await pickLocation(page, /location/i, 'marina', 'Dubai Marina');
  await expect(page).toHaveURL(/location_id=50/);
  await expect(page).toHaveTitle('Properties for sale in Dubai Marina · Dar');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  expect(await cards.count()).toBeGreaterThan(5);
  const first = cards.first();
  await expect(first).toContainText(/AED [\d,]+|Price on request/);
  await expect(first).toContainText(/Studio|\d\+? beds?/);
  await expect(first).toContainText(/sqft/);
  await expect(first.getByRole('link').first()).toHaveAttribute('href', /\/property\//);
  // The photo is served by our own server and really loads.
  const img = first.locator('img').first();
  await expect(img).toHaveAttribute('src', /^\/media\//);
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
});

test('the server answers bad API input with a clear 400 and unknown API paths with JSON 404', async ({ request }) => {
  const bad = await request.get('/api/search-buy?location_id=50&sort=cheapest');
  expect(bad.status()).toBe(400);
  const body = (await bad.json()) as { issues: unknown[] };
  expect(body).toMatchObject({ success: false, error: 'bad_request' });
  expect(body.issues[0]).toMatchObject({ param: 'sort', allowed: ['newest', 'featured', 'price_asc', 'price_desc'] });
  const missing = await request.get('/api/no-such-endpoint');
  expect(missing.status()).toBe(404);
  expect(((await missing.json()) as { success: boolean }).success).toBe(false);
});

test('a hand-edited link with bad values drops them instead of failing', async ({ page }) => {
  const sent: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/')) sent.push(r.url());
  });
  // Nothing valid to search with: the page asks for a location, and sends nothing bad.
  await page.goto('/buy?location_id=abc&bedrooms=x&sort=cheapest&page=-4&junk=1');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
  await expect(page.getByText(/Choose a location/i).first()).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  // A valid location with a bad sort: results in the default order, and the bad value never sent.
  await page.goto('/buy?location_id=50&sort=cheapest&bedrooms=2,x');
  await expect(page.getByTestId('listing-card').first()).toBeVisible();
  await expect(page.getByLabel('Sort by')).toHaveValue('newest');
  expect(sent.filter((u) => /cheapest|location_id=abc|bedrooms=x|junk/.test(u))).toEqual([]);
});

test('sale and rent tabs keep the location, and the header knows which part is open', async ({ page }) => {
  await page.goto('/commercial/buy?location_id=51');
  const nav = page.getByRole('navigation', { name: 'Main' });
  const tabs = page.getByRole('navigation', { name: 'Sale or rent' });
  await expect(tabs.getByRole('link', { name: 'For sale' })).toHaveAttribute('aria-current', 'page');
  await tabs.getByRole('link', { name: 'For rent' }).click();
  await expect(page).toHaveURL(/\/commercial\/rent\?location_id=51/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Downtown Dubai');
  await expect(nav.getByRole('link', { name: 'Commercial', exact: true })).toHaveAttribute('aria-current', 'page');
  const cards = page.getByTestId('listing-card');
  await expect(cards.first()).toBeVisible();
  // Commercial units have no bedrooms: the card leaves the fact out instead of saying "No bedrooms".
  await expect(cards.filter({ hasText: 'No bedrooms' })).toHaveCount(0);
  await expect(page.getByTestId('results-status')).toHaveText(/commercial properties to rent shown/);

  await page.goto('/rent?location_id=50&rent_frequency=monthly');
  await page.getByRole('navigation', { name: 'Sale or rent' }).getByRole('link', { name: 'Buy' }).click();
  await expect(page).toHaveURL(/\/buy\?location_id=50$/);
});
