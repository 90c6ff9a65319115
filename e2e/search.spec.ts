/**
 * Listing search end to end, on the embedded gateway: every page type, every kind of filter
 * (checked against the cards), the URL as the search (reload, back), paging and load more, the
 * map (pins, popups, keyboard), the empty and error states, and the phone-width toggle.
 */
import type { Locator, Page } from '@playwright/test';
import { expect, faultyBaseUrl, openFilters, pickLocation, test } from './support.ts';

const MARINA = '?location_id=50';

const amount = (text: string) => Number(text.replace(/[^\d]/g, ''));
const listingCards = (page: Page) => page.getByTestId('listing-card');
const projectCards = (page: Page) => page.getByTestId('project-card');
const texts = (cards: Locator, testId: string) => cards.getByTestId(testId).allTextContents();
const titlesOf = (cards: Locator) => cards.locator('h3').allTextContents();
const isSorted = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! <= x);
const chip = (page: Page, group: string, name: string) => page.getByRole('group', { name: group }).getByText(name, { exact: true });

/** Pins and the listings inside clusters: every result is on the map once. */
async function pinsOnMap(page: Page): Promise<number> {
  return page.getByTestId('results-map').evaluate((map) => {
    const pins = map.querySelectorAll('.map-pin').length;
    const clustered = [...map.querySelectorAll('.map-cluster span[aria-hidden]')].reduce((n, el) => n + Number(el.textContent), 0);
    return pins + clustered;
  });
}

/**
 * Open a cluster (`open` clicks it or presses Enter on it) and wait until the map has done so:
 * no zoom animation is running, and the cluster was replaced by what it held (the map zoomed and
 * re-clustered) or spread its pins out in place (at the last zoom).
 */
async function openCluster(page: Page, cluster: Locator, open: () => Promise<void>) {
  const map = page.getByTestId('results-map');
  const el = await cluster.elementHandle();
  const pinsBefore = await map.locator('.map-pin').count();
  await open();
  await page.waitForFunction(
    ({ map: m, el: c, pinsBefore: before }) =>
      !m.querySelector('.leaflet-zoom-anim') && (!c.isConnected || m.querySelectorAll('.map-pin').length > before),
    { map: await map.elementHandle(), el, pinsBefore },
  );
}

/** Click clusters until single pins show, then open the first pin's popup. */
async function openFirstPopup(page: Page): Promise<Locator> {
  const map = page.getByTestId('results-map');
  for (let i = 0; i < 8 && (await map.locator('.map-pin').count()) === 0; i++) {
    const cluster = map.locator('.map-cluster').first();
    await openCluster(page, cluster, () => cluster.click());
  }
  await map.locator('.map-pin').first().click();
  const popup = map.locator('.leaflet-popup');
  await expect(popup).toBeVisible();
  // The map pans to fit the popup: a click while it glides can land beside its link.
  const at = async () => JSON.stringify(await popup.boundingBox());
  let last = await at();
  await expect
    .poll(async () => {
      await page.waitForTimeout(150);
      const now = await at();
      const settled = now === last;
      last = now;
      return settled;
    })
    .toBe(true);
  return popup;
}

/** Press Tab until the focused element matches, as a keyboard user would. */
async function tabTo(page: Page, match: (el: Element) => boolean, max = 80) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    if (await page.evaluate(`(${match.toString()})(document.activeElement)`)) return;
  }
  throw new Error('never reached the element with Tab');
}

