/**
 * The machine a run measured on, printed before its figures: timings from two machines compare
 * only when the machines do. Two calibrations, each in a fresh Node process (as a browser's
 * renderer or a started server is):
 *  - a CPU loop (integer arithmetic, no allocation): what Lighthouse's own `benchmarkIndex` sees;
 *  - memory touched for the first time (a new process's heap, a page's DOM): what that index does
 *    not see. A first touch usually costs well under a microsecond a 4 KiB page (several GB/s). On
 *    one machine here the loop ran at its usual speed while first-touched memory came at 250-320
 *    MB/s, and Lighthouse's blocking time on the same build read several times higher than on the
 *    machine before it (the market map: a median of 205 ms there, 1.3-2.6 s in three runs here).
 */
import { execFileSync } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import type { Report } from './report.ts';

/** First-touched memory below this makes browser and start-up timings incomparable with other runs'. */
const SLOW_MEMORY_MB_S = 1000;
const TOUCH_MB = 256;

/** Milliseconds a fresh Node process takes for `body` (a function body returning nothing), median of three. */
function timed(body: string): number {
  const script = `const t = performance.now(); (() => { ${body} })(); process.stdout.write(String(performance.now() - t));`;
  const runs = [0, 1, 2].map(() => Number(execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' })));
  return runs.sort((a, b) => a - b)[1]!;
}

export function describeMachine(r: Report): void {
  const cpu = cpus();
  r.note(
    `${cpu.length} cores (${cpu[0]?.model.trim() ?? 'unknown CPU'}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}`,
  );
  const loopMs = timed('let s = 0; for (let i = 0; i < 1e8; i++) s += i % 7; if (s < 0) throw 0;');
  // One write per 4 KiB page: the cost is the page's first touch, not the writing.
  const touchMs = timed(`const b = Buffer.allocUnsafe(${TOUCH_MB} * 2 ** 20); for (let i = 0; i < b.length; i += 4096) b[i] = 1;`);
  const mbPerS = TOUCH_MB / (touchMs / 1000);
  r.figure('machine: CPU loop (1e8 integer steps)', loopMs, 'ms');
  r.figure('machine: memory touched for the first time', mbPerS, 'MB/s');
  if (mbPerS < SLOW_MEMORY_MB_S)
    r.note(
      `First-touched memory is slow here (under ${SLOW_MEMORY_MB_S} MB/s): browser timings (Lighthouse's blocking time, long tasks) and start-up figures read higher than on other machines; compare builds side by side on this one.`,
    );
}
