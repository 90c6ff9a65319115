/**
 * An id the data has never named is not a profile: `/agents/99999999` and `/brokers/99999999` say
 * "not found" as their heading (the service answers 404 for their listings), in English and
 * Arabic, with the way to the directory; a real id still shows its profile.
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
