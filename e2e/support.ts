/**
 * Shared end-to-end helpers: a `test` that fails on any console error or uncaught page error,
 * and the addresses of the twin servers (see playwright.config.ts).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import type { AreaRow, AreasAnswer } from '../src/contract/index.ts';
import { FIRST_VIEW_ATTRIBUTE } from '../src/shared/first-view.ts';

/** The faulty twin (playwright.config.ts): listing searches and transactions rate-limited. */
export const faultyBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8099) + 1}`;
/** The stale twin (playwright.config.ts): 1 s freshness, listing details failing after the first. */
export const staleTwinBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8099) + 2}`;
/** The basic-plan twin (playwright.config.ts): no detailed agent search, the registry's placeholder body. */
export const basicTwinBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8099) + 3}`;

/**
 * The built file of a source module (`src/features/listings/SearchFilterForm.tsx`) as pages ask
 * for it, `/assets/<hash>.js`: chunks of code are named by their hash alone (vite.config.ts), so
 * the build's manifest says which is which.
 */
export function builtFile(src: string): string {
  const manifest = JSON.parse(readFileSync(join(process.env.STATIC_DIR ?? 'dist', '.vite/manifest.json'), 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[src];
  if (!chunk) throw new Error(`${src} is not a chunk of the build`);
  return `/${chunk.file}`;
}

/**
 * A page opened by its address shows the first view the server drew (src/prerender.tsx) until the
 * app has drawn its own in its place; a click on a control before then does nothing. So, as a
 * reader waits for a page to answer, `goto` and `reload` return once the app has taken over; a
 * test that asks for the page at its first byte (`waitUntil: 'commit'`) gets it at once.
 */
function waitForTheApp(page: Page): void {
  const taken = () => page.waitForFunction((mark) => !document.getElementById('root')?.hasAttribute(mark), FIRST_VIEW_ATTRIBUTE);
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (url, options) => {
    const response = await goto(url, options);
    if (options?.waitUntil !== 'commit') await taken();
    return response;
  };
  page.reload = async (options) => {
    const response = await reload(options);
    await taken();
    return response;
  };
}

/**
 * A browser context of a test's own (no cache or storage shared with the test's page), whose pages
 * wait for the app as the test's own do: a click made on the server's first view while the app
 * draws over it is lost (a card's link that never opened its listing, on a slow machine).
 */
export async function newAppContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  context.on('page', waitForTheApp);
  return context;
}

export const test = base.extend<{ consoleErrors: string[] }>({
  // Every page of the test's context, the one it starts with included.
  context: async ({ context }, use) => {
    context.on('page', waitForTheApp);
    await use(context);
  },
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A failed request is reported by the test that expects it, not as a console error.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * A place's supply as the market store answers it, once the collector has read its new projects
 * (a place asked for by id goes to the front of the collector's queue).
 */
export async function supplyCollected(request: import('@playwright/test').APIRequestContext, id: string) {
  let supply: AreaRow['supply'] = null;
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/insights/areas?ids=${id}`)).json()) as AreasAnswer;
        supply = body.places[0]?.supply ?? null;
        return supply !== null;
      },
      { timeout: 60_000 },
    )
    .toBe(true);
  return supply!;
}

/**
 * Wait (on the store's own answer) until the server holds a place's whole year of sales and
 * rentals; `kinds: ['sold']` for sales alone.
 */
export async function placeCollected(
  request: import('@playwright/test').APIRequestContext,
  id: string,
  kinds: readonly ('sold' | 'rented')[] = ['sold', 'rented'],
) {
  await expect
    .poll(
      async () => {
        const body = (await (await request.get(`/api/insights/transactions?location_id=${id}`)).json()) as {
          coverage: Record<'sold' | 'rented', { complete: boolean }>;
        };
        return kinds.every((k) => body.coverage[k].complete);
      },
      { timeout: 60_000 },
    )
    .toBe(true);
}

