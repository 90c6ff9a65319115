/**
 * Records in the contract's shapes for the fake network: small, readable, and distinct by number
 * so a test can tell page 2's records from page 1's.
 */
import type { AgentDetailed, AgentSimple, Listing, LocationSuggestion } from '../contract/index.ts';

export function listing(n: number, over: Partial<Listing> = {}): Listing {
  return {
    property_id: String(n),
    property_type: 'apartment',
    title: `Listing ${n}`,
    price: { value: 1_000_000 + n * 1000, currency: 'AED', period: 'sell', is_hidden: false },
    address: { full_name: `Tower ${n}, Dubai Marina, Dubai`, coordinates: { lat: 25.08 + n / 10_000, lon: 55.14 } },
    images: [],
    bedrooms: '2',
    bathrooms: '2',
    size: { value: 1200, unit: 'sqft' },
    ...over,
  };
}

export function agentSimple(n: number): AgentSimple {
  return { id: String(n), name: `Simple Agent ${n}`, image: null, position: 'Agent', broker_name: 'Dar Homes', total_properties: n };
}

export function agentDetailed(n: number): AgentDetailed {
  return {
    id: String(n),
    name: `Detailed Agent ${n}`,
    phone: '+971 4 000 0000',
    position: 'Senior agent',
    nationality: { code: 'AE', name: 'Emirati' },
    broker: { id: '7', name: 'Dar Homes' },
    languages: [{ name: 'Arabic' }, { name: 'English' }],
    totalProperties: n,
  };
}

export function place(id: number, name: string): LocationSuggestion {
  return { id: String(id), name, coordinates: { lat: 25.08, lon: 55.14 } };
}

/** `count` records numbered from `from`. */
export const many = <T>(count: number, from: number, make: (n: number) => T): T[] =>
  Array.from({ length: count }, (_, i) => make(from + i));

/** Page `page` (from 1) of a list whose pages hold `sizes` records (none past them), numbered on as if each held `pageSize`. */
export const pageOfMany = <T>(sizes: readonly number[], pageSize: number, page: number, make: (n: number) => T): T[] =>
  many(sizes[page - 1] ?? 0, (page - 1) * pageSize + 1, make);

/** AED as the pages write it in English, in whole dirhams: 1600000 -> "AED 1,600,000". */
export const aed = (n: number) => `AED ${Math.round(n).toLocaleString('en-US')}`;