test.describe('buy', () => {
  test('location and every kind of filter narrow the cards; the URL holds them through reload and back', async ({ page }) => {
    await page.goto('/buy');
    await pickLocation(page, /Location/, 'Dubai Mar', 'Dubai Marina');
    await expect(page).toHaveURL(/location_id=50/);
    await expect(listingCards(page).first()).toBeVisible();

    await page.getByLabel('Property type').selectOption('apartment');
    await expect(page).toHaveURL(/property_type=apartment/);
    await chip(page, 'Bedrooms', '2').click();
    await expect(page).toHaveURL(/bedrooms=2/);
    await chip(page, 'Bathrooms', '2').click();
    await chip(page, 'Bathrooms', '3').click();
    await expect(page).toHaveURL(/bathrooms=2,3/);
    await page.getByLabel('Price (AED), minimum').fill('1,000,000');
    await page.getByLabel('Price (AED), maximum').fill('6000000');
    await page.getByLabel('Area (sqft), minimum').fill('800');
    await page.getByLabel('Area (sqft), maximum').press('Enter');
    await expect(page).toHaveURL(/price_min=1000000/);
    await expect(page).toHaveURL(/price_max=6000000/);
    await expect(page).toHaveURL(/area_min=800/);
    await page.getByLabel('Completion status').selectOption('ready');
    await expect(page).toHaveURL(/completion_status=ready/);
    await page.getByLabel('Sort by').selectOption('price_asc');
    await expect(page).toHaveURL(/sort=price_asc/);

    const cards = listingCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(page).not.toHaveURL(/page=/);
    expect(new Set(await texts(cards, 'beds'))).toEqual(new Set(['2 beds']));
    for (const baths of await texts(cards, 'baths')) expect(['2 baths', '3 baths']).toContain(baths);
    const prices = (await texts(cards, 'price')).map(amount);
    expect(prices.every((p) => p >= 1_000_000 && p <= 6_000_000)).toBe(true);
    expect(isSorted(prices)).toBe(true);
    for (const size of await texts(cards, 'size')) expect(amount(size)).toBeGreaterThanOrEqual(800);
    for (const facts of await texts(cards, 'facts')) expect(facts).toMatch(/^Apartment/);

    // Furnishing and amenities are sent, and the form shows them.
    const furnished = page.waitForRequest((r) => r.url().includes('/api/search-buy') && r.url().includes('furnishing=furnished'));
    await page.getByLabel('Furnishing').selectOption('furnished');
    await furnished;
    await page.locator('summary', { hasText: 'Amenities' }).click();
    const withBalcony = page.waitForRequest((r) => /amenities=balcony/.test(r.url()));
    await chip(page, 'Amenities', 'Balcony').click();
    await withBalcony;
    await expect(page).toHaveURL(/amenities=balcony/);

    // Snapshot only once this search's answer is on screen (the status is empty while it loads).
    await expect(page.getByTestId('results-status')).toHaveText(/shown|No results/);
    const shown = await titlesOf(cards);
    // A page opened on a search folds its filters; the reload's line says what is set.
    await page.reload();
    await expect.poll(() => titlesOf(listingCards(page))).toEqual(shown);
    await expect(page.getByText(/^Apartment · Bedrooms: 2 · Bathrooms: 2, 3 · /)).toBeVisible();
    await openFilters(page);
    await expect(page.getByLabel('Sort by')).toHaveValue('price_asc');
    await expect(page.getByLabel('Price (AED), minimum')).toHaveValue('1000000');
    await expect(page.getByRole('group', { name: 'Bedrooms' }).getByRole('checkbox', { name: '2', exact: true })).toBeChecked();
    await expect(page.getByTestId('place-chips')).toHaveText(/^Dubai Marina/);

    await page.goBack();
    await expect(page).not.toHaveURL(/amenities=/);
    await page.locator('summary', { hasText: 'Amenities' }).click();
    await expect(page.getByRole('group', { name: 'Amenities' }).getByRole('checkbox', { name: 'Balcony' })).not.toBeChecked();
    await expect(page.getByLabel('Furnishing')).toHaveValue('furnished');
  });

  test("one paging model: loads more into the list and the map, opens a pin's popup and the listing", async ({ page }) => {
    await page.goto(`/buy${MARINA}`);
    const cards = listingCards(page);
    await expect(cards).toHaveCount(25);
    await expect.poll(() => pinsOnMap(page)).toBe(25);
    const first = await titlesOf(cards);
    // Never Previous/Next beside "Load more".
    await expect(page.getByRole('link', { name: /Next page|Previous page/ })).toHaveCount(0);
    await expect(page.getByTestId('results-status')).toHaveText('25 homes for sale shown; more to load.');

    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/pages=2/);
    await expect(cards).toHaveCount(50);
    expect((await titlesOf(cards)).slice(0, 25)).toEqual(first);
    await expect.poll(() => pinsOnMap(page)).toBe(50);

    const popup = await openFirstPopup(page);
    await expect(popup.getByText(/^AED [\d,]+$/)).toBeVisible();
    await popup.getByRole('link', { name: 'View details' }).click();
    await expect(page).toHaveURL(/\/property\/\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/pages=2/);
    await expect(cards).toHaveCount(50);
  });

  test('load more is in the URL: reload, a copied link and Back show the same cards and pins', async ({ page }) => {
    await page.goto(`/buy${MARINA}`);
    const cards = listingCards(page);
    await expect(cards).toHaveCount(25);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/[?&]pages=2(&|$)/);
    await expect(cards).toHaveCount(50);
    await page.getByRole('button', { name: 'Load more' }).click();
    await expect(page).toHaveURL(/[?&]pages=3(&|$)/);
    await expect(cards).toHaveCount(75);
    await expect.poll(() => pinsOnMap(page)).toBe(75);
    const shown = await titlesOf(cards);
    const url = page.url();

    await page.reload();
    await expect(cards).toHaveCount(75);
    expect(await titlesOf(cards)).toEqual(shown);
    await expect.poll(() => pinsOnMap(page)).toBe(75);

    // A changed filter starts again from one page; Back returns to the three (load more replaced
    // its history entry, so one Back leaves the filter, not one page).
    await openFilters(page);
    await chip(page, 'Bedrooms', '2').click();
    await expect(page).toHaveURL(/bedrooms=2/);
    await expect(page).not.toHaveURL(/pages=/);
    await expect(cards).toHaveCount(25);
    await page.goBack();
    await expect(page).toHaveURL(url);
    await expect(cards).toHaveCount(75);
    expect(await titlesOf(cards)).toEqual(shown);

    // An older link to later pages shows them, says where they start and offers the first page.
    await page.goto(`/buy${MARINA}&page=2&pages=2`);
    await expect(cards).toHaveCount(50);
    expect(await titlesOf(cards)).toEqual(shown.slice(25));
    await expect(page.getByTestId('results-status')).toHaveText('50 homes for sale shown from page 2 on; more to load.');
    await page.getByRole('link', { name: 'Start from the first page' }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect(cards).toHaveCount(25);
  });

  test('many results: only the cards near the view are in the DOM; scrolling, Tab and a pin bring later ones', async ({ page }) => {
    await page.goto(`/buy${MARINA}&pages=8`);
    await expect(page.getByTestId('results-status')).toHaveText('200 homes for sale shown; more to load.');
    const list = page.getByRole('list', { name: 'Properties for sale: results' });
    const items = list.getByRole('listitem');
    await expect(items.first()).toHaveAttribute('aria-setsize', '200');
    await expect(items.first()).toHaveAttribute('aria-posinset', '1');
    const rendered = await listingCards(page).count();
    expect(rendered).toBeGreaterThan(0);
    expect(rendered).toBeLessThan(40);
    await expect.poll(() => pinsOnMap(page)).toBe(200);

    // Scrolling to the end reveals the last cards, still only a few in the DOM.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    const last = list.locator('li[aria-posinset="200"]');
    await expect(last.getByTestId('listing-card')).toBeInViewport();
    expect(await listingCards(page).count()).toBeLessThan(40);
    await expect(list.locator('li[aria-posinset="1"]')).toHaveCount(0);

    // Tab walks on through the cards past the ones first rendered; the focused card marks its pin.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(list.locator('li[aria-posinset="1"]')).toHaveCount(1);
    await listingCards(page).first().locator('h3 a').focus();
    for (let i = 0; i < 60; i++) await page.keyboard.press('Tab');
    const focusedAt = await page.evaluate(() => Number(document.activeElement?.closest('li')?.getAttribute('aria-posinset')));
    expect(focusedAt).toBeGreaterThan(rendered);
    await expect(page.locator('li:focus-within [data-testid="listing-card"]')).toBeInViewport();
    await expect(page.getByTestId('results-map').locator('.is-active')).toHaveCount(1);

    // A pin's popup brings its card into view, from the far end of the list.
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(list.locator('li[aria-posinset="1"]')).toHaveCount(0);
    const popup = await openFirstPopup(page);
    await expect(popup).toBeVisible();
    const id = await page.getByTestId('results-map').locator('.map-pin').first().getAttribute('data-id');
    await expect(page.locator(`[data-testid="listing-card"][data-id="${id}"]`)).toBeInViewport();
  });

  test('once a search runs, the filters fold into one line of what is set, and the results start on the first screen', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto(`/buy${MARINA}&property_type=apartment&bedrooms=1,2&price_max=3000000`);
    const cards = listingCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('search', { name: 'Filters' })).toBeHidden();
    await expect(page.getByText('Apartment · Bedrooms: 1, 2 · Price (AED): up to 3M', { exact: true })).toBeVisible();
    // The first cards' prices are in view without scrolling (they started 680 px down, under the form).
    await expect(cards.first().getByTestId('price')).toBeInViewport();
    await expect(page.getByTestId('results-status')).toHaveText(/^\d+ homes? for sale shown/);

    // From the keyboard: the button opens the form in place, and its fields keep the search.
    const toggle = page.getByRole('button', { name: 'Edit filters (3)' });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('button', { name: 'Hide filters (3)' })).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByLabel('Property type')).toHaveValue('apartment');
    await page.getByLabel('Furnishing').selectOption('furnished');
    await expect(page).toHaveURL(/furnishing=furnished/);
    // Still open while the person works in it; the line says the new filter.
    await expect(page.getByLabel('Furnishing')).toBeVisible();
    await expect(
      page.getByText('Apartment · Bedrooms: 1, 2 · Price (AED): up to 3M · Furnishing: Furnished', { exact: true }),
    ).toBeVisible();
  });

  test('text typed into the location box as soon as it appears is kept, on a first visit and after the home page', async ({ page }) => {
    // The app's code held back a second: the box first appears in the server's first view, and the
    // reader types there before the app draws its own view in its place.
    await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      await route.continue();
    });
    await page.goto(`/buy${MARINA}`, { waitUntil: 'commit' });
    const box = page.getByRole('main').getByRole('combobox').first();
    await box.waitFor();
    await expect(page.locator('#root[data-first-view]')).toHaveCount(1);
    await box.pressSequentially('Jum', { delay: 20 });
    await expect(page.locator('#root[data-first-view]')).toHaveCount(0);
    // Still in the box, and still where the keys go.
    await expect(box).toHaveValue('Jum');
    await expect(box).toBeFocused();
    await page.keyboard.type('ei', { delay: 20 });
    // Past the moment the place's name and the results arrive.
    await expect(listingCards(page).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(box).toHaveValue('Jumei');
    await page.unrouteAll();

    await page.goto('/');
    await pickLocation(page, /buy/, 'Dubai Marina', 'Dubai Marina');
    const next = page.getByRole('main').getByRole('combobox').first();
    await next.waitFor();
    await next.pressSequentially('Jumei', { delay: 20 });
    await expect(listingCards(page).first()).toBeVisible();
    await page.waitForTimeout(500);
    await expect(next).toHaveValue('Jumei');
  });

  test('bad amounts get a message next to the field and are never sent', async ({ page }) => {
    const sent: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/search-buy')) sent.push(r.url());
    });
    await page.goto(`/buy${MARINA}`);
    await expect(listingCards(page).first()).toBeVisible();
    await openFilters(page);
    const min = page.getByLabel('Price (AED), minimum');
    const max = page.getByLabel('Price (AED), maximum');

    await min.fill('-5');
    await min.press('Enter');
    await expect(page.getByText('Must not be negative.')).toBeVisible();
    await expect(min).toHaveAttribute('aria-invalid', 'true');
    await min.fill('12abc');
    await min.press('Enter');
    await expect(page.getByText('Enter a number, e.g. 2,500,000, 2.5M or 750k.')).toBeVisible();
    await min.fill('3000000');
    await max.fill('1000000');
    await max.press('Enter');
    await expect(page.getByText('The minimum is above the maximum.')).toBeVisible();
    await page.getByRole('button', { name: 'Apply filters' }).click();
    await expect(page).not.toHaveURL(/price_m/);
    expect(sent.filter((u) => /price_m(in|ax)/.test(u))).toEqual([]);

    await max.fill('9000000');
    await max.press('Enter');
    await expect(page).toHaveURL(/price_min=3000000&price_max=9000000/);
    await expect(page.getByText('The minimum is above the maximum.')).toHaveCount(0);
  });

  test('a search nothing matches offers to clear the filters', async ({ page }) => {
    await page.goto(`/buy${MARINA}&price_max=1`);
    await expect(page.getByText('No homes for sale matched this search')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).last().click();
    await expect(page).not.toHaveURL(/price_max/);
    await expect(listingCards(page).first()).toBeVisible();
  });

  test('a rate-limited data service says so, counts down, and offers a retry', async ({ page }) => {
    await page.goto(`${faultyBaseUrl}/buy${MARINA}`);
    const alert = page.getByRole('alert').filter({ hasText: 'Could not load homes for sale' });
    await expect(alert).toBeVisible();
    await expect(alert).toContainText(/rate-limiting us; (retry in \d+ s|retry in a few seconds|you can retry now)/);
    const retried = page.waitForRequest((r) => r.url().includes('/api/search-buy'));
    await alert.getByRole('button', { name: 'Retry' }).click();
    await retried;
    await expect(page.getByRole('alert').filter({ hasText: 'rate-limiting' })).toBeVisible();
  });

  test('keyboard only: filters, a pin and its popup, the skip link', async ({ page }) => {
    await page.goto(`/buy${MARINA}`);
    await expect(listingCards(page).first()).toBeVisible();
    await tabTo(page, (el) => el.getAttribute('aria-expanded') === 'false' && el.textContent.startsWith('Edit filters'));
    await page.keyboard.press('Enter');
    await tabTo(page, (el) => el instanceof HTMLInputElement && el.type === 'checkbox' && el.parentElement?.textContent === 'Studio');
    await page.keyboard.press('Space');
    await expect(page).toHaveURL(/bedrooms=0/);
    await tabTo(page, (el) => el.getAttribute('placeholder') === 'Max' && (el.closest('fieldset')?.textContent ?? '').startsWith('Price'));
    await page.keyboard.type('900000');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/price_max=900000/);
    for (const beds of await texts(listingCards(page), 'beds')) expect(beds).toBe('Studio');

    // Tab into the map, once it shows the new results (its pins are drawn after the cards): the
    // skip link comes first, then the pins or clusters.
    await expect(page.locator('.map-pin, .map-cluster').first()).toBeVisible();
    await tabTo(page, (el) => el.textContent === 'Skip the map, go to the results');
    for (let i = 0; i < 8; i++) {
      await tabTo(page, (el) => el.classList.contains('map-pin') || el.classList.contains('map-cluster'));
      if (await page.evaluate(() => document.activeElement?.classList.contains('map-pin'))) break;
      // A cluster: zoom in, focus returns to the map.
      await openCluster(page, page.locator('.map-cluster:focus'), () => page.keyboard.press('Enter'));
    }
    await expect(page.locator('.map-pin:focus')).toHaveCount(1);
    await page.keyboard.press('Enter');
    const popup = page.locator('.leaflet-popup');
    await expect(popup).toBeVisible();
    await expect(popup.getByRole('link', { name: 'View details' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(popup).toHaveCount(0);
    await expect(page.locator('.map-pin:focus')).toHaveCount(1);

    await page.keyboard.press('Shift+Tab');
    await tabTo(page, (el) => el.textContent === 'Skip the map, go to the results', 200);
    await page.keyboard.press('Enter');
    await expect(page.locator('#results')).toBeFocused();
  });

  test('hovering a card marks its pin', async ({ page }) => {
    await page.goto(`/buy${MARINA}&bedrooms=7`);
    const card = listingCards(page).first();
    await expect(card).toBeVisible();
    await card.hover();
    await expect(page.getByTestId('results-map').locator('.is-active')).toHaveCount(1);
  });
});

