/**
 * The browser benches' server and browser: the production server (server/index.ts, embedded
 * gateway) on a loopback port with its own market store (./data may be held by a running
 * `npm start`), serving a build; and headless Chromium.
 */
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { chromium, type Browser } from '@playwright/test';

/**
 * The port of a browser bench's server: `BENCH_PORT` (default 8190) plus the section's own offset,
 * so two benches (or a bench beside `npm start`) never take each other's port.
 */
export const benchPort = (offset: number) => (Number(process.env.BENCH_PORT) || 8190) + offset;

interface AppServerOptions {
  port: number;
  staticDir: string;
  dataDir: string;
  /** Start from an empty market store (the first view syncs it). */
  freshStore?: boolean;
}

/** Polled until the server answers, it exits, or the bound passes. */
async function waitForServer(url: string, exited: () => boolean, ms = 60_000): Promise<void> {
  const until = Date.now() + ms;
  while (Date.now() < until && !exited()) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`the server did not start at ${url}${exited() ? ' (it exited)' : ''}`);
}

/**
 * Run `bench` against the server (its `http://127.0.0.1:<port>` address) and a fresh Chromium;
 * both are stopped afterwards, whatever happens.
 */
export async function withAppAndBrowser<T>(o: AppServerOptions, bench: (base: string, browser: Browser) => Promise<T>): Promise<T> {
  if (o.freshStore) rmSync(o.dataDir, { recursive: true, force: true });
  // EMBEDDED_LISTINGS is the embedded bench's list of sizes, not one the server takes.
  const { EMBEDDED_LISTINGS: _sizes, ...env } = process.env;
  const server = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...env,
      PORT: String(o.port),
      HOST: '127.0.0.1',
      STATIC_DIR: o.staticDir,
      DATA_DIR: o.dataDir,
      LOG_LEVEL: 'warn',
      GATEWAY_KEY: '',
      GATEWAY_HOST: '',
    },
    stdio: 'ignore',
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const base = `http://127.0.0.1:${o.port}`;
  try {
    await waitForServer(`${base}/healthz`, () => exited);
    const browser = await chromium.launch({
      executablePath: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
    });
    try {
      return await bench(base, browser);
    } finally {
      await browser.close();
    }
  } finally {
    server.kill('SIGTERM');
  }
}
