/**
 * A results card's brokerage link names the brokerage once Dar has read the place's brokerage
 * directory (listings carry a brokerage's id, never its name). On a server of the test's own, with
 * an empty store: first with no collector budget, where the read is planned but not paid and the
 * link says whose brokerage it is; then, started again on the same store with the budget, a later
 * visit reads the brokerage's name. In English and in Arabic.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page, Response } from '@playwright/test';
import type { NamesAnswer } from '../src/contract/index.ts';
import { freePort, startOwnServer } from './own-server.ts';
import { expect, newAppContext, test } from './support.ts';

const RESULTS = '/rent?location_id=50';
const firstLink = (page: Page) => page.getByTestId('listing-card').first().getByTestId('brokerage-link');

/** A request for this brokerage's name: alone (`/api/names`) or with the page's others (`/api/names/batch`). */
const asksFor = (brokerId: string) => (r: Response) => {
  const url = new URL(r.url());
  if (url.pathname === '/api/names') return url.searchParams.get('broker_id') === brokerId;
  return (
    url.pathname === '/api/names/batch' &&
    url.searchParams.get('kind') === 'broker' &&
    url.searchParams.get('ids')!.split(',').includes(brokerId)
  );
};

/** A page in a browser context of its own (no HTTP cache shared between the two runs). */
async function withPage(browser: Browser, use: (page: Page) => Promise<void>) {
  const context = await newAppContext(browser);
  try {
    await use(await context.newPage());
  } finally {
    await context.close();
  }
}

test("a results card's brokerage link reads the brokerage's name once the collector has read the place's directory", async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'dar-e2e-brokers-'));
  let brokerId = '';
  try {
    // No budget: the directory read is queued, not paid; the link does not pretend to know the name.
    const unpaid = await startOwnServer(port, { DATA_DIR: dataDir, COLLECT_DAILY_PAGES: '0' });
    try {
      await withPage(browser, async (page) => {
        await page.goto(base + RESULTS);
        const link = firstLink(page);
        await expect(link).toHaveText(/^.+’s brokerage$/);
        brokerId = /^\/brokers\/(\d+)$/.exec((await link.getAttribute('href')) ?? '')?.[1] ?? '';
        expect(brokerId, 'the link carries the brokerage id').not.toBe('');
        await page.goto(`${base}${RESULTS}&lang=ar`);
        await expect(firstLink(page)).toHaveText(/^شركة وساطة .+$/);
        const names = (await (await page.request.get(`${base}/api/names?broker_id=${brokerId}`)).json()) as NamesAnswer;
        expect(names.broker).toBeUndefined();
      });
    } finally {
      await unpaid.stop();
    }

    // With the budget, the collector reads the directory; a later visit finds the name.
    const paid = await startOwnServer(port, { DATA_DIR: dataDir });
    try {
      await withPage(browser, async (page) => {
        // Each visit asks for the brokerage's name once; the collector's read lands between visits.
        const visit = async () => {
          const asked = page.waitForResponse(asksFor(brokerId));
          await page.goto(base + RESULTS);
          await asked;
          return (await firstLink(page).textContent()) ?? '';
        };
        await expect.poll(visit, { timeout: 60_000, intervals: [1000, 2000, 3000] }).not.toMatch(/’s brokerage$/);
        const names = (await (await page.request.get(`${base}/api/names?broker_id=${brokerId}`)).json()) as NamesAnswer;
        const name = names.broker?.name ?? '';
        expect(name).not.toBe('');
        await expect(firstLink(page)).toHaveText(name);
        await expect(firstLink(page)).toHaveAttribute('href', `/brokers/${brokerId}`);
        await page.goto(`${base}${RESULTS}&lang=ar`);
        await expect(firstLink(page)).toHaveText(name);
        // Paid from the collector's day of pages, as the operator sees it.
        const collection = (await (await page.request.get(`${base}/api/insights/collection?location_id=50`)).json()) as {
          budget: { spentToday: number };
        };
        expect(collection.budget.spentToday).toBeGreaterThan(0);
      });
    } finally {
      await paid.stop();
    }
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
});
