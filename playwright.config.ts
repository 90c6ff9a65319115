import { defineConfig, devices } from '@playwright/test';
import { SERVER_DIR, serverEnv } from './e2e/server-env.ts';

/**
 * End-to-end tests drive Debian's Chromium against the production build served by the real
 * server on the embedded gateway. Ports come from E2E_PORT so parallel runs do not collide.
 * Twins on the next ports run with the gateway's fault knobs on, for error states: each shows one
 * kind of fault, so what one test provokes (a hold-off after a 429) cannot change what another sees.
 */
const port = Number(process.env.E2E_PORT ?? 8099);
const faultyPort = port + 1;
const staleTwinPort = port + 2;
const basicTwinPort = port + 3;
export const FAULTY_ENDPOINTS = [
  'search-buy',
  'search-rent',
  'search-commercial-buy',
  'search-commercial-rent',
  'search-new-projects',
  'get-get-transactions',
];
const chromium = process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium';
// Each server keeps its market store in its own directory, emptied at start: every run begins
// with the first sync of each location, as a new deployment does.
const server = (p: number, env: Record<string, string>) => ({
  // The compiled server, as production runs it.
  command:
    `test -f ${SERVER_DIR}/index.js || { echo "no compiled server in ${SERVER_DIR}/: run npm run build" >&2; exit 1; }; ` +
    `rm -rf .tmp/e2e-data-${p} && node ${SERVER_DIR}/index.js`,
  url: `http://127.0.0.1:${p}/healthz`,
  reuseExistingServer: false,
  timeout: 60_000,
  stdout: 'ignore' as const,
  stderr: 'pipe' as const,
  env: serverEnv(p, `.tmp/e2e-data-${p}`, env),
});

export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run'],
    },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: [
    server(port, {}),
    // Faulty twin: a data service that rate-limits listing searches and transactions. Every 429
    // holds the whole upstream off, and the collector's retries keep it so.
    server(faultyPort, {
      EMBEDDED_FAULT: 'rate_limit',
      EMBEDDED_FAULT_ENDPOINTS: FAULTY_ENDPOINTS.join(','),
      COLLECT_AREA_PAGES: '0',
    }),
    // Stale twin: answers are fresh for one second, and the data service answers the first
    // listing details request, then is unavailable: the cache's stale answer shows its notice.
    server(staleTwinPort, {
      CACHE_TTL_SECONDS: '1',
      EMBEDDED_FAULT: 'unavailable',
      EMBEDDED_FAULT_ENDPOINTS: 'property-details',
      EMBEDDED_FAULT_AFTER: '1',
    }),
    // Basic-plan twin: a plan without the detailed agent search, and the registry's placeholder body.
    server(basicTwinPort, { EMBEDDED_PLAN: 'basic', EMBEDDED_REGISTRY: 'placeholder', COLLECT_AREA_PAGES: '0' }),
  ],
});
