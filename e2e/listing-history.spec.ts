/**
 * What listings do over time, seen in the browser: a server whose gateway's clock reads six hours
 * before the as-of day shows Dar a search; started again on the same store with the clock moved
 * on, the listing the seller reduced in those hours says "Reduced …" on its card and on its page,
 * which draws its price history (with the table equivalent). In English and in Arabic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { Browser, Page } from '@playwright/test';
import { freePort, startOwnServer } from './own-server.ts';
import { expect, newAppContext, test } from './support.ts';

const AS_OF = '2026-11-01';
const SIX_HOURS_EARLIER = '2026-10-31T18:00:00Z';
const cards = (page: Page) => page.getByTestId('listing-card');

/** Dar sees the search while the clock is six hours back, then again once it has moved on. */
async function seeTimePass(browser: Browser, path: string, then: (page: Page, base: string) => Promise<void>) {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  // One market store for both runs: what Dar saw the first time is its history the second.
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-e2e-history-'));
  try {
    const earlier = await startOwnServer(port, { EMBEDDED_AS_OF: AS_OF, EMBEDDED_CLOCK: SIX_HOURS_EARLIER, DATA_DIR: dataDir });
    // Each run its own browser context: the second must not be answered from the first's HTTP cache.
    const first = await newAppContext(browser);
    const page = await first.newPage();
    try {
      await page.goto(base + path);
      await expect(cards(page).first()).toBeVisible();
      // Seen for the first time: no change yet, only when Dar began seeing them.
      await expect(cards(page).first().getByTestId('history-seen')).toBeVisible();
      await expect(page.getByTestId('history-change')).toHaveCount(0);
    } finally {
      await first.close();
      await earlier.stop();
    }
    const later = await startOwnServer(port, { EMBEDDED_AS_OF: AS_OF, DATA_DIR: dataDir });
    const second = await newAppContext(browser);
    try {
      await then(await second.newPage(), base);
    } finally {
      await second.close();
      await later.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

test('a reduction made while the clock moved on shows on the card and on the listing page, with its price history', async ({ browser }) => {
  test.setTimeout(120_000);
  await seeTimePass(browser, '/buy?location_id=50', async (page, base) => {
    await page.goto(`${base}/buy?location_id=50`);
    await expect(cards(page).first()).toBeVisible();
    const reduced = cards(page).filter({ has: page.getByTestId('history-change') });
    await expect(reduced).toHaveCount(1);
    await expect(reduced.getByTestId('history-change')).toHaveText(/^Reduced \d+% \(AED [\d.]+[MK] to AED [\d.]+[MK]\), today$/);
    await expect(reduced.getByTestId('history-seen')).toHaveText(/^Seen by Dar since \d{1,2} \w{3} \d{4}$/);
    // A listing Dar had not seen before the clock moved says only since when Dar sees it.
    await expect(cards(page).first().getByTestId('history-seen')).toBeVisible();

    await reduced.locator('h3 a').click();
    await expect(page).toHaveURL(/\/property\/\d+/);
    await expect(page.getByTestId('listing-history').getByTestId('history-change')).toHaveText(/^Reduced \d+%/);
    const chart = page.getByRole('figure', { name: 'Price history' });
    await expect(chart).toBeVisible();
    await chart.getByRole('button', { name: 'Show table' }).click();
    const rows = chart.getByRole('table').getByRole('row');
    // The header, the first price, the reduced one, and the reduced one again when last seen.
    await expect(rows).toHaveCount(4);

    // The place's price drops: from the search page's link, the same listing first, with its sample named.
    await page.goBack();
    await page.getByRole('link', { name: 'Price drops and new listings here' }).click();
    await expect(page).toHaveURL(/\/market\/changes\?.*change=reduced/);
    await expect(page.getByRole('heading', { level: 1, name: 'New listings and price drops' })).toBeVisible();
    await expect(page.getByTestId('changes-sample')).toHaveText(
      /^Among the \d+ listings Dar has seen here since \d{1,2} \w{3} \d{4}\. \d+ changes? in the period\./,
    );
    // Largest drop first (Dar read more of the place than the first page: the map's pins).
    const drops = page.getByTestId('change-reduced');
    await expect(drops.first()).toHaveText(/^Reduced \d+%/);
    const percents = (await drops.allInnerTexts()).map((text) => Number(/(\d+)%/.exec(text)?.[1]));
    expect(percents).toEqual([...percents].sort((a, b) => b - a));
    const csv = await page.request.get(`${base}${await page.getByRole('link', { name: 'Download CSV' }).getAttribute('href')}`);
    expect(csv.headers()['content-type']).toContain('text/csv');
    // The header and one line per change.
    expect((await csv.text()).split('\r\n').filter(Boolean)).toHaveLength(percents.length + 1);
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
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

test('in Arabic: the card says the price was reduced, right to left', async ({ browser }) => {
  test.setTimeout(120_000);
  await seeTimePass(browser, '/rent?location_id=50&lang=ar', async (page, base) => {
    await page.goto(`${base}/rent?location_id=50&lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    await expect(cards(page).first()).toBeVisible();
    const change = page.getByTestId('history-change');
    await expect(change).toHaveCount(1);
    await expect(change).toContainText('خُفّض السعر');
    await expect(change).toContainText('اليوم');
    await expect(cards(page).first().getByTestId('history-seen')).toContainText('ترصده دار منذ');

    await page.goto(`${base}/market/changes?location_id=50&search=rent&lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: 'العقارات الجديدة وتخفيضات الأسعار' })).toBeVisible();
    await expect(page.getByTestId('change-reduced').first()).toContainText('خُفّض السعر');
    await expect(page.getByTestId('changes-sample')).toContainText('رصدتها دار هنا منذ');
    // Its CSV names the columns in Arabic, after a byte-order mark; the rows are the same as in English.
    const href = (await page.getByRole('link', { name: 'تنزيل CSV' }).getAttribute('href'))!;
    expect(href).toMatch(/[?&]lang=ar(&|$)/);
    const arabicCsv = (await (await page.request.get(`${base}${href}`)).text()).split('\r\n');
    expect(arabicCsv[0]).toMatch(/^\uFEFFالمعرّف,أول ما رأته دار,/);
    const englishCsv = (await (await page.request.get(`${base}${href.replace(/&?lang=ar/, '')}`)).text()).split('\r\n');
    expect(englishCsv[0]).toMatch(/^id,first_seen_by_dar,/);
    expect(arabicCsv.slice(1)).toEqual(englishCsv.slice(1));
    for (const width of [1280, 390]) {
      await page.setViewportSize({ width, height: 844 });
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

test('a saved search offers its Atom feed, which a feed reader can fetch (English and Arabic)', async ({ page }) => {
  await page.goto('/buy?location_id=50');
  await expect(cards(page).first()).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('button', { name: 'Search saved' })).toHaveAttribute('aria-pressed', 'true');
  await page.goto('/saved');
  const link = page.getByTestId('saved-search').getByRole('link', { name: /^Follow in a feed reader \(Atom\)/ });
  const href = await link.getAttribute('href');
  // The canonical query only: nothing else rides in the link.
  expect(href).toMatch(/^\/api\/feeds\/search-buy\.atom\?location_id=50(&sort=newest)?$/);
  const feed = await page.request.get(href!);
  expect(feed.status()).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  expect(await feed.text()).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en">');
  // Read in Arabic, the same search's feed speaks Arabic: only its language rides beside the query.
  await page.goto('/saved?lang=ar');
  const arabic = page.getByTestId('saved-search').getByRole('link', { name: /^تابِع في قارئ الخلاصات/ });
  await expect(arabic).toHaveAttribute('href', `${href!}&lang=ar`);
  const arabicFeed = await (await page.request.get((await arabic.getAttribute('href'))!)).text();
  expect(arabicFeed).toContain('<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="ar">');
  expect(arabicFeed).toContain('<title>دار: عقارات للبيع');
});
