import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

/**
 * Three tiers, one `vitest run`:
 * - `node`: pure logic and the server (app.inject, loopback servers, the embedded gateway);
 * - `dom`: React hooks and text-only components in jsdom (`*.dom.test.tsx`): data flow, roles,
 *   timers; no layout, focus or media queries, so a DOM shim is enough and starts fastest;
 * - `browser`: components and pages in Chromium (`*.browser.test.tsx`): real focus, keyboard,
 *   layout, media queries and Tailwind's styles (hidden menus, sr-only text), as people get them.
 * Both React tiers mock only the network (src/testing/fake-api.ts); hooks, router and query run
 * for real. End-to-end journeys against the production build stay in Playwright (e2e/).
 */
const chromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';

export default defineConfig({
  test: {
    testTimeout: 20_000,
    hookTimeout: 30_000,
    // The fake network (src/testing/fake-api.ts) stubs `fetch`; each test starts without it.
    unstubGlobals: true,
    // `npm run test:unit` measures how much of the app and server the tests run (a report, no gate
    // yet): a summary in the output, the figures in coverage/coverage-summary.json.
    coverage: {
      provider: 'v8',
      include: ['src/**/*.{ts,tsx}', 'server/**/*.ts'],
      exclude: ['**/*.test.{ts,tsx}', 'src/testing/**', 'server/testing/**', 'src/routeTree.gen.ts', '**/*.d.ts'],
      reporter: ['text-summary', 'json-summary'],
      reportsDirectory: 'coverage',
    },
    projects: [
      {
        extends: true,
        test: {
          name: 'node',
          include: ['src/**/*.test.ts', 'server/**/*.test.ts', 'bench/**/*.test.ts', 'scripts/**/*.test.ts'],
          environment: 'node',
          setupFiles: ['src/testing/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react()],
        test: {
          name: 'dom',
          include: ['src/**/*.dom.test.tsx'],
          environment: 'jsdom',
          setupFiles: ['src/testing/i18n-setup.ts'],
        },
      },
      {
        extends: true,
        plugins: [react(), tailwindcss()],
        // Bundled before the first test: a dependency Vite first meets mid-run (a test file that
        // imports it) makes it optimize again and reload, and the file being imported then fails
        // to load ("Failed to fetch dynamically imported module"), as in a CI run.
        optimizeDeps: {
          include: [
            'react',
            'react-dom',
            'react-dom/client',
            'i18next',
            '@tanstack/react-router',
            '@tanstack/react-query',
            'react-hook-form',
            'leaflet',
            'idb-keyval',
          ],
        },
        test: {
          name: 'browser',
          include: ['src/**/*.browser.test.tsx'],
          globalSetup: ['src/testing/browser-prerequisites.ts'],
          setupFiles: ['src/testing/i18n-setup.ts', 'src/testing/browser-setup.ts'],
          // A broken behaviour fails in seconds, not at the test timeout.
          expect: { poll: { timeout: 5_000 } },
          browser: {
            enabled: true,
            headless: true,
            provider: playwright({
              launchOptions: {
                executablePath: chromium,
                args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
              },
              // A click or fill on an element that never shows fails in seconds too.
              actionTimeout: 5_000,
            }),
            instances: [{ browser: 'chromium' }],
            // The desktop layout the e2e suite uses: filters open, list and map side by side.
            viewport: { width: 1280, height: 900 },
            screenshotFailures: false,
          },
        },
      },
    ],
  },
});
