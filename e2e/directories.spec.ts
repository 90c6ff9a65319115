/**
 * Directories end to end: agents, brokerages and developers on the embedded gateway, each
 * directory's filters, sorts and paging, the agent and brokerage pages with their listings, the
 * sanitised developer descriptions, and the detailed agents view falling back on a basic plan.
 */
import type { Locator, Page } from '@playwright/test';
import { basicTwinBaseUrl, expect, pickLocation, test } from './support.ts';

/** Names of the cards on screen, in order. */
const namesOf = (cards: Locator) => cards.locator('h3').allInnerTexts();

/**
 * Wait until the cards show a new, non-empty list and return it. An empty list in between (the
 * loading skeletons) must not count as "changed".
 */
async function newNames(cards: Locator, before: string[]): Promise<string[]> {
  let now: string[] = [];
  await expect
    .poll(async () => {
      now = await namesOf(cards);
      return now.length > 0 && JSON.stringify(now) !== JSON.stringify(before);
    })
    .toBe(true);
  return now;
}

/** The "1,234 properties" figures of the cards, in order. */
async function countsOf(cards: Locator): Promise<number[]> {
  const texts = await cards.getByTestId('properties-count').allInnerTexts();
  return texts.map((t) => Number(t.replace(/[^\d]/g, '')));
}

/** Pick a location with the keyboard (type, arrow down, Enter); `pickLocation` covers the mouse. */
async function pickLocationByKeys(page: Page, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: /Location/ });
  await box.fill(typed);
  await expect(page.getByRole('option', { name, exact: true }).first()).toBeVisible();
  await box.press('ArrowDown');
  await box.press('Enter');
  await expect(box).toHaveValue(name);
}

const isNonIncreasing = (xs: number[]) => xs.every((x, i) => i === 0 || xs[i - 1]! >= x);

async function selectAndWait(page: Page, label: string | RegExp, value: string, urlPart: RegExp) {
  await page.getByLabel(label).selectOption(value);
  await expect(page).toHaveURL(urlPart);
}

