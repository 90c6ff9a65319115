/**
 * The one path of upstream answers (answers.ts) with a real cache and a counting client: whoever
 * asks (the proxy's load or the market store's read), one call per miss, one observer notice per
 * call, and the store pays only for what the cache does not hold fresh.
 */
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import type { EndpointName } from '../../src/contract/index.ts';
import { UpstreamAnswers, type FetchedAnswer } from './answers.ts';
import { ResponseCache } from './cache.ts';
import { checkAnswer } from './client.ts';

const PAGE = {
  success: true,
  data: [{ id: 't1', transaction_date: '2026-11-01', price: '1500000', bedrooms: 2, property_type: 'Apartment' }],
};
const QUERY = { location_id: '50', transaction_type: 'sold', page: 1 } as const;
const KEY = 'get-get-transactions?location_id=50&page=1&period=1y&sort=newest&transaction_type=sold';

function setUp() {
  const clock = { now: 0 };
  const calls: string[] = [];
  let release: () => void = () => {};
  const gate = { wait: false };
  const client = {
    async fetchAnswer<E extends EndpointName>(endpoint: E, wire: Record<string, string>) {
      calls.push(`${endpoint} ${JSON.stringify(wire)}`);
      if (gate.wait) await new Promise<void>((r) => (release = r));
      // The body as the real client gives it: checked by the contract (numbers read as numbers).
      const checked = checkAnswer(endpoint, PAGE);
      if (!checked.ok) throw new Error(`the fake page breaks the contract at ${checked.where}`);
      const body = checked.body;
      return { body, bytes: Buffer.from(JSON.stringify(body)) };
    },
  };
  const cache = new ResponseCache({ maxEntries: 10, maxBytes: 1_000_000, now: () => clock.now });
  const answers = new UpstreamAnswers({ client, cache, log: pino({ level: 'silent' }) });
  const seen: FetchedAnswer[] = [];
  answers.onAnswer((a) => seen.push(a));
  let paid = 0;
  const pay = () => {
    paid += 1;
    return Promise.resolve(true);
  };
  return { clock, calls, gate, release: () => release(), answers, seen, pay, paidCount: () => paid };
}

describe('upstream answers', () => {
  it('a page the proxy loaded is the store read, with no call and no payment; a stale one is fetched again and paid', async () => {
    const t = setUp();
    const wire = { location_id: '50', page: '1', period: '1y', sort: 'newest', transaction_type: 'sold' };
    const loaded = await t.answers.load('get-get-transactions', KEY, wire);
    expect(loaded.body?.data[0]?.price).toBe(1_500_000);
    const read = await t.answers.read('get-get-transactions', QUERY, t.pay);
    expect(read?.data[0]).toMatchObject({ id: 't1', price: 1_500_000 });
    expect([t.calls.length, t.paidCount()]).toEqual([1, 0]);
    expect(t.seen.map((a) => [a.endpoint, a.cause])).toEqual([['get-get-transactions', 'proxy']]);

    // Past the market family's hour the proxy may answer it stale; the store fetches it anew.
    t.clock.now += 3600_000 + 1;
    await t.answers.read('get-get-transactions', QUERY, t.pay);
    expect([t.calls.length, t.paidCount()]).toEqual([2, 1]);
    expect(t.seen.map((a) => a.cause)).toEqual(['proxy', 'store']);
    // And the proxy finds the store's answer fresh.
    expect(t.answers.lookup(KEY)?.state).toBe('fresh');
  });

  it('a store read and a proxy load of the same page at once share one call; a refused payment reads nothing', async () => {
    const t = setUp();
    t.gate.wait = true;
    const wire = { location_id: '50', page: '1', period: '1y', sort: 'newest', transaction_type: 'sold' };
    const reading = t.answers.read('get-get-transactions', QUERY, t.pay);
    await new Promise((r) => setTimeout(r, 5));
    const loading = t.answers.load('get-get-transactions', KEY, wire);
    t.release();
    const [read, loaded] = await Promise.all([reading, loading]);
    expect(read?.data).toHaveLength(1);
    // The proxy got the bytes the store's call stored (its typed body is the store's).
    expect(loaded.answer.body.toString()).toContain('"t1"');
    expect(t.calls).toHaveLength(1);
    expect(t.seen).toHaveLength(1);

    const refused = await t.answers.read('get-get-transactions', { ...QUERY, page: 2 }, () => Promise.resolve(false));
    expect(refused).toBeNull();
    expect(t.calls).toHaveLength(1);
  });
});
