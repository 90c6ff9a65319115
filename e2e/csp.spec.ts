/**
 * Every page works under the server's Content-Security-Policy (server/plugins/security.ts) with
 * no violation: the map with its pins, clusters and popup, the listing page's images, every market
 * view's charts, the directories and a profile. A `securitypolicyviolation` listener installed
 * before any page script records violations; Chromium also reports each as a console error, which
 * the shared `test` fails on. An unknown path answers 404 and still shows the app's not-found view.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './support.ts';

declare global {
  interface Window {
    __cspViolations?: string[];
  }
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (e) => {
      window.__cspViolations?.push(`${e.violatedDirective} blocked ${e.blockedURI || '(inline)'} at ${e.sourceFile}:${e.lineNumber}`);
    });
  });
});

/** The violations recorded in the page so far (they survive only within one document). */
const violations = (page: Page) => page.evaluate(() => window.__cspViolations ?? []);

async function visit(page: Page, url: string) {
  const res = await page.goto(url);
  expect(res?.headers()['content-security-policy'], url).toContain("frame-ancestors 'none'");
  return res;
}

const figure = (page: Page, name: string | RegExp) => page.getByRole('figure', { name });

test('search with the map, a cluster, a popup and the listing page', async ({ page }) => {
  const res = await visit(page, '/buy?location_id=50');
  expect(res?.headers()['referrer-policy']).toBe('strict-origin-when-cross-origin');
  const map = page.getByTestId('results-map');
  await expect(page.getByTestId('listing-card')).toHaveCount(25);
  await expect(map.locator('.map-pin, .map-cluster').first()).toBeVisible();
  // Open clusters until a pin shows (zoom animations write inline transforms), then its popup.
  for (let i = 0; i < 8 && (await map.locator('.map-pin').count()) === 0; i++) {
    await map.locator('.map-cluster').first().click();
    await expect.poll(() => map.evaluate((m) => !m.querySelector('.leaflet-zoom-anim'))).toBe(true);
  }
  await map.locator('.map-pin').first().click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  expect(await violations(page)).toEqual([]);

  // Client-side navigation keeps the document: the listing's images come from /media.
  await popup.getByRole('link', { name: 'View details' }).click();
  await expect(page).toHaveURL(/\/property\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const img = page.locator('main img[src^="/media/"]').first();
  await expect(img).toBeVisible();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  expect(await violations(page)).toEqual([]);
});

test('a listing page opened directly', async ({ page }) => {
  await visit(page, '/buy?location_id=50');
  const href = await page.getByTestId('listing-card').first().locator('a[href^="/property/"]').first().getAttribute('href');
  expect(href).toMatch(/^\/property\//);
  await visit(page, href!);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('main img[src^="/media/"]').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('market views with their charts', async ({ page }) => {
  await visit(page, '/market');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, '/market/transactions?location_id=50');
  const monthly = figure(page, 'Monthly median and volume');
  await expect(monthly.locator('.chart-bar').first()).toBeVisible({ timeout: 30_000 });
  // A tooltip (placed through the CSSOM: element.style) on keyboard focus.
  await monthly.locator('svg.chart-surface[tabindex="0"]').first().focus();
  await expect(monthly.locator('[data-chart-tooltip]')).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, '/market/trends?location_id=50');
  await expect(page.locator('.chart-dot').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);

  await visit(page, '/market/registry');
  // The sample's months are few (shown as figures); the districts are drawn.
  await expect(figure(page, 'Median sale price by district').locator('.chart-surface').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
});

test('directories and a profile', async ({ page }) => {
  await visit(page, '/agents');
  await expect(page.getByTestId('agent-card').first()).toBeVisible();
  const href = await page.getByTestId('agent-card').first().locator('h3 a').getAttribute('href');
  expect(await violations(page)).toEqual([]);

  await visit(page, '/brokers');
  await expect(page.locator('article[data-testid]').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, '/developers');
  await expect(page.getByTestId('developer-card').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);

  await visit(page, href!);
  await expect(page.getByTestId('owner-listing-card').first()).toBeVisible();
  await expect(page.getByTestId('owner-listing-card').first().locator('img').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test('the Saved page and a comparison', async ({ page }) => {
  await visit(page, '/buy?location_id=50');
  const cards = page.getByTestId('listing-card');
  for (let i = 0; i < 2; i++) {
    await cards
      .nth(i)
      .getByRole('button', { name: /^Save listing/ })
      .click();
    await cards
      .nth(i)
      .getByRole('button', { name: /Compare/ })
      .click();
  }
  await page.getByRole('complementary', { name: 'Listings to compare' }).getByRole('link', { name: 'Compare 2 listings' }).click();
  await expect(page.getByTestId('compare-percentile').first()).toBeVisible({ timeout: 30_000 });
  expect(await violations(page)).toEqual([]);
  await visit(page, '/saved');
  await expect(page.getByRole('heading', { name: 'Saved listings (2)' })).toBeVisible();
  await expect(page.locator('main img[src^="/media/"]').first()).toBeVisible();
  expect(await violations(page)).toEqual([]);
});

test("an unknown path answers 404 with the app's not-found view; app routes answer 200", async ({ page }) => {
  const res = await visit(page, '/no-such-page');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
  expect(await violations(page)).toEqual([]);
  expect((await page.goto('/agents/5'))?.status()).toBe(200);
});