test.describe('rent', () => {
  test('the rent frequency sets the price unit; the price range is read in it', async ({ page }) => {
    await page.goto('/rent');
    await pickLocation(page, /Location/, 'Dubai Marina', 'Dubai Marina');
    const cards = listingCards(page);
    await expect(cards.first()).toBeVisible();
    for (const p of await texts(cards, 'price')) expect(p).toMatch(/\/year$/);
    await expect(page.getByRole('group', { name: 'Rent per year (AED)' })).toBeVisible();

    await page.getByLabel('Rent paid').selectOption('monthly');
    await expect(page).toHaveURL(/rent_frequency=monthly/);
    await expect(page.getByRole('group', { name: 'Rent per month (AED)' })).toBeVisible();
    await page.getByLabel('Rent per month (AED), maximum').fill('12000');
    await page.getByLabel('Rent per month (AED), maximum').press('Enter');
    await expect(page).toHaveURL(/price_max=12000/);
    // On a condition that an empty page (still loading) cannot meet.
    await expect
      .poll(async () => {
        const prices = await texts(cards, 'price');
        return prices.length > 0 && prices.every((p) => /\/month$/.test(p) && amount(p) <= 12000);
      })
      .toBe(true);

    const url = page.url();
    await page.goto(`/rent${MARINA}`);
    await page.goto(url);
    await openFilters(page);
    await expect(page.getByLabel('Rent paid')).toHaveValue('monthly');
    await expect(page.getByLabel('Rent per month (AED), maximum')).toHaveValue('12000');
  });
});

