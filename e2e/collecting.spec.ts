/**
 * A figure names its sample, end to end: on a server of its own whose day of collecting is small
 * (COLLECT_DAILY_PAGES), a first view of Dubai Marina can hold only part of its year, and every
 * view says so in its own words (English and Arabic): what is held, from and to which day, and
 * when it will be whole; the summary is titled by the window held, not "the last 12 months", and
 * the CSV is named by that window and marked partial. The complete side is market.spec.ts's.
 */
import type { Page } from '@playwright/test';
import { freePort, startOwnServer } from './own-server.ts';
import { expect, test } from './support.ts';
import type { LocalServer } from '../server/testing/local-server.ts';

let server: LocalServer;
let base: string;

test.describe.configure({ mode: 'serial' });
test.beforeAll(async () => {
  const port = await freePort();
  // 24 pages a day: at most one more each hour, far fewer than Dubai Marina's year takes.
  // Area figures (market-areas) would spend this small budget too: off, so the view's place is what is collected.
  server = await startOwnServer(port, { COLLECT_DAILY_PAGES: '24', COLLECT_AREA_PAGES: '0' });
  base = `http://127.0.0.1:${port}`;
});
test.afterAll(async () => {
  await server.stop();
});

/** The sentence of a place still being collected, once the figures are on the page. */
const collectingNote = (page: Page) => page.getByTestId('collecting').first();

test('a first view says it is collecting: what is held, from and to which day, and when it will be whole', async ({ page }) => {
  await page.goto(`${base}/market/transactions?location_id=50`);
  const note = collectingNote(page);
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toHaveText(
    /^Collecting sales: [\d,]+ held so far, from \d{1,2} \w{3} \d{4} to \d{1,2} \w{3} \d{4}(; complete|\. Collecting waits for the day's data budget and resumes (in \d+ (minutes?|hours?)|on \d{1,2} \w{3} \d{4}); complete) (in \d+ (minutes?|hours?)|by \d{1,2} \w{3} \d{4})\.$/,
  );
  // The charts are described by the window held, never as "the last 12 months".
  await expect(page.getByText(/^The median price of each month in Dubai Marina.*\d{4} to .+, as held so far\.$/)).toBeVisible();

  // The CSV is named by the window it covers and marked partial.
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /CSV/ }).click()]);
  expect(download.suggestedFilename()).toMatch(/^transactions-50-sold-\d{4}-\d{2}-\d{2}_to_\d{4}-\d{2}-\d{2}-partial\.csv$/);

  // The overview's summary is titled by what is held.
  await page.goto(`${base}/market?location_id=50`);
  await expect(page.getByRole('heading', { name: /^Dubai Marina: what is held so far, .+ to .+$/ })).toBeVisible({ timeout: 30_000 });
  await expect(collectingNote(page)).toContainText('Collecting sales:');
  // The rentals figure names its sample too: those held so far, or none held yet; never a bare count.
  const rentals = page.locator('div', { has: page.getByText('Rentals', { exact: true }) }).last();
  await expect(rentals).toHaveText(/^Rentals(—None held yet|[\d,]+\+Those held so far)$/);

  // Asked directly, the server says the same and plans the rest.
  const status = (await (await page.request.get(`${base}/api/insights/collection?location_id=50`)).json()) as {
    coverage: { sold: { state: string; estimatedCompleteAt: string | null } };
    budget: { dailyPages: number; spentToday: number };
  };
  expect(['collecting', 'waiting_for_budget']).toContain(status.coverage.sold.state);
  expect(status.budget.dailyPages).toBe(24);
  expect(status.budget.spentToday).toBeLessThanOrEqual(24);
  expect(Date.parse(status.coverage.sold.estimatedCompleteAt!)).toBeGreaterThan(Date.now());
});

test('in Arabic, the same: collecting, what is held and when it will be whole', async ({ page }) => {
  await page.goto(`${base}/market/transactions?location_id=50&lang=ar`);
  const note = collectingNote(page);
  await expect(note).toBeVisible({ timeout: 30_000 });
  await expect(note).toContainText('جارٍ جمع عمليات البيع');
  await expect(note).toContainText('محفوظة حتى الآن، من');
  await expect(note).not.toContainText(/[A-Za-z]/);
  await page.goto(`${base}/market?location_id=50&lang=ar`);
  await expect(page.getByRole('heading', { name: /ما هو محفوظ حتى الآن، من .+ إلى .+/ })).toBeVisible({ timeout: 30_000 });
});
