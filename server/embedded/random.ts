/**
 * Seeded randomness. Everything in the embedded dataset comes from `Rng` streams derived from the
 * seed with `hash32`, so the same seed (and asOf) always gives the same data, and one part of the
 * dataset (say the agents) does not shift when another part (say the listing count) changes.
 */

/** A 32-bit string/number hash (FNV-1a over the parts, then an avalanche mix). */
export function hash32(...parts: Array<string | number>): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = typeof part === 'number' ? String(part) : part;
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    h ^= 0x7c; // part separator
    h = Math.imul(h, 0x01000193);
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) from a hash of the parts (stateless). */
export function unit(...parts: Array<string | number>): number {
  return hash32(...parts) / 4294967296;
}

/** sfc32: small, fast, good enough for synthetic data. */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(seed: number) {
    this.a = 0x9e3779b9;
    this.b = 0x243f6a88;
    this.c = 0xb7e15162;
    this.d = seed >>> 0;
    for (let i = 0; i < 12; i++) this.next();
  }

  /** A stream derived from this seed and a label, independent of other labels. */
  static derive(seed: number, ...label: Array<string | number>): Rng {
    return new Rng(hash32(seed, ...label));
  }

  /** Uniform in [0, 1). */
  next(): number {
    const t = (((this.a + this.b) | 0) + this.d) | 0;
    this.d = (this.d + 1) | 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) | 0;
    this.c = (this.c << 21) | (this.c >>> 11);
    this.c = (this.c + t) | 0;
    return (t >>> 0) / 4294967296;
  }

  /** Integer in [min, max], both inclusive. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list');
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** Pick by weight: `weights[i]` is the relative chance of `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    let total = 0;
    for (const w of weights) total += w;
    let r = this.next() * total;
    for (let i = 0; i < items.length; i++) {
      r -= weights[i] ?? 0;
      if (r < 0) return items[i] as T;
    }
    return items[items.length - 1] as T;
  }

  /** Roughly normal around 0 with standard deviation ~1 (sum of uniforms). */
  gauss(): number {
    return (this.next() + this.next() + this.next() + this.next() - 2) * 1.732;
  }

  /** A few distinct items, in the list's order. */
  sample<T>(items: readonly T[], count: number): T[] {
    const chosen = new Set<number>();
    const n = Math.min(count, items.length);
    while (chosen.size < n) chosen.add(Math.floor(this.next() * items.length));
    return [...chosen].sort((a, b) => a - b).map((i) => items[i] as T);
  }

  /** A UUID-style identifier (version 4 layout) from this stream. */
  uuid(): string {
    const hex = (n: number) =>
      Math.floor(this.next() * 16 ** n)
        .toString(16)
        .padStart(n, '0');
    const variant = (8 + Math.floor(this.next() * 4)).toString(16);
    return `${hex(8)}-${hex(4)}-4${hex(3)}-${variant}${hex(3)}-${hex(6)}${hex(6)}`;
  }
}

/** A cumulative-weight table for fast repeated weighted picks (binary search). */
export class WeightedTable<T> {
  private readonly cumulative: Float64Array;
  readonly total: number;

  constructor(
    readonly items: readonly T[],
    weights: readonly number[],
  ) {
    this.cumulative = new Float64Array(items.length);
    let sum = 0;
    for (let i = 0; i < items.length; i++) {
      sum += Math.max(0, weights[i] ?? 0);
      this.cumulative[i] = sum;
    }
    this.total = sum;
  }

  get size(): number {
    return this.items.length;
  }

  pick(rng: Rng): T {
    const r = rng.next() * this.total;
    let lo = 0;
    let hi = this.cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if ((this.cumulative[mid] as number) > r) hi = mid;
      else lo = mid + 1;
    }
    return this.items[lo] as T;
  }
}

/** Lowercase, hyphenated, ASCII: 'Al Faqa\'' -> 'al-faqa'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Initials for avatars and logos: 'Jake Jones' -> 'JJ'. */
export function initials(name: string): string {
  const words = name
    .replace(/[^A-Za-z0-9 ]+/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  const picked = words.filter((w) => !/^(al|el|of|the|and|llc|l\.l\.c)$/i.test(w));
  const source = picked.length ? picked : words;
  return (
    source
      .slice(0, 2)
      .map((w) => w[0]!.toUpperCase())
      .join('') || 'X'
  ).slice(0, 2);
}
