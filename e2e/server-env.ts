/**
 * How the end-to-end tests run the compiled server: where it is, and the environment of one on a
 * loopback port with its own market store and the embedded gateway (no key). The shared servers
 * (playwright.config.ts) and a test's own (own-server.ts) both start it so.
 */

/** The compiled server's directory (`npm run build`; SERVER_DIR for side-by-side runs). */
export const SERVER_DIR = process.env.SERVER_DIR ?? 'dist-server';

export function serverEnv(port: number, dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    GATEWAY_HOST: '',
    GATEWAY_KEY: '',
    // A separate build directory lets several runs build and test side by side.
    STATIC_DIR: process.env.STATIC_DIR ?? 'dist',
    DATA_DIR: dataDir,
    // Collecting at the default budget's hourly pace would make what a test sees depend on the
    // hour it runs at; tests that need a small budget set their own (and get the default reserve
    // for views with it). With this one no pages are held back for views: in a UTC day's first
    // hour the pace allows 1/24 of the day, which the default reserve (1/24) takes whole, and
    // background work (a brokerage directory's read) waited the hour out.
    COLLECT_DAILY_PAGES: '1000000',
    ...(env.COLLECT_DAILY_PAGES === undefined && { COLLECT_VIEW_RESERVE: '0' }),
    ...env,
  };
}
