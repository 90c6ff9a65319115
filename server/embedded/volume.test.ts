/** The market-size knobs: EMBEDDED_VOLUME_SCALE (transactions a year). */
import { describe, expect, it } from 'vitest';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { createEngine, warmUp } from './engine.ts';
import { embeddedOptionsFromEnv } from './options.ts';
import { caller } from './test-support.ts';

const AS_OF = '2026-06-22';
const MARINA = '50';

/** Every sold transaction of a place, over all pages. */
function soldIn(d: Dataset, location_id: string) {
  return caller(createEngine(d)).all('get-get-transactions', { location_id, transaction_type: 'sold' });
}

describe('EMBEDDED_VOLUME_SCALE', () => {
  it('scale 2 gives a community about twice the transactions; listings do not change', () => {
    const one = buildDataset({ seed: 4, listings: 20_000, asOf: AS_OF });
    const two = buildDataset({ seed: 4, listings: 20_000, asOf: AS_OF, volumeScale: 2 });
    const [a, b] = [soldIn(one, MARINA), soldIn(two, MARINA)];
    expect(a.length).toBeGreaterThan(100);
    expect(b.length / a.length).toBeGreaterThan(1.9);
    expect(b.length / a.length).toBeLessThan(2.1);
    expect(two.transactions.rented.count / one.transactions.rented.count).toBeCloseTo(2, 1);
    expect(two.listings.count).toBe(one.listings.count);
    expect(Buffer.from(two.listings.price.buffer).equals(Buffer.from(one.listings.price.buffer))).toBe(true);
    // Same seed and scale, same market.
    const again = buildDataset({ seed: 4, listings: 20_000, asOf: AS_OF, volumeScale: 2 });
    expect(soldIn(again, MARINA)).toEqual(b);
  });

  it('a market too large to prime is generated a community at a time, on the first query that needs it', () => {
    const d = buildDataset({ seed: 4, listings: 20_000, asOf: AS_OF, volumeScale: 40 });
    const { nodes, byId } = d.locations;
    const dubai = byId.get(1)!;
    expect(d.transactions.sold.count + d.transactions.rented.count).toBeGreaterThan(500_000);
    const engine = createEngine(d);
    // The gateway's warm-up compiles the transactions loop on one community, not on an emirate.
    warmUp(engine, d);
    const generated = () => nodes[dubai]!.children.filter((c) => d.transactions.sold.ready(c));
    expect(generated()).toHaveLength(1);
    expect(d.transactions.sold.ready(dubai)).toBe(false);

    const other = nodes[dubai]!.children.find((c) => !d.transactions.sold.ready(c))!;
    const first = caller(engine).data('get-get-transactions', { location_id: String(nodes[other]!.id), transaction_type: 'sold' });
    expect(first.length).toBeGreaterThan(0);
    expect(d.transactions.sold.ready(other)).toBe(true);
    expect(d.transactions.rented.ready(other)).toBe(false);
    expect(generated()).toHaveLength(2);
    expect(d.transactions.sold.ready(dubai)).toBe(false);
  });

  it('takes a positive number up to 50, naming the variable otherwise', () => {
    expect(embeddedOptionsFromEnv({ EMBEDDED_VOLUME_SCALE: '10' })).toEqual({ volumeScale: 10 });
    expect(embeddedOptionsFromEnv({ EMBEDDED_VOLUME_SCALE: ' 0.5 ' })).toEqual({ volumeScale: 0.5 });
    for (const bad of ['0', '-1', 'ten', '1e3', '51', '2x']) {
      expect(() => embeddedOptionsFromEnv({ EMBEDDED_VOLUME_SCALE: bad }), bad).toThrow(
        /^Invalid configuration:\n {2}- EMBEDDED_VOLUME_SCALE must be a number above 0 and at most 50, such as 10 \(got ".*"\)$/,
      );
    }
    // Set in code rather than the environment, the dataset refuses it in the operator's terms too.
    expect(() => buildDataset({ listings: 100, asOf: AS_OF, volumeScale: 0 })).toThrow(/EMBEDDED_VOLUME_SCALE/);
    expect(() => buildDataset({ listings: 100, asOf: AS_OF, volumeScale: Number.NaN })).toThrow(/EMBEDDED_VOLUME_SCALE/);
  });
});
