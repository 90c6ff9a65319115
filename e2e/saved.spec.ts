/**
 * Saved items end to end, in Chromium on the embedded gateway: save a listing (card, pin popup,
 * details page), reload and find it on the Saved page; a saved search counts what is new when
 * new listings have appeared since; recently viewed; compare three listings side by side and
 * share the comparison; export to a file and import it in another browser; a saved listing the
 * service no longer lists stays, marked.
 */
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { freePort, startOwnServer } from './own-server.ts';
import { expect, newAppContext, test } from './support.ts';

const MARINA = '/buy?location_id=50';
const cards = (page: Page) => page.getByTestId('listing-card');
const savedList = (page: Page) => page.getByRole('list', { name: 'Saved listings' });

/** How many listings this browser has written as saved (IndexedDB `dar`, store `saved`, src/lib/saved/store.ts). */
const storedFavourites = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const open = indexedDB.open('dar');
        open.onerror = () => resolve(-1);
        open.onsuccess = () => {
          const read = open.result.transaction('saved', 'readonly').objectStore('saved').get('data');
          read.onerror = () => resolve(-1);
          read.onsuccess = () => resolve(((read.result as { favourites?: unknown[] } | undefined)?.favourites ?? []).length);
        };
      }),
  );

async function openMarina(page: Page) {
  await page.goto(MARINA);
  await expect(cards(page).first()).toBeVisible();
}

test('save a listing from its card, reload, and find it on the Saved page', async ({ page }) => {
  await openMarina(page);
  const card = cards(page).first();
  const title = await card.locator('h3').innerText();
  await card.getByRole('button', { name: /^Save listing/ }).click();
  await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');

  await page.reload();
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Saved/ }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Saved' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Saved' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Saved listings (1)' })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: title })).toBeVisible();
  // Checked with the service on the way: still listed, so not marked.
  await expect(savedList(page).getByTestId('gone')).toHaveCount(0);

  // Unsaved from the Saved page, it is gone from there and from the card.
  await savedList(page)
    .getByRole('button', { name: /^Saved/ })
    .click();
  await expect(page.getByRole('heading', { name: 'Saved listings (0)' })).toBeVisible();
  await page.goto(MARINA);
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Save listing/ }),
  ).toHaveAttribute('aria-pressed', 'false');
});

test('the heart in a pin popup and on the details page; the details page is recently viewed', async ({ page }) => {
  await openMarina(page);
  const map = page.getByTestId('results-map');
  // Open clusters until single pins show, then the first pin's popup.
  for (let i = 0; i < 8 && (await map.locator('.map-pin').count()) === 0; i++) {
    await map.locator('.map-cluster').first().click();
    await page.waitForFunction((m) => !m.querySelector('.leaflet-zoom-anim'), await map.elementHandle());
  }
  // By keyboard (a pin may sit under the sticky header): Enter opens its popup.
  await map.locator('.map-pin').first().press('Enter');
  const popup = map.locator('.leaflet-popup');
  const popupTitle = await popup.locator('.map-popup__title').innerText();
  await popup.getByRole('button', { name: 'Save listing' }).click();
  await expect(popup.getByRole('button', { name: 'Saved' })).toHaveAttribute('aria-pressed', 'true');
  // The same listing's card shows it saved too.
  const card = cards(page).filter({ hasText: popupTitle }).first();
  await expect(card.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');

  // Another listing, saved from its details page.
  const other = cards(page)
    .filter({ hasNot: page.getByRole('button', { name: /^Saved/ }) })
    .first();
  // Its text, not its drawn text (`innerText`): a card out of view is not drawn yet
  // (`content-visibility: auto`, src/features/listings/ResultsList.tsx).
  const otherTitle = ((await other.locator('h3').textContent()) ?? '').trim();
  await other.getByRole('link', { name: otherTitle }).click();
  await expect(page.getByRole('heading', { level: 1, name: otherTitle })).toBeVisible();
  await page.getByRole('button', { name: /^Save listing/ }).click();
  await expect(page.getByRole('button', { name: /^Saved/ })).toHaveAttribute('aria-pressed', 'true');
  // A change shows at once and is written after (src/lib/saved/store.ts): leaving before the write
  // is done could lose it, as a reader closing the tab that instant would.
  await expect.poll(() => storedFavourites(page)).toBe(2);

  await page.goto('/saved');
  await expect(page.getByRole('heading', { name: 'Saved listings (2)' })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: popupTitle })).toBeVisible();
  await expect(savedList(page).getByRole('link', { name: otherTitle })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Recently viewed listings' }).getByRole('link', { name: otherTitle })).toBeVisible();
});

/** The day the own servers' gateway is at, and its clock an hour before that day began. */
const AS_OF = '2026-11-01';
const AN_HOUR_EARLIER = '2026-10-31T23:00:00Z';