test.describe('commercial', () => {
  test('buy: commercial types, no bedrooms; rent: monthly by default, yearly on request', async ({ page }) => {
    await page.goto('/commercial/buy');
    await pickLocation(page, /Location/, 'Dubai Marina', 'Dubai Marina');
    await expect(page.getByRole('group', { name: 'Bedrooms' })).toHaveCount(0);
    await page.getByLabel('Property type').selectOption('office-space');
    await expect(page).toHaveURL(/property_type=office-space/);
    const cards = listingCards(page);
    await expect.poll(async () => new Set((await texts(cards, 'facts')).map((f) => f.split(' · ')[0]))).toEqual(new Set(['Office Space']));
    await page.getByLabel('Area (sqft), minimum').fill('1500');
    await page.getByLabel('Area (sqft), minimum').press('Enter');
    await expect.poll(async () => (await texts(cards, 'size')).every((s) => amount(s) >= 1500)).toBe(true);

    await page.goto(`/commercial/rent${MARINA}`);
    await expect(cards.first()).toBeVisible();
    await openFilters(page);
    await expect(page.getByLabel('Rent paid')).toHaveValue('monthly');
    for (const p of await texts(cards, 'price')) expect(p).toMatch(/\/month$/);
    await page.getByLabel('Rent paid').selectOption('yearly');
    await expect(page).toHaveURL(/rent_frequency=yearly/);
    await expect.poll(async () => (await texts(cards, 'price')).every((p) => /\/year$/.test(p))).toBe(true);
    await expect.poll(() => pinsOnMap(page)).toBeGreaterThan(0);
  });
});

