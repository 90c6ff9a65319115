/**
 * How every bench section prints a figure: beside its goal, with the ratio figure / goal, and
 * flagged when it misses. A section gets a `Report` and calls:
 *
 *   r.figure('search p99', 12.4, 'ms', { max: 10 });   // lower is better: OVER BUDGET above 10
 *   r.figure('proxy / bare', 0.62, 'x', { min: 0.7 }); // higher is better: UNDER BUDGET below 0.7
 *   r.figure('rows scanned', 48_000, '');              // no goal: printed as it is
 *   r.note('measured with 100 connections');           // context, printed indented
 *
 * Misses are collected and listed again at the end of the run (`summary()`), so none scrolls away.
 * Nothing here fails the run: timings on a shared machine are evidence, not verdicts.
 */

export interface Budget {
  /** The figure must not exceed this (latency, size, CPU time). */
  max?: number;
  /** The figure must reach at least this (throughput, ratios where more is better). */
  min?: number;
}

export interface Miss {
  section: string;
  label: string;
  text: string;
}

const LABEL_WIDTH = 64;

/** Enough digits to read, never a wall of them. */
function formatNumber(n: number): string {
  if (!Number.isFinite(n)) return String(n);
  const a = Math.abs(n);
  if (a >= 1000) return Math.round(n).toLocaleString('en-US');
  if (a >= 100) return n.toFixed(0);
  if (a >= 10) return n.toFixed(1);
  if (a >= 1) return n.toFixed(2);
  return n.toFixed(3);
}

const withUnit = (n: number, unit: string) => (unit ? `${formatNumber(n)} ${unit}` : formatNumber(n));

export class Report {
  private section = '';
  readonly misses: Miss[] = [];

  constructor(private readonly out: (line: string) => void = (line) => console.log(line)) {}

  /** Start a titled section (bench/index.ts calls this; sections need not). */
  begin(title: string): void {
    this.section = title;
    this.out(`\n== ${title}`);
  }

  figure(label: string, value: number, unit: string, budget: Budget = {}): void {
    let goal = '';
    let flag = '';
    if (budget.max !== undefined) {
      const ratio = budget.max === 0 ? '' : `  ratio ${(value / budget.max).toFixed(2)}`;
      goal = `  goal <= ${withUnit(budget.max, unit)}${ratio}`;
      if (!(value <= budget.max)) flag = '  OVER BUDGET';
    } else if (budget.min !== undefined) {
      goal = `  goal >= ${withUnit(budget.min, unit)}  ratio ${(value / budget.min).toFixed(2)}`;
      if (!(value >= budget.min)) flag = '  UNDER BUDGET';
    }
    const text = `${label.padEnd(LABEL_WIDTH)} ${withUnit(value, unit).padStart(12)}${goal}${flag}`;
    this.out(`  ${text}`);
    if (flag) this.misses.push({ section: this.section, label, text: text.replace(/\s+/g, ' ').trim() });
  }

  note(text: string): void {
    for (const line of text.split('\n')) this.out(`    ${line}`);
  }

  /** A section that could not run says so, in place of its figures. */
  failed(err: unknown): void {
    this.out(`  (could not measure: ${err instanceof Error ? err.message : String(err)})`);
    this.misses.push({ section: this.section, label: 'not measured', text: err instanceof Error ? err.message : String(err) });
  }

  summary(): void {
    if (!this.misses.length) {
      this.out('\n== Every figure is within its goal.');
      return;
    }
    this.out(`\n== ${this.misses.length} figure(s) miss their goal:`);
    for (const m of this.misses) this.out(`  [${m.section}] ${m.text}`);
  }
}

/** Percentile of an ascending array (nearest rank). */
export function percentile(sorted: readonly number[], p: number): number {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(p * sorted.length) - 1))]!;
}

export const median = (xs: readonly number[]) =>
  percentile(
    [...xs].sort((a, b) => a - b),
    0.5,
  );
