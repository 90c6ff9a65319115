/** Transactions follow each community's character (unit-mix.ts) and land near its reference price. */
import { describe, expect, it } from 'vitest';
import { buildLocations } from './dataset/locations.ts';
import { TX_TYPES, generateTransactions, type TransactionTable } from './dataset/market.ts';
import { COMMUNITY_REFS } from './dataset/reference.ts';
import { UNIT_MIX, type UnitMix } from './dataset/unit-mix.ts';

const locations = buildLocations();
const asOf = Date.parse('2026-06-22T00:00:00Z');
/** About a year of a large community's sales at today's volumes (JVC: ~1,600 at 100k listings). */
const VOLUME = 2000;

function sales(name: string, seed: number): TransactionTable {
  const community = locations.communities.find((c) => locations.nodes[c]!.name === name)!;
  return generateTransactions(seed, locations, true, asOf, community, VOLUME);
}

function referencePrice(name: string): number {
  return COMMUNITY_REFS.find((c) => c.name === name)!.salePrice!;
}

function median(values: Float64Array): number {
  const sorted = Float64Array.from(values).sort();
  return sorted[sorted.length >> 1]!;
}

/** Weights as shares that add up to 1. */
const shares = (weights: readonly number[]) => {
  const total = weights.reduce((s, w) => s + w, 0);
  return weights.map((w) => w / total);
};

/** Shares of each value 0..size-1 among the rows that pass, and how many rows passed. */
function observed(t: TransactionTable, column: ArrayLike<number>, size: number, pass: (row: number) => boolean) {
  const counts = new Array<number>(size).fill(0);
  let n = 0;
  for (let r = 0; r < t.count; r++) {
    if (!pass(r)) continue;
    counts[column[r]!]!++;
    n++;
  }
  return { shares: counts.map((c) => c / n), n };
}

/** Each share as the mix says, give or take sampling (four standard errors, and half a point). */
function expectShares(got: { shares: number[]; n: number }, want: number[], what: string) {
  got.shares.forEach((share, i) => {
    const p = want[i]!;
    const tolerance = 4 * Math.sqrt((p * (1 - p)) / got.n) + 0.005;
    expect(Math.abs(share - p), `${what} [${i}]: ${share.toFixed(3)} vs ${p.toFixed(3)} of ${got.n}`).toBeLessThan(tolerance);
  });
}

const APARTMENT = TX_TYPES.indexOf('apartment');

describe.each([20260622, 1])('unit mixes (seed %i)', (seed) => {
  // Communities whose reference average is a typical unit's price (apartments make most sales).
  it.each(['Jumeirah Village Circle', 'Dubai Marina', 'Business Bay', 'Downtown Dubai', 'Dubai Hills Estate'])(
    '%s: sold median within 15% of the reference; types and bedrooms as its mix says',
    (name) => {
      const t = sales(name, seed);
      const mix: UnitMix = UNIT_MIX[name]!;
      expect(median(t.price) / referencePrice(name)).toBeGreaterThan(0.85);
      expect(median(t.price) / referencePrice(name)).toBeLessThan(1.15);
      expectShares(
        observed(t, t.type, TX_TYPES.length, () => true),
        shares(TX_TYPES.map((type) => mix.types[type])),
        `${name} types`,
      );
      expectShares(
        observed(t, t.beds, 8, (r) => t.type[r] === APARTMENT),
        shares(mix.apartmentBeds),
        `${name} apartment bedrooms`,
      );
    },
  );

  it('Jumeirah Village Circle is mostly studios to 2 bedrooms (it was half villas, its median 2.1x the reference)', () => {
    const t = sales('Jumeirah Village Circle', seed);
    const small = observed(t, t.beds, 8, () => true)
      .shares.slice(0, 3)
      .reduce((s, x) => s + x, 0);
    expect(small).toBeGreaterThan(0.8);
    expect(observed(t, t.type, TX_TYPES.length, () => true).shares[TX_TYPES.indexOf('villa')]).toBeLessThan(0.05);
  });

  it('Palm Jumeirah: the mean lands within 15% of the reference average (villas carry it); apartments keep most sales and the median', () => {
    const t = sales('Palm Jumeirah', seed);
    const mean = t.price.reduce((s, p) => s + p, 0) / t.count;
    expect(mean / referencePrice('Palm Jumeirah')).toBeGreaterThan(0.85);
    expect(mean / referencePrice('Palm Jumeirah')).toBeLessThan(1.15);
    expect(median(t.price)).toBeLessThan(mean * 0.7);
    const villa = TX_TYPES.indexOf('villa');
    expectShares(
      observed(t, t.beds, 8, (r) => t.type[r] === villa),
      shares(UNIT_MIX['Palm Jumeirah']!.villaBeds),
      'Palm villa bedrooms',
    );
  });
});

describe('unit mix table', () => {
  it('names reference communities, and every community with a reference price has a mix', () => {
    const names = new Set(COMMUNITY_REFS.map((c) => c.name));
    for (const name of Object.keys(UNIT_MIX)) expect(names.has(name), name).toBe(true);
    for (const c of COMMUNITY_REFS.filter((x) => x.salePrice !== undefined)) expect(UNIT_MIX[c.name], c.name).toBeDefined();
  });

  it('bedroom weights cover studio to 7+; villas and townhouses have bedrooms where the mix sells them', () => {
    for (const [name, mix] of Object.entries(UNIT_MIX)) {
      for (const beds of [mix.apartmentBeds, mix.villaBeds, mix.townhouseBeds]) expect(beds, name).toHaveLength(8);
      if (mix.types.villa > 0)
        expect(
          mix.villaBeds.some((w) => w > 0),
          name,
        ).toBe(true);
      if (mix.types.townhouse > 0)
        expect(
          mix.townhouseBeds.some((w) => w > 0),
          name,
        ).toBe(true);
    }
  });
});
