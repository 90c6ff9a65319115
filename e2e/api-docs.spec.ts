/**
 * The API reference page renders the OpenAPI document in a real browser, from our own origin only
 * (the app works offline), and under a strict Content-Security-Policy (no inline script or style).
 */
import { ENDPOINT_NAMES } from '../src/contract/index.ts';
import { INSIGHT_ENDPOINT_NAMES } from '../src/contract/insights.ts';
import { expect, test } from './support.ts';

const STRICT_CSP = "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'";

test('/api/docs renders every endpoint from our origin, under a strict CSP', async ({ page, baseURL }) => {
  const elsewhere: string[] = [];
  const violations: string[] = [];
  page.on('request', (req) => {
    if (!req.url().startsWith(baseURL!) && !req.url().startsWith('data:')) elsewhere.push(req.url());
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|Refused to/.test(msg.text())) violations.push(msg.text());
  });
  await page.route('**/api/docs', async (route) => {
    const res = await route.fetch();
    await route.fulfill({ response: res, headers: { ...res.headers(), 'content-security-policy': STRICT_CSP } });
  });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /Dar API/ })).toBeVisible();
  const operations = page.locator('.opblock-summary-path');
  // The service's 17 and our own (insights, names), all from the contract.
  await expect(operations).toHaveCount(ENDPOINT_NAMES.length + INSIGHT_ENDPOINT_NAMES.length);
  await expect(operations.filter({ hasText: /^\/api\/search-buy$/ })).toHaveCount(1);
  // An operation opens to its parameters, with the contract's allowed values.
  await page.getByText('Residential properties for sale').click();
  await expect(page.getByText('location_id').first()).toBeVisible();
  await expect(page.locator('select option', { hasText: 'price_desc' }).first()).toBeAttached();
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
});
