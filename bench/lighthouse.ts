/**
 * Lighthouse (mobile preset: simulated slow 4G and a 4x slower CPU) on the transactions view and
 * a listing's page: total blocking time (issue 9's goal: under 300 ms), layout shift and largest
 * paint, median of three runs each. Lighthouse is not a dependency of the app: it runs through
 * `npx` (fetched into npm's cache on first use), with Debian's Chromium.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { median, type Report } from './report.ts';

const LIGHTHOUSE = 'lighthouse@12.8.2';
const RUNS = 3;
const run = promisify(execFile);

interface Audit {
  numericValue?: number;
}
interface LighthouseResult {
  audits: Record<string, Audit | undefined>;
}

async function lighthouse(url: string, dir: string, n: number): Promise<LighthouseResult> {
  const out = join(dir, `run-${n}.json`);
  await run(
    'npx',
    [
      '--yes',
      LIGHTHOUSE,
      url,
      '--quiet',
      '--only-categories=performance',
      '--output=json',
      `--output-path=${out}`,
      '--chrome-flags=--headless=new --no-sandbox --disable-gpu --disable-background-networking',
    ],
    { env: { ...process.env, CHROME_PATH: process.env.PLAYWRIGHT_CHROMIUM_EXECUTABLE ?? '/usr/bin/chromium' }, timeout: 300_000 },
  );
  return JSON.parse(await readFile(out, 'utf8')) as LighthouseResult;
}

const value = (r: LighthouseResult, audit: string) => r.audits[audit]?.numericValue ?? Number.NaN;

/** `pages`: label and URL of each page measured (the server already warm). */
export async function benchLighthouse(r: Report, pages: [label: string, url: string][]): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'dar-lighthouse-'));
  try {
    for (const [label, url] of pages) {
      const results: LighthouseResult[] = [];
      for (let i = 0; i < RUNS; i++) results.push(await lighthouse(url, dir, i));
      const med = (audit: string) => median(results.map((x) => value(x, audit)));
      r.figure(`${label}: Lighthouse mobile total blocking time`, med('total-blocking-time'), 'ms', { max: 300 });
      r.figure(`${label}: Lighthouse mobile layout shift`, med('cumulative-layout-shift'), '', { max: 0.1 });
      r.figure(`${label}: Lighthouse mobile largest contentful paint`, med('largest-contentful-paint'), 'ms', { max: 2500 });
      r.note(`median of ${RUNS} runs; DOM ${Math.round(med('dom-size'))} elements`);
    }
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
