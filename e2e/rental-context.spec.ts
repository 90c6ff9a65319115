/**
 * A rental listing's price context, end to end: the location's price trend is of sale prices
 * (the only trend the data has), so beside a rent it is labelled as such, in English and Arabic,
 * and the rent is set against the latest sale level as a gross yield. A sale listing's trend keeps
 * its plain title; the price trend page says its levels are sale prices.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { englishLeft, expect, test } from './support.ts';

interface Found {
  property_id: string;
  price: { value: number; period: string };
  size?: { value: number } | null;
  address: { full_name: string };
}

/** A listing of the search in Dubai Marina itself (its community is what the context looks up). */
async function marinaListing(request: APIRequestContext, search: 'search-rent' | 'search-buy'): Promise<Found> {
  const body = (await (await request.get(`/api/${search}?location_id=50&bedrooms=2&property_type=apartment`)).json()) as { data: Found[] };
  const listing = body.data.find((l) => / Dubai Marina, Dubai$/.test(l.address.full_name) && (l.size?.value ?? 0) > 0);
  expect(listing, `a 2-bedroom apartment in Dubai Marina from ${search}`).toBeTruthy();
  return listing!;
}

const trendFigure = (page: Page, name: RegExp) => page.getByRole('figure', { name });

test("a rental listing's trend says it is of sale prices, and sets the rent against it as a yield", async ({ page, request }) => {
  const listing = await marinaListing(request, 'search-rent');
  await page.goto(`/property/${listing.property_id}`);
  const trend = trendFigure(page, /^Sale price trend in Dubai Marina, 2 beds$/);
  await trend.scrollIntoViewIfNeeded();
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(trend).toContainText('Sale price level in AED per sqft');
  await expect(trend).toContainText('These are sale prices, not rents');
  await expect(page.getByRole('figure', { name: /^Price trend in/ })).toHaveCount(0);

  // The rent per sqft a year against the latest sale level: a gross yield, in words and figures.
  const beside = page.getByTestId('rent-against-sale');
  await expect(beside).toContainText(
    /^This rent comes to AED [\d,]+\/sqft\/year\. Against the latest sale level of AED [\d,]+\/sqft \(\w{3} \d{4}\)/,
  );
  const text = (await beside.textContent()) ?? '';
  const [rent, level] = [...text.matchAll(/AED ([\d,]+)\/sqft/g)].map((m) => Number(m[1]!.replace(/,/g, '')));
  const shown = Number(/about ([\d.]+)%/.exec(text)?.[1]);
  expect(Math.abs(shown - (rent! / level!) * 100)).toBeLessThan(0.2);
});

test("a rental listing's trend says it is of sale prices in Arabic", async ({ page, request }) => {
  const listing = await marinaListing(request, 'search-rent');
  await page.goto(`/property/${listing.property_id}?lang=ar`);
  const trend = trendFigure(page, /^اتجاه أسعار البيع في Dubai Marina/);
  await trend.scrollIntoViewIfNeeded();
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(trend).toContainText('هذه أسعار بيع لا إيجارات');
  await expect(page.getByTestId('rent-against-sale')).toContainText('العائد الإجمالي');
  await expect(page.getByTestId('rent-against-sale')).toContainText('قدم²');
  expect.soft(await englishLeft(page, ['Dubai', 'Marina'])).toEqual([]);
});

test("a sale listing's trend keeps its title and says nothing of rents", async ({ page, request }) => {
  const listing = await marinaListing(request, 'search-buy');
  await page.goto(`/property/${listing.property_id}`);
  const trend = trendFigure(page, /^Price trend in Dubai Marina/);
  await trend.scrollIntoViewIfNeeded();
  await expect(trend).toBeVisible({ timeout: 20_000 });
  await expect(page.getByTestId('rent-against-sale')).toHaveCount(0);
});

test('the price trend page says its levels are sale prices, in English and Arabic', async ({ page }) => {
  await page.goto('/market/trends?location_id=50');
  await expect(
    page.getByText(
      /^Monthly sale price levels in AED per sqft .* They are sale prices: the trend is published for sales only, not rents\.$/,
    ),
  ).toBeVisible();
  await page.goto('/market/trends?location_id=50&lang=ar');
  await expect(page.getByText(/^مستويات أسعار البيع الشهرية .* وهي أسعار بيع: يُنشر الاتجاه للبيع فقط، لا للإيجارات\.$/)).toBeVisible();
});
