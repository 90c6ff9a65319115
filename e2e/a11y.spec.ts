/**
 * Accessibility: axe-core finds no violation of WCAG 2.2 A and AA, or of its best practices, on
 * any page, at desktop (1280 px) and phone (390 px) widths, once the page has its data, with the
 * chart tables open and the map shown (on a phone, the map view), and with the phone's filter
 * sheet open. Ids come from the embedded gateway's answers, so the pages show real records.
 */
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Page } from '@playwright/test';
import { drawCharts, expect, supplyCollected, test } from './support.ts';

const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];
const MARINA = 'location_id=50&location_name=Dubai%20Marina';

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

async function firstId(request: APIRequestContext, path: string, key: string): Promise<string> {
  const body = (await (await request.get(path)).json()) as { data: Record<string, unknown>[] };
  const id = body.data[0]?.[key];
  if (typeof id !== 'string') throw new Error(`no ${key} in ${path}`);
  return id;
}

/** Every page, by path; `:property`, `:agent`, `:broker`, `:developer` and `:project` are filled from the data. */
const PAGES = [
  '/',
  `/buy?${MARINA}`,
  // A link with values the page leaves out: its notice above the page.
  `/buy?${MARINA}&price_min=-5&property_type=spaceship`,
  `/rent?${MARINA}`,
  // Search by area: three places (chips, the places searched under the status, names on the map).
  '/buy?location_id=50,51,200',
  `/commercial/buy?${MARINA}`,
  `/commercial/rent?${MARINA}`,
  `/new-projects?${MARINA}`,
  '/property/:property',
  '/agents',
  '/agents?view=detailed&sort=most_sales',
  '/agents/:agent',
  '/agents?name=ma',
  '/brokers',
  '/brokers/:broker',
  '/developers',
  '/developers/:developer?location=dubai',
  '/new-projects/:project?location_id=50',
  '/market',
  // A place's overview: its summary and its supply pipeline.
  '/market?location_id=50',
  '/market/trends?location_id=50',
  '/market/changes?location_id=50',
  '/market/transactions?location_id=50',
  '/market/registry',
  '/mortgage',
  '/market/areas?emirate=dubai&bedrooms=1',
  '/market/map?emirate=dubai&bedrooms=1',
  '/market/compare?ids=50,51,200&bedrooms=1',
  '/no-such-page',
];

/**
 * The page once its data is in, in either language: its heading shown, no skeleton or loading
 * status left, every chart drawn, chart tables open.
 */
async function settle(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(page.locator('.animate-pulse')).toHaveCount(0, { timeout: 30_000 });
  await expect(page.getByRole('status').filter({ hasText: /^(Loading|Searching…|جارٍ)/ })).toHaveCount(0, { timeout: 30_000 });
  await drawCharts(page);
  // A chart's table button (in any language) says whether its table is open: open the first
  // closed one until none is.
  const show = page.getByRole('figure').locator('button[aria-controls][aria-expanded="false"]');
  for (let left = await show.count(); left > 0; left = await show.count()) {
    await show.first().click();
    await expect(show).toHaveCount(left - 1);
  }
  // Checked from the top of the page, wherever drawing the charts and opening their tables left it:
  // axe's target size counts a control the sticky header happens to cover there as too small (the
  // registry's type checkboxes, once a chart drawn a task later was scrolled to).
  await page.evaluate(() => window.scrollTo(0, 0));
}

async function violations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  // Readable on failure: the rule, its impact, and where.
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Every page in English, and in Arabic (right to left) at both sizes. */
const LANGUAGES = [
  { name: '', param: '' },
  { name: ' in Arabic', param: 'lang=ar' },
] as const;
const withLanguage = (url: string, param: string) => (param ? `${url}${url.includes('?') ? '&' : '?'}${param}` : url);

for (const size of SIZES)
  for (const language of LANGUAGES) {
    test.describe(`axe at ${size.name} width${language.name}`, () => {
      test.use({ viewport: size.viewport });
      let ids: Record<string, string> = {};
      test.beforeAll(async ({ request }) => {
        ids = {
          property: await firstId(request, '/api/search-buy?location_id=50', 'property_id'),
          agent: await firstId(request, '/api/search-agents', 'id'),
          broker: await firstId(request, '/api/search-brokers', 'id'),
          developer: await firstId(request, '/api/real-estate-developer', 'id'),
          project: await firstId(request, '/api/search-new-projects?location_id=50', 'listing_id'),
        };
        // The overview's supply pipeline drawn (with its table open), not its "not collected yet".
        await supplyCollected(request, '50');
      });

      for (const path of PAGES) {
        test(`no violations on ${path}`, async ({ page }) => {
          // A page with its data, its map and axe's full rule set: slow on a busy machine.
          test.slow();
          const url = path.replace(/:(property|agent|broker|developer|project)/, (_, key: string) => ids[key] ?? '');
          // On a phone a search shows its map as a view of its own: check both.
          const search = /^\/(buy|rent|commercial\/(buy|rent)|new-projects)\?/.test(path);
          const views = search && size.name === 'phone' ? [url, `${url}&view=map`] : [url];
          for (const view of views) {
            await page.goto(withLanguage(view, language.param));
            await settle(page);
            if (search && (size.name === 'desktop' || view.endsWith('view=map')))
              await expect(page.locator('.leaflet-container')).toBeVisible();
            expect(await violations(page), view).toEqual([]);
          }
        });
      }

      if (size.name === 'phone') {
        test('no violations with the filter sheet open', async ({ page }) => {
          test.slow();
          for (const url of [`/buy?${MARINA}&bedrooms=2`, '/market/registry', '/market/transactions?location_id=50']) {
            await page.goto(withLanguage(url, language.param));
            await settle(page);
            await page.getByRole('button', { name: /^(Filters|الفلاتر)/ }).click();
            await expect(page.getByRole('dialog')).toBeVisible();
            expect(await violations(page), url).toEqual([]);
          }
        });
      }
    });
  }