test('a saved search shows how many listings are new since it was saved, and none once opened', async ({ page, request }) => {
  test.setTimeout(90_000);
  // The same port both times: the browser keeps what it saved for that origin.
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const newestIds = async () => {
    const response = await request.get(`${base}/api/search-buy?location_id=50&sort=newest`);
    expect(response.ok()).toBe(true);
    return ((await response.json()) as { data: { property_id: string }[] }).data.map((r) => r.property_id);
  };

  // Saved while the gateway's clock reads an hour before the newest listings went live.
  const earlier = await startOwnServer(port, { EMBEDDED_AS_OF: AS_OF, EMBEDDED_CLOCK: AN_HOUR_EARLIER });
  let newestThen: string | undefined;
  try {
    await page.goto(base + MARINA);
    await expect(cards(page).first()).toBeVisible();
    await page.getByRole('button', { name: 'Save search' }).click();
    await expect(page.getByRole('button', { name: 'Search saved' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByText('Search saved. The Saved page will show what is new since now.')).toBeVisible();
    newestThen = (await newestIds())[0];
  } finally {
    await earlier.stop();
  }

  // Back once the clock has moved on: the listings of that hour are live.
  const later = await startOwnServer(port, { EMBEDDED_AS_OF: AS_OF });
  try {
    const fresh = (await newestIds()).indexOf(newestThen!);
    expect(fresh).toBeGreaterThan(0);
    await page.goto(`${base}/saved`);
    const search = page.getByTestId('saved-search');
    await expect(search.getByRole('link', { name: 'Properties for sale in Dubai Marina' })).toBeVisible();
    await expect(search.getByTestId('new-count')).toHaveText(`${fresh} new`);

    // Opened, what it shows is no longer new.
    await search.getByRole('link', { name: 'Properties for sale in Dubai Marina' }).click();
    await expect(page).toHaveURL(/\/buy\?location_id=50$/);
    await expect(cards(page).first()).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search saved' })).toHaveAttribute('aria-pressed', 'true');
    await page.goto(`${base}/saved`);
    await expect(page.getByTestId('saved-search').getByTestId('new-count')).toHaveText('No new results');
  } finally {
    await later.stop();
  }
});

test('from the keyboard, the comparison is the next Tab after a picked card’s Compare button', async ({ page }) => {
  await openMarina(page);
  for (let i = 0; i < 2; i++)
    await cards(page)
      .nth(i)
      .getByRole('button', { name: /Compare/ })
      .click();
  const third = cards(page)
    .nth(2)
    .getByRole('button', { name: /Compare/ });
  await third.focus();
  await page.keyboard.press('Enter');
  await expect(third).toHaveAttribute('aria-pressed', 'true');
  await page.keyboard.press('Tab');
  const link = cards(page).nth(2).getByRole('link', { name: 'Compare 3 listings' });
  await expect(link).toBeFocused();
  await expect(link).toBeInViewport();
  // Not shown on cards until focused: the tray at the foot is the pointer's way.
  await expect(cards(page).nth(0).getByRole('link', { name: 'Compare 3 listings' })).toHaveCSS('position', 'absolute');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/compare/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('compare three listings side by side, and share the comparison', async ({ page, context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
  await openMarina(page);
  const picked: { title: string; price: string }[] = [];
  for (let i = 0; i < 3; i++) {
    const card = cards(page).nth(i);
    picked.push({ title: await card.locator('h3').innerText(), price: await card.getByTestId('price').innerText() });
    await card.getByRole('button', { name: /Compare/ }).click();
    await expect(card.getByRole('button', { name: /Compare/ })).toHaveAttribute('aria-pressed', 'true');
  }
  const tray = page.getByRole('complementary', { name: 'Listings to compare' });
  // Its Clear button is named in full for a screen reader, starting with the word it shows.
  await expect(tray.getByRole('button', { name: 'Clear the listings to compare' })).toHaveText('Clear');
  await tray.getByRole('link', { name: 'Compare 3 listings' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Compare listings' })).toBeVisible();
  const table = page.getByRole('table');
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  for (const [i, p] of picked.entries())
    await expect(table.getByRole('columnheader').nth(i).getByRole('link', { name: p.title })).toBeVisible();
  const row = (name: string) => table.getByRole('row').filter({ has: page.getByRole('rowheader', { name, exact: true }) });
  await expect(row('Price').getByRole('cell')).toHaveText(picked.map((p) => p.price));
  for (const name of ['AED per sqft', 'Size', 'Bedrooms', 'Bathrooms', 'Type', 'Location']) {
    await expect(row(name).getByRole('cell')).toHaveCount(3);
  }
  // No listing here states its completion: no row says "not stated" three times.
  await expect(row('Completion')).toHaveCount(0);
  await expect(row('AED per sqft').getByRole('cell').first()).toHaveText(/^AED [\d,]+\/sqft$/);
  // Dubai Marina apartments have registered sales: each price is placed among them.
  await expect(row('Price among registered transactions (12 months)').getByTestId('compare-percentile')).toHaveCount(3);
  await expect(row('Price among registered transactions (12 months)').getByRole('cell').first()).toHaveText(
    /^\d+(st|nd|rd|th) percentile of [\d,]+ sales in Dubai Marina$/,
  );

  // Chromium on Linux has no share sheet: the link is copied, and the page says so.
  await page.getByRole('button', { name: 'Share this comparison' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/compare\?ids=[\w-]+,[\w-]+,[\w-]+$/);

  // The shared link shows the same three to someone else.
  const other = await context.browser()!.newPage();
  await other.goto(link);
  await expect(other.getByRole('heading', { level: 1, name: 'A shared comparison' })).toBeVisible();
  await expect(other.getByRole('table').getByRole('columnheader')).toHaveCount(3);
  await other.close();

  // Remove one: two are still compared.
  await table.getByRole('button', { name: `Remove ${picked[0]!.title} from the comparison` }).click();
  await expect(table.getByRole('columnheader')).toHaveCount(2);
});

test('export to a file, import it in another browser; a bad file is refused and changes nothing', async ({ page, browser }) => {
  await openMarina(page);
  const title = await cards(page).first().locator('h3').innerText();
  await cards(page)
    .first()
    .getByRole('button', { name: /^Save listing/ })
    .click();
  await expect(
    cards(page)
      .first()
      .getByRole('button', { name: /^Saved/ }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save search' }).click();
  await expect(page.getByRole('button', { name: 'Search saved' })).toBeVisible();

  await page.goto('/saved');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export saved items' }).click();
  const file = await (await download).path();
  expect(JSON.parse(await readFile(file, 'utf8'))).toMatchObject({ kind: 'dar-saved', version: 1 });
  await expect(page.getByRole('status').filter({ hasText: 'Exported.' })).toBeVisible();

  // Another browser (a new context: its own IndexedDB).
  const context = await newAppContext(browser);
  const other = await context.newPage();
  await other.goto('/saved');
  await expect(other.getByRole('heading', { name: 'Saved listings (0)' })).toBeVisible();

  await other
    .getByLabel('Import a file')
    .setInputFiles({ name: 'notes.json', mimeType: 'application/json', buffer: Buffer.from('{"kind":"notes"}') });
  await expect(other.getByRole('alert')).toHaveText(
    /^This file cannot be imported: kind is not a Dar saved-items file.*Nothing was changed\.$/,
  );
  await other.getByLabel('Import a file').setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{') });
  await expect(other.getByRole('alert')).toHaveText('This file is not JSON. Choose a file exported from the Saved page.');
  await expect(other.getByRole('heading', { name: 'Saved listings (0)' })).toBeVisible();

  await other.getByLabel('Import a file').setInputFiles(file);
  await expect(other.getByRole('status').filter({ hasText: 'Imported' })).toHaveText(
    'Imported 1 saved listing, 1 saved search, 0 recently viewed listings and 0 listings to compare.',
  );
  await expect(other.getByRole('heading', { name: 'Saved listings (1)' })).toBeVisible();
  await expect(savedList(other).getByRole('link', { name: title })).toBeVisible();
  await expect(other.getByTestId('saved-search').getByRole('link', { name: 'Properties for sale in Dubai Marina' })).toBeVisible();
  await other.reload();
  await expect(savedList(other).getByRole('link', { name: title })).toBeVisible();
  await context.close();
});

test('a saved listing the service no longer lists stays on the Saved page, marked', async ({ page }) => {
  await page.goto('/saved');
  const gone = {
    kind: 'dar-saved',
    version: 1,
    exportedAt: '2026-01-01T00:00:00.000Z',
    favourites: [
      {
        listing: {
          id: '999999999',
          title: 'Sold penthouse with a sea view',
          propertyType: 'Penthouse',
          price: { value: 9_500_000, period: 'sell', is_hidden: false },
          bedrooms: '4',
          bathrooms: '5',
          sizeSqft: 4200,
          location: 'Marina Gate, Dubai Marina, Dubai',
          image: null,
        },
        savedAt: '2026-01-01T00:00:00.000Z',
        checkedAt: null,
        gone: false,
      },
    ],
    searches: [],
    recent: [],
    compare: [],
  };
  await page
    .getByLabel('Import a file')
    .setInputFiles({ name: 'old.json', mimeType: 'application/json', buffer: Buffer.from(JSON.stringify(gone)) });
  await expect(page.getByRole('heading', { name: 'Saved listings (1)' })).toBeVisible();
  // The heading counts what is in memory at once; "Imported" says the browser's store has it
  // (a reload before that would lose the import and read an empty store).
  await expect(page.getByRole('status').filter({ hasText: 'Imported' })).toBeVisible();
  await page.reload();
  const card = savedList(page).getByTestId('saved-listing');
  await expect(card.getByTestId('gone')).toHaveText('No longer listed');
  await expect(card).toContainText('AED 9,500,000');
  await expect(card.getByRole('link', { name: 'Sold penthouse with a sea view' })).toBeVisible();
  await expect(page.getByText('1 saved listing is no longer listed.')).toBeVisible();
});
