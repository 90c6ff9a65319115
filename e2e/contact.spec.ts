/**
 * Reaching an agent: call, WhatsApp and email links wherever the data gives a number (a listing's
 * "Listed by" box, the agent's page, the detailed directory's cards), in English and Arabic; a
 * listing's agent looked up in the detailed agents directory of its building on request; and, on
 * a plan without that directory, a plain sentence pointing to the public listing page. Then the
 * name search of the agent and brokerage directories.
 */
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { basicTwinBaseUrl, englishLeft, expect, test } from './support.ts';

interface ListingRecord {
  property_id: string;
  property_url?: string;
  agent_details: { id: string; name: string };
}

async function listings(request: APIRequestContext): Promise<ListingRecord[]> {
  return ((await (await request.get('/api/search-buy?location_id=50&sort=price_desc')).json()) as { data: ListingRecord[] }).data;
}

/** The agent's number as the server learned it from the directory (after a lookup, or before). */
async function learnedPhone(request: APIRequestContext, agentId: string): Promise<string | undefined> {
  const body = (await (await request.get(`/api/names?agent_id=${agentId}`)).json()) as { agent?: { details?: { phone?: string } | null } };
  return body.agent?.details?.phone;
}

/**
 * Press the lookup button when the number is not known yet (and "Look further" while the agent is
 * not among the pages read so far), and wait for the call link.
 */
async function callLink(box: Locator, find: RegExp, call: string, further: RegExp): Promise<Locator> {
  const link = box.getByRole('link', { name: call, exact: true });
  const button = box.getByRole('button', { name: find });
  await expect(link.or(button)).toBeVisible();
  if (await button.isVisible()) await button.click();
  const more = box.getByRole('button', { name: further });
  for (let asks = 0; asks < 3; asks++) {
    await expect(link.or(more)).toBeVisible();
    if (!(await more.isVisible())) break;
    await expect(box.getByTestId('contact-not-found')).toBeVisible();
    await more.click();
  }
  await expect(link).toBeVisible();
  return link;
}

const FIND = /^Find their phone number$/;
const FURTHER = /^Look further in the directory$/;

async function checkActions(box: Locator, call: Locator, whatsapp: string, phone: string) {
  await expect(call).toHaveAttribute('href', `tel:${phone}`);
  await expect(box.getByRole('link', { name: whatsapp, exact: true })).toHaveAttribute('href', `https://wa.me/${phone.slice(1)}`);
  const shown = box.getByTestId('contact-phone');
  await expect(shown).toHaveText(phone);
  await expect(shown).toHaveAttribute('dir', 'ltr');
}

const listedBy = (page: Page, name: RegExp) => page.getByRole('region', { name });

/**
 * The twin's basic plan allows 5 calls a second: a listing page's own calls can make the lookup's
 * first call a rate-limit refusal, which the box says calmly with a retry. Retry then, once.
 */
test.describe('agent contact', () => {
  test('a listing finds its agent in the detailed directory on request: call and WhatsApp links by name, the number left to right', async ({
    page,
    request,
  }) => {
    const [listing] = await listings(request);
    const agent = listing!.agent_details;
    await page.goto(`/property/${listing!.property_id}`);
    const box = listedBy(page, /^Listed by$/);
    await expect(box.getByRole('link', { name: agent.name })).toBeVisible();
    const call = await callLink(box, FIND, `Call ${agent.name}`, FURTHER);
    // The number shown is the one the directory gave, which the server now knows too.
    const phone = await learnedPhone(request, agent.id);
    expect(phone).toMatch(/^\+971\d{8,9}$/);
    await checkActions(box, call, `WhatsApp ${agent.name} (opens in a new tab)`, phone!);
    await expect(box.getByRole('link', { name: 'Public listing page (opens in a new tab)' })).toBeVisible();
  });

  test('in Arabic: the same actions named in Arabic, the number still left to right', async ({ page, request }) => {
    const [, listing] = await listings(request);
    const agent = listing!.agent_details;
    await page.goto(`/property/${listing!.property_id}?lang=ar`);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
    const box = listedBy(page, /^معروض بواسطة$/);
    const call = await callLink(box, /^ابحث عن رقم هاتفه$/, `اتصال بـ ${agent.name}`, /^ابحث أبعد في الدليل$/);
    const phone = await learnedPhone(request, agent.id);
    await checkActions(box, call, `مراسلة ${agent.name} عبر واتساب (تُفتح في علامة تبويب جديدة)`, phone!);
    await expect(call).toHaveText('اتصال');
    // The box's own words are Arabic; the agent's name is the data's.
    await expect(box).not.toContainText(/Call|Phone|Find|Listed/);
  });

  test('on a plan without the detailed directory, the listing says plainly how to reach the agent: the public listing page', async ({
    page,
    request,
  }) => {
    // The same dataset's listing, found on the main server.
    const [listing] = await listings(request);
    await page.goto(`${basicTwinBaseUrl}/property/${listing!.property_id}`);
    const box = listedBy(page, /^Listed by$/);
    await box.getByRole('button', { name: 'Find their phone number' }).click();
    await expect(box.getByTestId('contact-plan')).toHaveText('Agents’ phone numbers come from a directory our data plan does not include.');
    const otherwise = box.getByTestId('contact-otherwise');
    await expect(otherwise).toContainText(`To call or message ${listing!.agent_details.name}, use the listing’s public page:`);
    await expect(otherwise.getByRole('link', { name: 'Public listing page (opens in a new tab)' })).toHaveAttribute(
      'href',
      listing!.property_url!,
    );
    await expect(box.locator('a[href^="tel:"]')).toHaveCount(0);

    await page.goto(`${basicTwinBaseUrl}/property/${listing!.property_id}?lang=ar`);
    const arBox = listedBy(page, /^معروض بواسطة$/);
    await arBox.getByRole('button', { name: 'ابحث عن رقم هاتفه' }).click();
    await expect(arBox.getByTestId('contact-plan')).toHaveText('أرقام هواتف الوكلاء تأتي من دليل لا تشمله خطة البيانات لدينا.');
    await expect(
      arBox.getByTestId('contact-otherwise').getByRole('link', { name: 'صفحة الإعلان العامة (تُفتح في علامة تبويب جديدة)' }),
    ).toBeVisible();
  });

  test("the agent's page: a Contact section with call and WhatsApp links, found in the directory of the agent's main place", async ({
    page,
    request,
  }) => {
    const agents = (
      (await (await request.get('/api/search-agents?location_id=51&category=residential_rent')).json()) as {
        data: { id: string; name: string }[];
      }
    ).data;
    const agent = agents[3]!;
    await page.goto(`/agents/${agent.id}`);
    await expect(page.getByRole('heading', { level: 1, name: agent.name })).toBeVisible();
    const contact = page.getByRole('region', { name: 'Contact' });
    const call = await callLink(contact, FIND, `Call ${agent.name}`, FURTHER);
    const phone = await learnedPhone(request, agent.id);
    await checkActions(contact, call, `WhatsApp ${agent.name} (opens in a new tab)`, phone!);

    await page.goto(`/agents/${agent.id}?lang=ar`);
    const arContact = page.getByRole('region', { name: 'التواصل' });
    await expect(arContact.getByRole('link', { name: `اتصال بـ ${agent.name}` })).toHaveAttribute('href', `tel:${phone}`);
  });

  test('detailed directory cards carry call and WhatsApp links named for the agent, in both languages', async ({ page }) => {
    await page.goto('/agents?view=detailed');
    const card = page.getByTestId('agent-card-detailed').first();
    const name = await card.getByRole('heading', { level: 3 }).innerText();
    await expect(card.getByRole('link', { name: `Call ${name}` })).toHaveAttribute('href', /^tel:\+\d+$/);
    await expect(card.getByRole('link', { name: `WhatsApp ${name} (opens in a new tab)` })).toHaveAttribute(
      'href',
      /^https:\/\/wa\.me\/\d+$/,
    );
    await page.goto('/agents?view=detailed&lang=ar');
    const arCard = page.getByTestId('agent-card-detailed').first();
    await expect(arCard.getByRole('link', { name: `اتصال بـ ${name}` })).toHaveAttribute('href', /^tel:\+\d+$/);
  });
});

