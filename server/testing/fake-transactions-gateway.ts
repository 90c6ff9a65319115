/**
 * Tests and the bench only: a fake data service on loopback whose transactions list can misbehave
 * (ignore `page`, repeat its last page for ever, never end) or not know the place (404), counting
 * the pages it serves per location. Every other endpoint answers an empty list.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

const DAY = 86_400_000;

/** How a location's list behaves: a real list of `records`, one that misbehaves, or none (`missing`: 404, as the API answers). */
export type ListMode = 'ok' | 'ignores-page' | 'repeats-last' | 'endless' | 'missing';

/** The fake gateway: transactions per location (newest first, `pageSize` a page), empty answers elsewhere. */
export class FakeTransactionsGateway {
  readonly server: Server;
  /** Transaction pages served, per location. */
  readonly pages = new Map<string, number>();
  readonly modes = new Map<string, { mode: ListMode; records: number }>();
  /** The day the newest records are dated. */
  newest = '2026-11-20';

  constructor(readonly pageSize: number) {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      res.setHeader('content-type', 'application/json');
      if (url.pathname !== '/get-get-transactions') return res.end(JSON.stringify({ success: true, data: [] }));
      const loc = url.searchParams.get('location_id') ?? '';
      const page = Number(url.searchParams.get('page') ?? '1');
      this.pages.set(loc, (this.pages.get(loc) ?? 0) + 1);
      if (this.modes.get(loc)?.mode === 'missing') {
        res.statusCode = 404;
        return res.end(JSON.stringify({ success: false, error: 'Location not found', code: 404 }));
      }
      res.end(JSON.stringify({ success: true, data: this.#page(loc, url.searchParams.get('transaction_type') ?? 'sold', page) }));
    });
  }

  #page(loc: string, type: string, page: number) {
    const { mode, records } = this.modes.get(loc) ?? { mode: 'ok' as ListMode, records: 300 };
    const full = Math.floor(records / this.pageSize);
    const p = mode === 'ignores-page' ? 1 : mode === 'repeats-last' ? Math.min(page, full) : page;
    const count = mode === 'endless' ? this.pageSize : Math.max(0, Math.min(this.pageSize, records - (p - 1) * this.pageSize));
    const newest = Date.parse(`${this.newest}T00:00:00Z`);
    return Array.from({ length: count }, (_, i) => {
      const n = (p - 1) * this.pageSize + i;
      return {
        id: mode === 'endless' ? `${loc}-${type}-endless-${page}-${i}` : `${loc}-${type}-${n}`,
        // One a day back from the newest: 300 records reach back about ten months.
        transaction_date: new Date(newest - (mode === 'endless' ? 0 : n) * DAY).toISOString().slice(0, 10),
        price: 1_000_000 + n * 1000,
        bedrooms: n % 4,
        property_type: 'Apartment',
        high_level_location_name: `Place ${loc}`,
      };
    });
  }

  spent(loc?: string): number {
    return loc === undefined ? [...this.pages.values()].reduce((a, b) => a + b, 0) : (this.pages.get(loc) ?? 0);
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}
