/**
 * Exports that fail honestly (issue 19): a CSV download whose store fails after the first chunk
 * (the header row) went out ends as an aborted chunked response, never a clean end the browser
 * would save as a complete file, and the request log records it with its cause. Over a real
 * socket, on a real embedded store.
 */
import { get, type IncomingMessage } from 'node:http';
import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openEmbedded, type Db } from '../store/db.ts';
import { migrate } from '../store/migrations.ts';
import { freshEmbeddedDir, removeEmbeddedTemplate } from '../store/testing.ts';
import { harness, type Harness } from '../upstream/testing.ts';

const RECORDS = Array.from({ length: 30 }, (_, i) => ({
  id: `t${i}`,
  transaction_date: `2024-11-${String(1 + (i % 28)).padStart(2, '0')}`,
  price: 1_000_000 + i,
  high_level_location_name: 'Dubai Marina',
  property_type: 'Apartment',
  bedrooms: '1',
}));

/** The store, with a switch that makes the CSV's record queries fail. */
function failing(db: Db) {
  const state = { failRecords: false };
  const wrapped: Db = {
    kind: db.kind,
    query: (text, params) =>
      state.failRecords && /order by .* limit \d+ offset/s.test(text)
        ? Promise.reject(new Error('could not read block 7 in file "base/5/16385": read only 0 of 8192 bytes'))
        : db.query(text, params),
    transaction: (fn) => db.transaction(fn),
    close: () => db.close(),
  };
  return { db: wrapped, state };
}

interface Download {
  status: number;
  body: string;
  /** The response ended cleanly (the terminating chunk arrived). */
  complete: boolean;
  aborted: boolean;
}

function download(url: string, headers: Record<string, string> = {}): Promise<Download> {
  return new Promise((resolve, reject) => {
    get(url, { headers }, (res: IncomingMessage) => {
      let body = '';
      let aborted = false;
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('aborted', () => (aborted = true));
      res.on('error', () => (aborted = true));
      res.on('close', () => resolve({ status: res.statusCode ?? 0, body, complete: res.complete, aborted }));
    }).on('error', reject);
  });
}

let dir: string;
let h: Harness;
let base: string;
let state: { failRecords: boolean };

beforeAll(async () => {
  dir = await freshEmbeddedDir();
  const store = await openEmbedded(dir);
  await migrate(store);
  const f = failing(store);
  state = f.state;
  h = await harness({ deps: { store: f.db } });
  h.respond((req) => {
    const page = Number(new URL(req.path, 'http://x').searchParams.get('page') ?? '1');
    return { status: 200, body: { success: true, data: page === 1 ? RECORDS : [] } };
  });
  base = await h.app.listen({ port: 0, host: '127.0.0.1' });
}, 120_000);
afterAll(async () => {
  await h.close();
  rmSync(dir, { recursive: true, force: true });
  removeEmbeddedTemplate();
});

describe('a CSV export whose store fails mid-stream', () => {
  const url = () => `${base}/api/insights/transactions.csv?location_id=50`;

  it('complete when the store answers (the control)', async () => {
    const ok = await download(url());
    expect(ok.status).toBe(200);
    expect(ok).toMatchObject({ complete: true, aborted: false });
    expect(ok.body.trimEnd().split('\r\n')).toHaveLength(1 + RECORDS.length);
    expect(h.logs.filter((l) => l.includes('"aborted":true'))).toEqual([]);
  });

  it('the client sees the header row then an aborted response, not a clean end', async () => {
    state.failRecords = true;
    try {
      const res = await download(url());
      expect(res.status).toBe(200);
      expect(res.body.split('\r\n')[0]).toMatch(/^id,/i);
      expect(res.complete).toBe(false);
      expect(res.aborted).toBe(true);
    } finally {
      state.failRecords = false;
    }
  });

  it('the request log records the aborted export with its cause, as an error', async () => {
    const aborted = () => h.logs.filter((l) => l.includes('"aborted":true')).map((l) => JSON.parse(l) as Record<string, unknown>);
    // The client may see the abort a moment before the server has logged it.
    await vi.waitFor(() => expect(aborted()).toHaveLength(1), { timeout: 2000 });
    expect(aborted()[0]).toMatchObject({
      level: 50,
      msg: 'request',
      reqId: expect.any(String) as unknown,
      method: 'GET',
      url: '/api/insights/transactions.csv?location_id=50',
      status: 200,
      aborted: true,
      cause: 'could not read block 7 in file "base/5/16385": read only 0 of 8192 bytes',
    });
    // Complete answers are not logged as aborted.
    await h.app.inject('/healthz');
    await download(url());
    expect(aborted()).toHaveLength(1);
  });

  it('compressed, the failure comes before any byte: an honest 503 store_unavailable', async () => {
    state.failRecords = true;
    try {
      const res = await download(url(), { 'accept-encoding': 'gzip' });
      expect(res.status).toBe(503);
      expect(JSON.parse(res.body)).toMatchObject({ error: 'store_unavailable' });
    } finally {
      state.failRecords = false;
    }
  });
});