test.describe('new projects', () => {
  test('project cards obey bedrooms, price and delivery sort; projects are on the map', async ({ page }) => {
    await page.goto('/new-projects');
    await pickLocation(page, /Location/, 'Dubai Marina', 'Dubai Marina');
    const cards = projectCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByRole('group', { name: 'Bathrooms' })).toHaveCount(0);
    await expect(cards.first().getByTestId('developer')).not.toHaveText('—');

    await chip(page, 'Bedrooms', '3').click();
    await expect(page).toHaveURL(/bedrooms=3/);
    await page.getByLabel('Starting price (AED), maximum').fill('20000000');
    await page.getByLabel('Starting price (AED), maximum').press('Enter');
    await page.getByLabel('Sort by').selectOption('delivery_earliest');
    await expect(page).toHaveURL(/sort=delivery_earliest/);
    // On a condition that an empty list (still loading) cannot meet.
    await expect
      .poll(async () => {
        const beds = await texts(cards, 'beds');
        return beds.length > 0 && beds.every((b) => /(^|, )3(,| beds)/.test(b));
      })
      .toBe(true);
    for (const p of await texts(cards, 'price')) expect(amount(p.split('AED')[1] ?? '')).toBeLessThanOrEqual(20_000_000);
    const deliveries = (await texts(cards, 'delivery')).map((d) => Date.parse(`1 ${d}`));
    expect(isSorted(deliveries)).toBe(true);

    await expect.poll(() => pinsOnMap(page)).toBe(await cards.count());
    const popup = await openFirstPopup(page);
    await expect(popup).toContainText(/placed near the centre of Dubai Marina/);
  });

  test('pages end: "Load more" is offered only while the next page has results', async ({ page }) => {
    // Dubai Marina's new projects under AED 1M fit on one page: the page after it is asked for, and is empty.
    await page.goto(`/new-projects${MARINA}&price_max=1000000`);
    const cards = projectCards(page);
    await expect(cards.first()).toBeVisible();
    await expect(page.getByText('That is every result for this search.')).toBeVisible();
    await expect(page.getByTestId('results-status')).toHaveText(/^\d+ new projects: all this search has\.$/);
    await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Next page/ })).toHaveCount(0);
  });
});

test.describe('phone width', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('list and map take turns behind a toggle', async ({ page }) => {
    await page.goto(`/rent${MARINA}`);
    await expect(listingCards(page).first()).toBeVisible();
    await expect(page.getByTestId('results-map')).toHaveCount(0);
    await page.getByRole('button', { name: 'Map', exact: true }).click();
    await expect(page).toHaveURL(/view=map/);
    await expect(page.getByTestId('results-map')).toBeVisible();
    await expect(listingCards(page)).toHaveCount(0);
    await expect.poll(() => pinsOnMap(page)).toBe(25);
    await page.getByRole('button', { name: 'List', exact: true }).click();
    await expect(listingCards(page).first()).toBeVisible();
  });
});
