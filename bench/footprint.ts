/**
 * Footprint (issue 19): the memory the server holds, as an operator's `ps` sees it (the whole
 * process: main thread, the store's thread, WebAssembly memory). The compiled server
 * (dist-server/, `npm run build`) is started as production starts it, on a loopback port with its
 * own DATA_DIR, four ways: embedded mode on a new store (PGlite's initdb runs) and again on that
 * store, then live mode (no embedded gateway; the data service is a loopback port nobody answers
 * on, which start-up never calls) new and again. Each figure is the median of RUNS starts: the peak
 * (VmHWM) from start until 5 s after /healthz first answers, and the resident size (VmRSS) then.
 */
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Report } from './report.ts';

const RUNS = Number(process.env.FOOTPRINT_RUNS ?? 3);
const PORT = Number(process.env.FOOTPRINT_PORT ?? 8791);
const SETTLE_MS = 5000;

interface Start {
  readyMs: number;
  peakMiB: number;
  idleMiB: number;
}

/** A `/proc/<pid>/status` field in MiB (the kernel gives kB). */
function procMiB(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

async function startOnce(dataDir: string, env: Record<string, string>): Promise<Start> {
  const t0 = performance.now();
  const child = spawn(process.execPath, ['dist-server/index.js'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (d: Buffer) => (stderr += d.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    let readyMs = NaN;
    while (Number.isNaN(readyMs)) {
      if (child.exitCode !== null) throw new Error(`the server exited at start: ${stderr.trim()}`);
      if (performance.now() - t0 > 120_000) throw new Error('the server did not answer /healthz within 120 s');
      const ok = await fetch(`http://127.0.0.1:${PORT}/healthz`).then(
        (r) => r.status < 500,
        () => false,
      );
      if (ok) readyMs = performance.now() - t0;
      else await new Promise((r) => setTimeout(r, 50));
    }
    await new Promise((r) => setTimeout(r, SETTLE_MS));
    return { readyMs, peakMiB: procMiB(child.pid!, 'VmHWM'), idleMiB: procMiB(child.pid!, 'VmRSS') };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function scenario(env: Record<string, string>, fresh: boolean): Promise<Start> {
  const runs: Start[] = [];
  const kept = mkdtempSync(join(tmpdir(), 'dar-footprint-'));
  try {
    if (!fresh) await startOnce(kept, env); // make the store once
    for (let i = 0; i < RUNS; i++) {
      const dir = fresh ? mkdtempSync(join(tmpdir(), 'dar-footprint-')) : kept;
      try {
        runs.push(await startOnce(dir, env));
      } finally {
        if (fresh) rmSync(dir, { recursive: true, force: true });
      }
    }
  } finally {
    rmSync(kept, { recursive: true, force: true });
  }
  return {
    readyMs: median(runs.map((r) => r.readyMs)),
    peakMiB: median(runs.map((r) => r.peakMiB)),
    idleMiB: median(runs.map((r) => r.idleMiB)),
  };
}

export async function bench(r: Report): Promise<void> {
  if (!existsSync('dist-server/index.js')) throw new Error('no compiled server in dist-server/: run npm run build');
  const embedded = { GATEWAY_HOST: '', GATEWAY_KEY: '' };
  const live = { GATEWAY_HOST: 'data.example.test', GATEWAY_KEY: 'bench-key', UPSTREAM_URL: `http://127.0.0.1:${PORT + 1}` };
  const cases: Array<[string, Record<string, string>, boolean, { peak: number; idle: number }]> = [
    ['embedded, new store', embedded, true, { peak: 600, idle: 300 }],
    ['embedded, store kept', embedded, false, { peak: 400, idle: 300 }],
    ['live, new store', live, true, { peak: 450, idle: 150 }],
    ['live, store kept', live, false, { peak: 200, idle: 150 }],
  ];
  for (const [label, env, fresh, goal] of cases) {
    const s = await scenario(env, fresh);
    r.figure(`${label}: peak RSS from start`, s.peakMiB, 'MiB', { max: goal.peak });
    r.figure(`${label}: RSS 5 s after ready`, s.idleMiB, 'MiB', { max: goal.idle });
    r.note(`ready (healthz answers) after ${Math.round(s.readyMs)} ms; median of ${RUNS} starts`);
  }
}
