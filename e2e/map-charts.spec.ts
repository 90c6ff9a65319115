/**
 * The map and the charts as a user reads them: pins that carry prices, every loaded result on the
 * map, "only show what is on the map", new projects without positions spread around their
 * community, and chart axes whose labels never repeat, with units, or figures where a line would
 * join two dots.
 */
import type { Locator, Page } from '@playwright/test';
import { drawCharts, expect, test } from './support.ts';

const MARINA = 'location_id=50&location_name=Dubai%20Marina';

const map = (page: Page) => page.getByTestId('results-map');
const status = (page: Page) => page.getByTestId('results-status');

/** Pins and the results inside clusters. */
async function onMap(page: Page): Promise<number> {
  return map(page).evaluate((m) => {
    const pins = m.querySelectorAll('.map-pin').length;
    const clustered = [...m.querySelectorAll('.map-cluster span[aria-hidden]')].reduce((n, el) => n + Number(el.textContent), 0);
    return pins + clustered;
  });
}

/** Wait until the map is still: no zoom animation and no pending cluster work. */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => map(page).evaluate((m) => !m.querySelector('.leaflet-zoom-anim'))).toBe(true);
}

/**
 * Zoom in with the map's own control until no cluster is left, the last zoom is reached (where
 * listings of one building stay a cluster that spiderfies), or `max` steps.
 */
async function zoomInUntilNoClusters(page: Page, max = 5): Promise<void> {
  const zoomIn = map(page).getByRole('button', { name: 'Zoom in', exact: true });
  for (let i = 0; i < max && (await map(page).locator('.map-cluster').count()) > 0; i++) {
    if ((await zoomIn.getAttribute('aria-disabled')) === 'true') break;
    await zoomIn.click();
    await settled(page);
  }
}