test.describe('find by name', () => {
  test('an agent named in the directory is found by part of their name, any case, with their number once the directory gave it', async ({
    page,
    request,
  }) => {
    // The detailed directory names these agents, and gives their numbers.
    const agents = (
      (await (await request.get('/api/search-agents-detailed?location_id=8995')).json()) as {
        data: { id: string; name: string; phone: string }[];
      }
    ).data;
    const agent = agents[0]!;
    const [first, last] = agent.name.split(' ');
    await page.goto('/agents');
    const form = page.getByRole('search', { name: 'Find an agent by name' });
    await form.getByLabel('Agent’s name').fill('a');
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(form.getByRole('alert')).toHaveText('Type at least 2 letters of the name.');
    await expect(page).not.toHaveURL(/name=/);

    await form.getByLabel('Agent’s name').fill(`${last!.toLowerCase()} ${first!.toUpperCase()}`);
    await form.getByRole('button', { name: 'Find' }).click();
    await expect(page).toHaveURL(/name=/);
    const results = page.getByRole('region', { name: `Agents named “${last!.toLowerCase()} ${first!.toUpperCase()}”` });
    await expect(results.getByTestId('name-search-summary')).toContainText(
      /^Matches: \d+, among the [\d,]+ agents seen so far in listings and directories\./,
    );
    const match = results.getByTestId('name-match').filter({ hasText: agent.name });
    await expect(match.getByRole('link', { name: agent.name, exact: true })).toHaveAttribute('href', `/agents/${agent.id}`);
    await expect(match.getByRole('link', { name: `Call ${agent.name}` })).toHaveAttribute('href', `tel:${agent.phone}`);

    // Cleared: the directory alone again.
    await results.getByRole('button', { name: 'Clear the name search' }).click();
    await expect(page).not.toHaveURL(/name=/);
    await expect(page.getByTestId('name-matches')).toHaveCount(0);
  });

  test('in Arabic, a brokerage is found by name and a name nobody has is said plainly', async ({ page, request }) => {
    const brokers = ((await (await request.get('/api/search-brokers?location_id=50')).json()) as { data: { id: string; name: string }[] })
      .data;
    const broker = brokers[0]!;
    await page.goto(`/brokers?lang=ar&name=${encodeURIComponent(broker.name)}`);
    const results = page.getByRole('region', { name: `وساطات باسم «${broker.name}»` });
    await expect(results.getByTestId('name-search-summary')).toContainText(/^النتائج: /);
    await expect(results.getByTestId('name-match').getByRole('link', { name: broker.name })).toHaveAttribute(
      'href',
      `/brokers/${broker.id}`,
    );
    expect(await englishLeft(page)).toEqual([]);

    await page.goto('/brokers?lang=ar&name=zzqqxx');
    await expect(page.getByText('لم تظهر حتى الآن وساطة بهذا الاسم.', { exact: false })).toBeVisible();
  });
});