/**
 * Charts, and a listing's or project's small map, are drawn as they come near the viewport
 * (src/lib/use-near-viewport.ts; marked `data-draw-pending` until then): bring the first still
 * waiting into view, again and again, until none is. Polled, because a chart whose
 * answer lands later (a place still being collected) appears below the fold after the first look.
 * The page scrolls itself: Playwright's scroll would wait, unbounded, for a chart to be visible.
 * On failure the message names each chart left waiting, its size and where it is.
 */
export async function drawCharts(page: import('@playwright/test').Page) {
  const pending = page.locator('[data-draw-pending]');
  await expect
    .poll(
      () =>
        pending.evaluateAll((els) => {
          els[0]?.scrollIntoView({ block: 'center' });
          return els.map((el) => {
            const r = el.getBoundingClientRect();
            const title = el.closest('figure')?.querySelector('h2, h3, h4')?.textContent ?? 'a chart';
            return `${title} (${Math.round(r.width)}×${Math.round(r.height)} px at y ${Math.round(r.y)})`;
          });
        }),
      { timeout: 30_000, message: 'charts still waiting to be drawn' },
    )
    .toEqual([]);
}

/**
 * Open a search's filters: on a wide screen they fold into one line once a search runs (a page
 * opened with a place), behind "Edit filters".
 */
export async function openFilters(page: import('@playwright/test').Page) {
  await page.getByRole('button', { name: /^(Edit filters|تعديل الفلاتر)/, expanded: false }).click();
}

/** Pick a location in the shared combobox by typing and choosing the first suggestion named `name`. */
export async function pickLocation(page: import('@playwright/test').Page, label: RegExp | string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name, exact: true }).first().click();
}

/**
 * Words and codes an Arabic page may show in Latin letters: ISO currency codes (shown as codes in
 * every language), the brand, and the map's credit.
 */
const LATIN_ALLOWED = new Set(['AED', 'USD', 'EUR', 'GBP', 'INR', 'SAR', 'RUB', 'CNY', 'Dar', 'Leaflet', 'OpenStreetMap', 'CARTO', 'OSM']);

/**
 * English left on a page read in Arabic. Names from the data (places, agents, listings' titles)
 * stay as the service sends them, and are marked `translate="no"` where they are shown; every
 * other text node may hold no Latin word outside `LATIN_ALLOWED` and `allow`. Accessible names
 * and hints (`aria-label`, `title`, `placeholder`, `alt`) must hold Arabic where they hold words;
 * a name from the data may sit inside them.
 */
export async function englishLeft(page: import('@playwright/test').Page, allow: readonly string[] = []): Promise<string[]> {
  return page.evaluate(
    ({ allowed }) => {
      const ok = new Set(allowed);
      const found: string[] = [];
      const latinWords = (text: string) => (text.match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]|[A-Za-z]/g) ?? []).filter((w) => !ok.has(w));
      const where = (el: Element) =>
        `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}${el.getAttribute('data-testid') ? `[${el.getAttribute('data-testid')}]` : ''}`;
      const skipped = (el: Element | null) =>
        !!el?.closest('[translate="no"], script, style, noscript, [hidden], [aria-hidden="true"] svg');
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const el = node.parentElement;
        if (skipped(el)) continue;
        const words = latinWords(node.textContent ?? '');
        if (words.length) found.push(`${where(el!)}: "${node.textContent!.trim().slice(0, 80)}"`);
      }
      for (const el of document.body.querySelectorAll('[aria-label], [title], [placeholder], img[alt]')) {
        if (el.closest('script, style, noscript')) continue;
        for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
          const value = el.getAttribute(attr);
          if (!value || /[\u0600-\u06ff]/.test(value) || skipped(el)) continue;
          if (latinWords(value).length) found.push(`${where(el)} ${attr}: "${value.slice(0, 80)}"`);
        }
      }
      return found;
    },
    { allowed: [...LATIN_ALLOWED, ...allow] },
  );
}