test.describe('map', () => {
  test('pins carry the price with its period, and load more adds pins', async ({ page }) => {
    await page.goto(`/rent?${MARINA}`);
    await expect.poll(() => onMap(page)).toBe(25);
    await zoomInUntilNoClusters(page);
    const labels = await map(page).locator('.map-pin .map-pin__price').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    // Yearly rents by default: "95K/yr".
    // (A listing whose price is hidden reads "Ask".)
    for (const label of labels) expect(label).toMatch(/^(\d+(\.\d)?[KM]?\/yr|Ask)$/);
    expect(labels.some((l) => l !== 'Ask')).toBe(true);
    // The accessible name says the price in full.
    await expect(map(page).locator('.map-pin').first().locator('.sr-only')).toHaveText(/^AED [\d,]+\/year, /);

    await page.goto(`/buy?${MARINA}`);
    await expect.poll(() => onMap(page)).toBe(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(status(page)).toHaveText(/^50 homes for sale shown/);
    await expect.poll(() => onMap(page)).toBe(50);
    // Zoomed in, only the pins in view are drawn: each carries a sale price, "1.6M".
    await zoomInUntilNoClusters(page);
    const sale = await map(page).locator('.map-pin .map-pin__price').allTextContents();
    for (const label of sale) expect(label).toMatch(/^(\d+(\.\d)?[KM]|Ask)$/);
    expect(sale.some((l) => l !== 'Ask')).toBe(true);
  });

  test('"Only show what is on the map" lists the loaded results in the view', async ({ page }) => {
    await page.goto('/buy?location_id=1&location_name=Dubai&pages=2');
    await expect(status(page)).toHaveText(/^50 homes for sale shown/);
    await expect.poll(() => onMap(page)).toBe(50);
    const toggle = page.getByLabel('Only show what is on the map');
    await toggle.check();
    // Fitted to every result: all 50 are in view.
    await expect(status(page)).toHaveText(/^50 of 50 homes for sale loaded are in the map's view/);

    for (let i = 0; i < 3; i++) {
      await map(page).getByRole('button', { name: 'Zoom in', exact: true }).click();
      await settled(page);
    }
    await expect(status(page)).not.toHaveText(/^50 of 50/);
    const inView = Number(/^(\d+) of 50/.exec((await status(page).textContent()) ?? '')?.[1]);
    expect(inView).toBeLessThan(50);
    // The list holds exactly the results the map shows.
    const cards = page.getByTestId('listing-card');
    await expect(cards).toHaveCount(inView);
    expect(await onMap(page)).toBeGreaterThanOrEqual(inView);

    await toggle.uncheck();
    await expect(status(page)).toHaveText(/^50 homes for sale shown/);
    await expect(cards).toHaveCount(50);
  });

  test("Dubai Marina's new projects are spread around the community, not on one point", async ({ page }) => {
    await page.goto(`/new-projects?${MARINA}`);
    await expect(page.getByTestId('project-card')).toHaveCount(20);
    await expect.poll(() => onMap(page)).toBe(20);
    await expect(map(page).getByText('Dubai Marina · 20 pins at approximate positions')).toBeVisible();
    await zoomInUntilNoClusters(page);
    const pins = map(page).locator('.map-pin');
    await expect(pins).toHaveCount(20);
    const places = await pins.evaluateAll((els) =>
      els.map((el) => {
        const r = el.getBoundingClientRect();
        return { x: r.left + r.width / 2, y: r.bottom };
      }),
    );
    // Twenty different places, no two pins' tips within a few pixels of each other.
    const closest = Math.min(...places.flatMap((a, i) => places.slice(i + 1).map((b) => Math.hypot(a.x - b.x, a.y - b.y))));
    expect(closest).toBeGreaterThan(10);
    for (const label of await map(page).locator('.map-pin__price').allTextContents()) expect(label).toMatch(/^from \d+(\.\d)?[KM]$/);

    await pins.first().click();
    await expect(map(page).locator('.leaflet-popup')).toContainText(/placed near the centre of Dubai Marina/);
  });

  test('the credit is one short line', async ({ page }) => {
    await page.goto(`/buy?${MARINA}`);
    const credit = map(page).locator('.leaflet-control-attribution');
    await expect(credit).toHaveText(/OpenStreetMap contributors/);
    const box = await credit.boundingBox();
    expect(box!.height).toBeLessThanOrEqual(16);
  });
});

/** The tick labels of each value and category axis drawn in a figure. */
async function axisLabels(fig: Locator): Promise<string[][]> {
  return fig
    .locator('.chart-tick-labels')
    .evaluateAll((groups) => groups.map((g) => [...g.querySelectorAll('.chart-tick')].map((t) => t.textContent.trim())));
}

async function expectReadableAxes(page: Page) {
  const figures = page.getByRole('figure');
  await expect(figures.first()).toBeVisible({ timeout: 20_000 });
  // Charts below the fold draw when scrolled to.
  await drawCharts(page);
  // Every drawn chart (not the ones shown as figures) has its ticks before we read them. A chart
  // whose answer came after drawCharts looked (registered sales, below the fold) waits to be
  // scrolled to: each look brings the first one waiting into view.
  await expect
    .poll(
      async () => {
        await page.locator('[data-draw-pending]').evaluateAll((els) => els[0]?.scrollIntoView({ block: 'center' }));
        const drawn = await figures.locator('svg.chart-surface').count();
        const listed = await figures.getByTestId('chart-figures').count();
        return drawn + listed >= (await figures.count()) && drawn > 0;
      },
      { timeout: 20_000 },
    )
    .toBe(true);
  const seen: string[] = [];
  for (const fig of await figures.all()) {
    if ((await fig.locator('svg.chart-surface').count()) === 0) continue;
    const title = await fig.getByRole('heading').first().textContent();
    await expect.poll(async () => (await axisLabels(fig)).length).toBeGreaterThan(1);
    for (const labels of await axisLabels(fig)) {
      expect(labels.length, `${title}: ticks`).toBeGreaterThan(1);
      expect(new Set(labels).size, `${title}: ${labels.join(', ')}`).toBe(labels.length);
    }
    seen.push(...(await fig.locator('.chart-axis-title').allTextContents()));
  }
  return seen;
}

test.describe('charts', () => {
  test('no axis repeats a label, and value axes say their unit', async ({ page }) => {
    // Three pages of charts, each drawn as it is scrolled to: slow on a busy machine.
    test.slow();
    await page.goto(`/market/transactions?location_id=50`);
    expect(await expectReadableAxes(page)).toContain('AED');

    await page.goto('/market/trends?location_id=8995&beds=2');
    const units = await expectReadableAxes(page);
    expect(units).toContain('AED/sqft');
    expect(units).toContain('%');

    await page.goto('/market/registry');
    expect(await expectReadableAxes(page)).toContain('AED');
  });

  test('a "by month" chart of two months shows its figures, not a line', async ({ page }) => {
    // The two whole months before this one (the gateway's as-of day is today), however much
    // history the store has gathered by now.
    const today = new Date();
    const from = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth() - 2, 1));
    const to = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), 0));
    const day = (d: Date) => d.toISOString().slice(0, 10);
    await page.goto(`/market/registry?fromDate=${day(from)}&toDate=${day(to)}`);
    const monthly = page.getByRole('figure', { name: 'Median sale price by month' });
    await expect(monthly.getByTestId('chart-figures')).toBeVisible({ timeout: 20_000 });
    await expect(monthly.locator('.chart-dot')).toHaveCount(0);
    await expect(monthly).toContainText(/Only 2 months of data/);
    await expect(monthly.getByRole('term').filter({ hasText: 'Median sale price' })).toHaveCount(2);
    await expect(monthly.getByRole('definition').first()).toHaveText(/^(AED [\d,]+|[\d,]+)$/);
  });

  /**
   * Every label of an axis is drawn, within the drawing, none touching the next, in steps within
   * `tolerance` of each other. Polled: a chart may still be settling when first read. Returns the labels.
   */
  async function expectEvenLabels(figure: Locator, axis: 'x' | 'y', tolerance: number) {
    const ticks = figure.locator(`[data-axis="${axis}"] .chart-tick`);
    const drawing = figure.locator('svg.chart-surface');
    const read = async () => {
      const svg = await drawing.boundingBox();
      const boxes = await ticks.evaluateAll((els) =>
        els.map((el) => {
          const { left, right, width } = el.getBoundingClientRect();
          return { centre: left + width / 2, left, right, width };
        }),
      );
      const steps = boxes.slice(1).map((b, i) => Math.abs(b.centre - boxes[i]!.centre));
      return {
        labels: (await ticks.allTextContents()).join(', '),
        count: boxes.length,
        even: steps.every((step) => Math.abs(step - steps[0]!) <= steps[0]! * tolerance + 1),
        apart: Math.max(...boxes.map((b) => b.width)) < Math.min(...steps),
        inside: !!svg && boxes.every((b) => b.left >= svg.x && b.right <= svg.x + svg.width),
      };
    };
    await expect
      .poll(
        async () => {
          const r = await read();
          return r.count >= 2 && r.even && r.apart && r.inside ? 'readable' : JSON.stringify(r);
        },
        { timeout: 20_000 },
      )
      .toBe('readable');
    return (await read()).labels;
  }

  for (const lang of ['en', 'ar'] as const) {
    test(`on a phone every axis tick is labelled, in even steps, none cut (${lang})`, async ({ page }) => {
      // Left to drop labels that collide, a chart showed "0, 1M, 3M, 5M, 7M" at phone width and
      // "Nov 2025, Mar 2026, Oct 2026".
      // Drawn at desktop width, then the window narrowed to a phone's: the ticks are fitted again.
      await page.goto(`/market/registry?lang=${lang}`);
      const districts = page.getByRole('figure').nth(1);
      await districts.scrollIntoViewIfNeeded();
      await expectEvenLabels(districts, 'x', 0.02);
      await page.setViewportSize({ width: 390, height: 844 });
      await districts.scrollIntoViewIfNeeded();
      expect(await expectEvenLabels(districts, 'x', 0.02)).toMatch(/^[0٠],/);

      // A year of the price trend.
      await page.goto(`/market/trends?location_id=50&lang=${lang}`);
      const monthly = page.getByRole('figure').first();
      await monthly.scrollIntoViewIfNeeded();
      // Months differ in length by up to three days in thirty.
      // Arabic month names are longer ("نوفمبر 2025"): two fit.
      expect((await expectEvenLabels(monthly, 'x', 0.12)).split(', ').length).toBeGreaterThanOrEqual(lang === 'en' ? 3 : 2);
    });
  }
});