test.describe('agents', () => {
  test('lists agents; specialisation, sort and location change the results; the URL holds them', async ({ page }) => {
    await page.goto('/agents');
    await expect(page.getByRole('heading', { level: 1, name: 'Find an agent' })).toBeVisible();
    const cards = page.getByTestId('agent-card');
    await expect(cards.first()).toBeVisible();
    const first = await namesOf(cards);
    expect(first.length).toBeGreaterThan(5);

    await selectAndWait(page, 'Sort agents by', 'most_rentals', /sort=most_rentals/);
    const byRentals = await newNames(cards, first);

    await selectAndWait(page, 'Specialisation', 'commercial_rent', /category=commercial_rent/);
    const commercial = await newNames(cards, byRentals);

    await pickLocation(page, /Location/, 'Dubai Marina', 'Dubai Marina');
    await expect(page).toHaveURL(/location_id=50/);
    const shown = await newNames(cards, commercial);
    // The whole view comes back from the link alone.
    const url = page.url();
    await page.goto(url);
    await expect.poll(() => namesOf(cards)).toEqual(shown);
    await expect(page.getByLabel('Specialisation')).toHaveValue('commercial_rent');
    await expect(page.getByLabel('Sort agents by')).toHaveValue('most_rentals');
  });

  test('pages forward and back; a far page shows the end of the list', async ({ page }) => {
    await page.goto('/agents');
    const cards = page.getByTestId('agent-card');
    await expect(cards.first()).toBeVisible();
    const one = await namesOf(cards);
    const pager = page.getByRole('navigation', { name: 'Pages of agents' });
    await pager.getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    const two = await newNames(cards, one);
    expect(two.filter((n) => one.includes(n))).toEqual([]);
    await pager.getByRole('link', { name: /Previous/ }).click();
    await expect(page).not.toHaveURL(/page=/);
    await expect.poll(() => namesOf(cards)).toEqual(one);

    await page.goto('/agents?page=9999');
    await expect(page.getByText('No more agents')).toBeVisible();
    await expect(cards).toHaveCount(0);
    await page.getByRole('link', { name: 'Back to the first page' }).click();
    await expect(cards.first()).toBeVisible();
  });

  test('the detailed view shows phone, languages, nationality code and a brokerage link', async ({ page }) => {
    await page.goto('/agents');
    await page.getByRole('button', { name: 'Detailed' }).click();
    await expect(page).toHaveURL(/view=detailed/);
    const card = page.getByTestId('agent-card-detailed').first();
    await expect(card).toBeVisible();
    await expect(card.getByText('Phone')).toBeVisible();
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await expect(card.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', /^tel:\+?\d+$/);
    await expect(card.getByText('Languages')).toBeVisible();
    await expect(card.getByText(/\([A-Z]{2}\)/)).toBeVisible();
    await expect(page.getByTestId('plan-notice')).toHaveCount(0);
    const brokerLink = card.locator('a[href^="/brokers/"]');
    const brokerName = await brokerLink.innerText();
    await brokerLink.click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(brokerName);
  });

  test('on a plan without the detailed endpoint the page falls back to the simple view with a notice', async ({ page }) => {
    await page.goto(`${basicTwinBaseUrl}/agents?view=detailed`);
    await expect(page.getByTestId('plan-notice')).toContainText('not available');
    await expect(page.getByTestId('agent-card').first()).toBeVisible();
    await expect(page.getByTestId('agent-card-detailed')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    // The simple view pages as usual.
    await page.getByRole('navigation', { name: 'Pages of agents' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByTestId('agent-card').first()).toBeVisible();
  });

  test("an agent's page shows the profile and listings; filters and paging work; listings link to details", async ({ page }) => {
    await page.goto('/agents');
    const card = page.getByTestId('agent-card').first();
    const name = await card.locator('h3').innerText();
    await card.getByRole('link', { name }).click();
    await expect(page).toHaveURL(/\/agents\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const listings = page.getByTestId('owner-listing-card');
    await expect(listings.first()).toBeVisible();
    await expect(page.locator('dl a[href^="/brokers/"]')).toBeVisible();

    const titles = () => listings.locator('h3').allInnerTexts();
    const featured = await titles();
    await selectAndWait(page, 'Sort listings by', 'price_desc', /sort=price_desc/);
    const byPrice = await newNames(listings, featured);
    // Rentals only: every price shown is a rent (per year, month...), or the agent has none.
    await selectAndWait(page, 'Category', 'residential_rent', /category=residential_rent/);
    // Either other listings or none at all (an agent may have no rentals).
    await expect
      .poll(async () => {
        const now = await titles();
        return (
          (now.length > 0 && JSON.stringify(now) !== JSON.stringify(byPrice)) || (await page.getByText(/No listings from/).count()) > 0
        );
      })
      .toBe(true);
    const prices = await listings.getByTestId('listing-price').allInnerTexts();
    expect(prices.every((p) => /\/(year|month|week|day)$|on request/.test(p))).toBe(true);

    await page.goto(page.url().replace(/category=[^&]+&?/, ''));
    const link = listings.first().locator('h3 a');
    await link.click();
    await expect(page).toHaveURL(/\/property\/[\w-]+/);
  });

  test("an agent link carries the id only: the page shows the data's name, never the link's", async ({ page }) => {
    await page.goto('/agents');
    const card = page.getByTestId('agent-card').first().locator('h3 a');
    const name = (await card.textContent())?.trim() ?? '';
    const href = await card.getAttribute('href');
    const id = /^\/agents\/(\d+)$/.exec(href ?? '')?.[1];
    expect(id, 'the card links by id alone').toBeTruthy();
    await page.goto(`/agents/${id}?name=Fake%20Agent%20-%20call%20%2B971500000000&broker=Scam%20Realty`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page).toHaveTitle(`${name} · Agent · Dar`);
    await expect(page.getByText(/Fake Agent|Scam Realty/)).toHaveCount(0);
    await expect(page.getByTestId('owner-listing-card').first()).toBeVisible();
    // The brokerage is learnt from the listings.
    await expect(page.locator('dl a[href^="/brokers/"]')).toBeVisible();

    await page.goto('/agents/not-an-id');
    await expect(page.getByText('That is not a valid agent link')).toBeVisible();

    // An id the service does not know: not found, said plainly (no made-up profile), with no Retry that could never help.
    await page.goto('/agents/123');
    await expect(page.getByRole('heading', { level: 1, name: 'Agent not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('brokerages', () => {
  test('lists brokerages; most properties orders by count; location narrows; paging; detailed view', async ({ page }) => {
    await page.goto('/brokers');
    const cards = page.getByTestId('broker-card');
    await expect(cards.first()).toBeVisible();
    const featured = await namesOf(cards);

    await selectAndWait(page, 'Sort brokerages by', 'most_properties', /sort=most_properties/);
    const all = await newNames(cards, featured);
    const counts = await countsOf(cards);
    expect(counts.length).toBeGreaterThan(5);
    expect(isNonIncreasing(counts)).toBe(true);

    await page.getByRole('navigation', { name: 'Pages of brokerages' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await newNames(cards, all);
    const pageTwo = await countsOf(cards);
    expect(Math.max(...pageTwo)).toBeLessThanOrEqual(Math.min(...counts));

    await pickLocationByKeys(page, 'Dubai Marina', 'Dubai Marina');
    await expect(page).toHaveURL(/location_id=50/);
    await expect(page).not.toHaveURL(/page=/);
    await newNames(cards, all);

    await page.getByRole('button', { name: 'Detailed' }).click();
    const detailed = page.getByTestId('broker-card-detailed').first();
    await expect(detailed).toBeVisible();
    await expect(detailed.locator('a[href^="tel:"]')).toBeVisible();
    await expect(
      detailed
        .locator('p')
        .filter({ hasText: /agency|brokerage|real estate/i })
        .first(),
    ).toBeVisible();

    await page.goto('/brokers?page=9999');
    await expect(page.getByText('No more brokerages')).toBeVisible();
  });

  test("a brokerage's page lists its properties and the agents in them, linking onwards", async ({ page }) => {
    await page.goto('/brokers?sort=most_properties');
    const card = page.getByTestId('broker-card').first();
    const name = await card.locator('h3').innerText();
    await card.locator('h3 a').click();
    await expect(page).toHaveURL(/\/brokers\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
    const listings = page.getByTestId('owner-listing-card');
    await expect(listings.first()).toBeVisible();
    const titles = () => listings.locator('h3').allInnerTexts();
    const one = await titles();

    await page.getByRole('navigation', { name: 'Pages of listings' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await newNames(listings, one);

    const agents = page.getByTestId('broker-agents').getByRole('link');
    await expect(agents.first()).toBeVisible();
    const agentName = await agents.first().innerText();
    await agents.first().click();
    await expect(page).toHaveURL(/\/agents\/\d+/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(agentName);
    await expect(page.getByTestId('owner-listing-card').first()).toBeVisible();

    await page.getByTestId('owner-listing-card').first().locator('h3 a').click();
    await expect(page).toHaveURL(/\/property\/[\w-]+/);
  });
});

test.describe('developers', () => {
  test('lists developers by emirate with paging; descriptions render sanitised, never as markup or script', async ({ page }) => {
    const ran: string[] = [];
    page.on('console', (msg) => {
      if (/must not run/.test(msg.text())) ran.push(msg.text());
    });
    page.on('dialog', (d) => {
      ran.push(`dialog: ${d.message()}`);
      void d.dismiss();
    });

    await page.goto('/developers');
    const cards = page.getByTestId('developer-card');
    await expect(cards.first()).toBeVisible();
    await expect(page.getByLabel('Emirate')).toHaveValue('dubai');
    await expect(cards.first()).toContainText(/Established\s*\d{4}/);
    await expect(cards.first()).toContainText(/\d+ projects? online/);

    // The two hostile descriptions: their text shows, their markup and handlers do not.
    const harbour = cards.filter({ hasText: 'Harbour Crest Developments' });
    await expect(harbour.getByText('Over 20 towers delivered.')).toBeVisible();
    const skyline = cards.filter({ hasText: 'Skyline Vista Properties' });
    await expect(skyline.getByText(/designs family communities/)).toBeVisible();
    const list = page.getByRole('list', { name: /Developers, page 1/ });
    await expect(list.locator('script, [onerror], [onload], [style], iframe')).toHaveCount(0);
    await expect(list.locator('img[src="x"]')).toHaveCount(0);
    expect(await list.innerText()).not.toMatch(/<\/?p>|<script|onerror/);
    // A handler left in would have run by the time an image failing the same way reports its
    // error: our own probe, loaded after the descriptions rendered, is that signal.
    await page.evaluate(
      () =>
        new Promise<void>((resolve) => {
          const probe = new Image();
          probe.onerror = probe.onload = () => resolve();
          probe.src = 'x';
        }),
    );
    expect(ran).toEqual([]);

    const dubai = await namesOf(cards);
    await page.getByRole('navigation', { name: 'Pages of developers' }).getByRole('link', { name: /Next/ }).click();
    await expect(page).toHaveURL(/page=2/);
    await newNames(cards, dubai);

    await selectAndWait(page, 'Emirate', 'ras-al-khaimah', /location=ras-al-khaimah/);
    await expect(page).not.toHaveURL(/page=/);
    await expect(page.getByRole('heading', { name: 'Developers in Ras Al Khaimah' })).toBeVisible();
    await newNames(cards, dubai);

    await page.goto('/developers?location=fujairah&page=50');
    await expect(page.getByText('No more developers')).toBeVisible();
  });
});
