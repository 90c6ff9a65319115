/**
 * Listing details end to end: opened from a search card, every part of the page (gallery, facts,
 * price per sqft, agent and brokerage links, public URL, small map), and the not-found page.
 */
import { layoutShift } from './layout-shift.ts';
import { drawCharts, expect, test } from './support.ts';

test('a listing opened from the results shows its details and links to its agent and brokerage', async ({ page }) => {
  await page.goto('/rent?location_id=50');
  const card = page.getByTestId('listing-card').first();
  await expect(card).toBeVisible();
  const title = await card.locator('h3').innerText();
  const price = await card.getByTestId('price').innerText();
  const beds = await card.getByTestId('beds').innerText();
  const agentHref = await card.locator('a[href^="/agents/"]').getAttribute('href');
  await card.locator('h3 a').click();

  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
  await expect(page.getByTestId('detail-price')).toContainText(price);
  await expect(page.getByTestId('detail-ppsf')).toHaveText(/^AED [\d,]+\/sqft\/year$/);
  await expect(page.getByTestId('detail-beds')).toHaveText(beds);
  await expect(page.getByTestId('detail-size')).toHaveText(/^[\d,]+ sqft$/);

  // Gallery: next photo, and the thumbnails say which one is shown.
  const photos = page.getByRole('region', { name: 'Photos' });
  await expect(photos.getByText(/^1 \/ \d+$/)).toBeVisible();
  await photos.getByRole('button', { name: 'Next photo' }).click();
  await expect(photos.getByText(/^2 \/ \d+$/)).toBeVisible();
  await expect(photos.getByRole('button', { name: /^Photo 2 of/ })).toHaveAttribute('aria-current', 'true');

  // Small map with the listing's pin (drawn once scrolled near); the public URL; brokerage and agent pages.
  await drawCharts(page);
  await expect(page.getByTestId('place-map').locator('.map-pin')).toHaveCount(1);
  await expect(page.getByRole('link', { name: /Public listing page/ })).toHaveAttribute('href', /^https:\/\//);
  await expect(page.getByRole('link', { name: 'View the brokerage' })).toHaveAttribute('href', /^\/brokers\/\d+$/);
  const agent = page.getByRole('complementary').getByRole('link', { name: /./ }).first();
  await expect(agent).toHaveAttribute('href', agentHref!);
  await agent.click();
  await expect(page).toHaveURL(/\/agents\/\d+$/);
});

test('a listing that does not exist gets a clear not-found page', async ({ page }) => {
  const answered = page.waitForResponse((r) => r.url().includes('/api/property-details'));
  await page.goto('/property/999999999');
  expect((await answered).status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  await expect(page.getByText('There is no listing 999999999.', { exact: false })).toBeVisible();
  await page.getByRole('link', { name: 'Search homes for sale' }).click();
  await expect(page).toHaveURL(/\/buy$/);
});

test('an id that cannot be a listing is not found without asking the service', async ({ page }) => {
  let asked = false;
  page.on('request', (r) => {
    if (r.url().includes('/api/property-details')) asked = true;
  });
  await page.goto('/property/not%20an%20id!');
  await expect(page.getByRole('heading', { level: 1, name: 'Listing not found' })).toBeVisible();
  expect(asked).toBe(false);
});

test('the small map scrolls under the sticky header, never over it', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/rent?location_id=50');
  await page.getByTestId('listing-card').first().locator('h3 a').click();
  // Below the fold on a phone: drawn once it nears the viewport.
  await expect(page.getByTestId('detail-price')).toBeVisible();
  await expect(page.getByTestId('place-map')).toHaveCount(0);
  await drawCharts(page);
  const map = page.getByTestId('place-map');
  await expect(map.locator('.map-pin')).toHaveCount(1);
  const headerBox = (await page.getByRole('banner').boundingBox())!;
  // Room below the page, so the map (near its end) can scroll all the way up under the header.
  await page.evaluate(() => (document.body.style.paddingBottom = '100vh'));
  // Scroll until the map's zoom buttons and credit sit where the header is.
  for (const control of [map.locator('.leaflet-control-zoom'), map.locator('.leaflet-control-attribution')]) {
    // Scrolled (again while the page above it still grows) until the control's middle is behind the header.
    const middle = async () => {
      const box = (await control.boundingBox())!;
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    };
    await expect
      .poll(async () => {
        const { y } = await middle();
        await page.evaluate((by) => window.scrollBy(0, by), y - (headerBox.y + headerBox.height / 2));
        const now = await middle();
        return now.y > headerBox.y && now.y < headerBox.y + headerBox.height;
      })
      .toBe(true);
    const { x, y } = await middle();
    expect(await page.evaluate(([px, py]) => !!document.elementFromPoint(px!, py!)?.closest('header'), [x, y])).toBe(true);
  }
});

test('another currency relabels the small map pin, and keeps the map', async ({ page }) => {
  await page.goto('/rent?location_id=50');
  await page.getByTestId('listing-card').first().locator('h3 a').click();
  await drawCharts(page);
  const pin = page.getByTestId('place-map').locator('.map-pin');
  // The label drawn, then the price and title for a screen reader.
  await expect(pin).toContainText(/^[\d.]+[KM]\/yrAED [\d,]+\/year/);
  const before = await pin.innerText();
  // Marked, so a map made again would show as one without the mark.
  const pane = page.getByTestId('place-map').locator('.leaflet-map-pane');
  await pane.evaluate((el) => el.setAttribute('data-first-map', ''));
  await page.getByRole('combobox', { name: 'Currency' }).selectOption('USD');
  await expect(pin).not.toHaveText(before);
  await expect(pin).toContainText(/USD [\d,]+\/year/);
  await expect(pane).toHaveAttribute('data-first-map', '');
});

test('a listing page does not shift while its parts arrive, and asks for nothing that is not there', async ({ page, request }) => {
  const search = (await (await request.get('/api/search-buy?location_id=50&bedrooms=2&property_type=apartment')).json()) as {
    data: { property_id: string }[];
  };
  const failed: string[] = [];
  page.on('response', (r) => {
    if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
  });
  await page.goto(`/property/${search.data[0]!.property_id}`);
  await expect(page.getByTestId('price-percentile').locator('meter')).toBeVisible({ timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  // The footer once stood at the bottom of the short first paint and was pushed down (0.05).
  expect(await layoutShift(page)).toBeLessThan(0.01);
  // Every part it asked for was there (Leaflet's default marker images once were not).
  expect(failed).toEqual([]);
});
