/**
 * Tests only: a fake data service on loopback for the place catalogue and area figures. It
 * resolves some names through autocomplete (others it does not know), lists sale and rent
 * listings of known sizes and prices (so every figure has a known answer), new projects, and a
 * price trend; and counts every call per path.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakePlace {
  id: string;
  name: string;
  lat: number;
  lon: number;
  /** AED per sqft of its 1-bed sale listings (1,000 sqft each); rents are `yieldPct` of it a year. */
  psf: number;
  yieldPct: number;
}

export class FakeMarketGateway {
  readonly server: Server;
  readonly calls = new Map<string, number>();
  /** Places autocomplete knows, by the name it answers. */
  readonly places = new Map<string, FakePlace>();

  constructor() {
    this.server = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const path = url.pathname.slice(1);
      this.calls.set(path, (this.calls.get(path) ?? 0) + 1);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ success: true, data: this.#answer(path, url.searchParams) }));
    });
  }

  #byId(id: string | null) {
    return [...this.places.values()].find((p) => p.id === id);
  }

  #answer(path: string, q: URLSearchParams): unknown[] {
    const page = Number(q.get('page') ?? '1');
    const place = this.#byId(q.get('location_id'));
    switch (path) {
      case 'autocomplete-location': {
        const query = (q.get('query') ?? '').toLowerCase();
        // A decoy first, whose name only starts like the query: the exact name must win.
        return [...this.places.values()]
          .filter((p) => p.name.toLowerCase().startsWith(query))
          .flatMap((p) => [
            { id: String(Number(p.id) + 1), name: `${p.name} Mall`, coordinates: { lat: p.lat, lon: p.lon } },
            { id: p.id, name: p.name, coordinates: { lat: p.lat, lon: p.lon } },
          ]);
      }
      case 'search-buy':
      case 'search-rent': {
        // Two pages of 10: 1-bed apartments of 1,000 sqft, then 2-bed ones of 1,500 sqft.
        if (!place || page > 2) return [];
        const sale = path === 'search-buy';
        return Array.from({ length: 10 }, (_, i) => {
          const sqft = page === 1 ? 1000 : 1500;
          const salePrice = place.psf * sqft;
          return {
            property_id: `${place.id}-${path}-${page}-${i}`,
            property_type: 'Apartment',
            price: sale
              ? { value: salePrice, currency: 'AED', period: 'sell' }
              : { value: Math.round((salePrice * place.yieldPct) / 100 / 12), currency: 'AED', period: 'monthly' },
            address: { full_name: `Tower ${i}, ${place.name}, Dubai` },
            bedrooms: page === 1 ? '1' : '2',
            size: { value: sqft, unit: 'sqft' },
          };
        });
      }
      case 'search-new-projects':
        if (!place || page > 1) return [];
        return [2027, 2027, 2028, null].map((year, i) => ({
          name: `Project ${i}`,
          listing_id: `${place.id}-p${i}`,
          location: { full_name: place.name },
          delivery_date: year === null ? null : `${year}-06-30T00:00:00Z`,
          property_type: 'apartment',
        }));
      case 'price-trend-of-location':
        if (!place || q.get('property_type') !== 'apartment') return [];
        // Twelve months to Oct 2026, the level rising from 1000 to 1100.
        return Array.from({ length: 12 }, (_, i) => {
          const month = new Date(Date.UTC(2025, 10 + i, 1));
          return {
            bedroom_id: 1,
            community_price: i === 11 ? 1100 : 1000,
            tower_price: 1000,
            date: month.toISOString().replace('.000', ''),
            period: month.toUTCString().slice(8, 16),
          };
        });
      default:
        return [];
    }
  }

  spent(path?: string): number {
    return path === undefined ? [...this.calls.values()].reduce((a, b) => a + b, 0) : (this.calls.get(path) ?? 0);
  }

  async listen(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
}
