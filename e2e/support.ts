/**
 * Shared end-to-end helpers: a `test` that fails on any console error or uncaught page error,
 * and the address of the faulty twin server (see playwright.config.ts).
 */
import { test as base, expect } from '@playwright/test';

export const faultyBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8099) + 1}`;
/** The stale twin (playwright.config.ts): 1 s freshness, listing details failing after the first. */
export const staleTwinBaseUrl = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 8099) + 2}`;

export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (msg) => {
        // A failed request is reported by the test that expects it, not as a console error.
        if (msg.type() === 'error' && !/Failed to load resource/.test(msg.text())) errors.push(msg.text());
      });
      page.on('pageerror', (err) => errors.push(String(err)));
      await use(errors);
      expect(errors, 'console errors').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Pick a location in the shared combobox by typing and choosing the first suggestion named `name`. */
export async function pickLocation(page: import('@playwright/test').Page, label: RegExp | string, typed: string, name: string) {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  await page.getByRole('option', { name, exact: true }).first().click();
}
