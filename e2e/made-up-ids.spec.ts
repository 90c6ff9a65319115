/**
 * An id the data has never named is not a profile: `/agents/99999999` and `/brokers/99999999` say
 * "not found" as their heading (the service answers 404 for their listings), in English and
 * Arabic, with the way to the directory; a real id still shows its profile. An id of a form no
 * record has (`/property/abc`) is a 404 page; a link's place the data does not know is said to be
 * unknown, not made into a heading; a shared comparison leaves out ids that are no listing's.
 */
import { expect, test } from './support.ts';

for (const [kind, directory, title, arTitle, find] of [
  ['agents', '/agents', 'Agent not found', 'لم يُعثر على الوكيل', 'Find an agent'],
  ['brokers', '/brokers', 'Brokerage not found', 'لم يُعثر على الوساطة', 'Find a brokerage'],
] as const) {
  test(`/${kind}/99999999 is not found, not a made-up profile`, async ({ page }) => {
    await page.goto(`/${kind}/99999999`);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByTestId('owner-not-found')).toContainText('99999999');
    await expect(page.getByRole('heading', { name: /99999999/ })).toHaveCount(0);
    await expect(page.getByRole('link', { name: find })).toHaveAttribute('href', directory);

    await page.goto(`/${kind}/99999999?lang=ar`);
    await expect(page.getByRole('heading', { level: 1, name: arTitle })).toBeVisible();
  });
}

test('a real agent opened by id still has a profile', async ({ page, request }) => {
  const agents = ((await (await request.get('/api/search-agents')).json()) as { data: { id: string; name: string }[] }).data;
  await page.goto(`/agents/${agents[0]!.id}`);
  await expect(page.getByRole('heading', { level: 1, name: agents[0]!.name })).toBeVisible();
  await expect(page.getByText('Agent not found')).toHaveCount(0);
});

for (const [path, title] of [
  ['/property/abc', 'Listing not found'],
  ['/agents/abc', 'That is not a valid agent link'],
  ['/developers/not%20a%20developer', 'That is not a valid developer link'],
] as const) {
  test(`${path} answers 404, and the page says not found`, async ({ page }) => {
    const answer = await page.goto(path);
    expect(answer?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(title);
  });
}

test('a link to a place the data does not know says so, in English and Arabic', async ({ page }) => {
  await page.goto('/buy?location_id=999999');
  // Said once the answers passing have had their chance to name it (src/lib/names.ts).
  await expect(page.getByTestId('unknown-place')).toHaveText(
    'This link names a place we do not know (id 999999); the link may be old or mistyped.',
    { timeout: 15_000 },
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Properties for sale');
  await expect(page.getByText(/Location 999999/)).toHaveCount(0);
  // The place stays a chip of the search, said unknown, never given a made-up name; the box is empty.
  await expect(page.getByTestId('place-chips')).toHaveText(/^Unknown place \(id 999999\)/);
  await expect(page.getByRole('combobox', { name: /Add a place/ })).toHaveValue('');

  await page.goto('/buy?location_id=999999&lang=ar');
  await expect(page.getByTestId('unknown-place')).toHaveText(
    'يشير هذا الرابط إلى مكان لا نعرفه (المعرّف 999999)، فربما يكون الرابط قديمًا أو فيه خطأ.',
    { timeout: 15_000 },
  );
});

test('a shared comparison leaves out an id that is no listing id, and says so', async ({ page, request }) => {
  const listings = ((await (await request.get('/api/search-buy?location_id=50')).json()) as { data: { property_id: string }[] }).data;
  const [a, b] = [listings[0]!.property_id, listings[1]!.property_id];
  await page.goto(`/compare?ids=${a},${b},abc`);
  await expect(page.getByTestId('link-notice')).toHaveText(
    'Ignored from the link: items to compare “abc” (not an id we know the form of).',
  );
  await expect(page).toHaveURL(new RegExp(`/compare\\?ids=${a},${b}$`));
  await expect(page.getByText(/Listing abc/)).toHaveCount(0);
  await expect(page.getByRole('columnheader')).not.toHaveCount(0);

  await page.goto(`/compare?ids=${a},${b},abc&lang=ar`);
  await expect(page.getByTestId('link-notice')).toContainText('«abc»');
});
