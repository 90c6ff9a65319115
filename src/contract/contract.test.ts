import { describe, expect, it } from 'vitest';
import {
  COM_TYPES,
  ENDPOINTS,
  ENDPOINT_NAMES,
  REGISTRY_PROPERTY_TYPES,
  RES_TYPES,
  TREND_PROPERTY_TYPES,
  canonicalQuery,
  parseQuery,
  readApiErrorBody,
  registryDateKey,
  textOf,
  toQueryString,
  toWire,
  type ParamDef,
} from './index.ts';

describe('endpoint table', () => {
  it('has the 17 endpoints of the spec, each at its own path', () => {
    expect(ENDPOINT_NAMES).toHaveLength(17);
    for (const name of ENDPOINT_NAMES) expect(ENDPOINTS[name].path).toBe(`/${name}`);
  });

  it('pages from 0 only on the registry endpoint', () => {
    const zeroBased = ENDPOINT_NAMES.filter((n) => ENDPOINTS[n].pageBase === 0);
    expect(zeroBased).toEqual(['get-registry-transactions']);
    expect((ENDPOINTS['get-registry-transactions'].params.page as ParamDef & { default: number }).default).toBe(0);
    expect((ENDPOINTS['search-buy'].params.page as ParamDef & { default: number }).default).toBe(1);
  });

  it('marks the required parameters the spec requires, and no others', () => {
    const required = Object.fromEntries(
      ENDPOINT_NAMES.map((n) => [
        n,
        Object.entries(ENDPOINTS[n].params as Record<string, ParamDef>)
          .filter(([, d]) => 'required' in d && d.required)
          .map(([k]) => k)
          .sort(),
      ]),
    );
    expect(required).toEqual({
      'search-buy': ['location_id'],
      'search-rent': ['location_id'],
      'search-commercial-rent': ['location_id'],
      'search-commercial-buy': ['location_id'],
      'search-new-projects': ['location_id'],
      'broker-properties': ['broker_id'],
      'agent-properties': ['agent_id'],
      'get-get-transactions': ['location_id', 'transaction_type'],
      'get-registry-transactions': [],
      'property-details': ['property_id'],
      'search-agents': [],
      'search-agents-detailed': [],
      'search-brokers': [],
      'search-brokers-detailed': [],
      'autocomplete-location': ['query'],
      'real-estate-developer': [],
      'price-trend-of-location': ['location_id'],
    });
  });

  it('keeps the value sets of the spec', () => {
    expect(RES_TYPES).toHaveLength(12);
    expect(COM_TYPES).toHaveLength(17);
    expect(TREND_PROPERTY_TYPES).toHaveLength(24);
    expect(REGISTRY_PROPERTY_TYPES).toHaveLength(16);
    expect('bathrooms' in ENDPOINTS['search-new-projects'].params).toBe(false);
  });

  it('only the detailed agent search needs the higher plan', () => {
    expect(ENDPOINT_NAMES.filter((n) => 'higherPlan' in ENDPOINTS[n])).toEqual(['search-agents-detailed']);
  });
});

describe('canonicalQuery', () => {
  it('gives one key for equivalent queries: order, list order, duplicates, explicit defaults', () => {
    const a = canonicalQuery('search-buy', { location_id: '50', bedrooms: '2,1', amenities: 'balcony,central_ac' });
    const b = canonicalQuery('search-buy', {
      amenities: 'central_ac,balcony,balcony',
      sort: 'newest',
      page: '1',
      bedrooms: '1,2,2',
      location_id: '50',
    });
    expect(a.ok && b.ok).toBe(true);
    if (a.ok && b.ok) expect(a.key).toBe(b.key);
  });

  it('fills defaults and sorts keys', () => {
    const r = canonicalQuery('search-rent', { location_id: '50' });
    expect(r.ok && r.wire).toEqual({ location_id: '50', page: '1', rent_frequency: 'yearly', sort: 'newest' });
    expect(r.ok && Object.keys(r.wire)).toEqual(['location_id', 'page', 'rent_frequency', 'sort']);
    const c = canonicalQuery('search-commercial-rent', { location_id: '50' });
    expect(c.ok && c.wire.rent_frequency).toBe('monthly');
  });

  it('names every bad parameter with its allowed values', () => {
    const r = canonicalQuery('search-buy', { sort: 'cheapest', property_type: 'office-space', colour: 'red' });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    const byParam = Object.fromEntries(r.issues.map((i) => [i.param, i]));
    expect(Object.keys(byParam).sort()).toEqual(['colour', 'location_id', 'property_type', 'sort']);
    expect(byParam.sort!.allowed).toEqual(['newest', 'featured', 'price_asc', 'price_desc']);
    expect(byParam.property_type!.allowed).toContain('apartment');
    expect(byParam.location_id!.message).toMatch(/required/);
  });

  it('rejects negative, fractional and non-numeric numbers, and inverted ranges', () => {
    for (const bad of ['-1', '1.5', 'abc', '1e6', '']) {
      const r = canonicalQuery('search-buy', { location_id: '50', price_min: bad });
      expect(r.ok, `price_min=${bad}`).toBe(bad === '');
    }
    const inverted = canonicalQuery('search-buy', { location_id: '50', area_min: '900', area_max: '100' });
    expect(!inverted.ok && inverted.issues[0]!.param).toBe('area_min');
  });

  it('takes studio as bedrooms 0 and rejects words in numeric lists', () => {
    expect(canonicalQuery('search-buy', { location_id: '50', bedrooms: '0,3' }).ok).toBe(true);
    expect(canonicalQuery('search-buy', { location_id: '50', bedrooms: 'studio' }).ok).toBe(false);
    expect(canonicalQuery('get-get-transactions', { location_id: '50', transaction_type: 'sold', bedrooms: '1,2' }).ok).toBe(false);
  });

  it('checks registry dates as real DD/MM/YYYY dates in order', () => {
    expect(registryDateKey('29/02/2024')).toBe(20240229);
    expect(registryDateKey('29/02/2025')).toBeNull();
    expect(registryDateKey('2025-01-01')).toBeNull();
    expect(canonicalQuery('get-registry-transactions', { fromDate: '01/02/2025', toDate: '01/01/2025' }).ok).toBe(false);
    const ok = canonicalQuery('get-registry-transactions', { district: 'Yas Island,Al Reem Island', propertyType: 'villa,apartment' });
    expect(ok.ok && ok.wire).toEqual({ district: 'Al Reem Island,Yas Island', page: '0', propertyType: 'apartment,villa', size: '20' });
  });

  it('accepts router-parsed values (numbers, arrays) as well as wire strings', () => {
    const r = parseQuery('search-buy', { location_id: 50, bedrooms: [2, 1], page: 3 });
    expect(r).toEqual({ ok: true, query: { location_id: '50', bedrooms: [1, 2], page: 3 } });
  });

  it('strips defaults for URLs and keeps commas readable in query strings', () => {
    expect(toWire('search-buy', { location_id: '50', sort: 'newest', page: 1, bedrooms: [1, 2] }, 'strip')).toEqual({
      bedrooms: '1,2',
      location_id: '50',
    });
    expect(toQueryString({ district: "Al Faqa',Yas Island", q: 'a&b' })).toBe("district=Al%20Faqa',Yas%20Island&q=a%26b");
  });
});

describe('readApiErrorBody', () => {
  it('reads our error body and rejects anything else', () => {
    expect(readApiErrorBody({ success: false, error: 'upstream_rate_limited', message: 'Busy', retryAfter: 3 })).toEqual({
      success: false,
      error: 'upstream_rate_limited',
      message: 'Busy',
      retryAfter: 3,
    });
    expect(
      readApiErrorBody({
        success: false,
        error: 'bad_request',
        message: 'Bad',
        issues: [{ param: 'sort', message: 'no', allowed: ['newest'] }, { nope: 1 }],
      })?.issues,
    ).toEqual([{ param: 'sort', message: 'no', allowed: ['newest'] }]);
    for (const bad of [
      null,
      'text',
      { success: true, data: [] },
      { success: false, error: 1, message: 'x' },
      { message: 'Invalid API key' },
    ]) {
      expect(readApiErrorBody(bad)).toBeNull();
    }
    expect(readApiErrorBody({ success: false, error: 'x', message: 'y', retryAfter: Number.NaN })).toEqual({
      success: false,
      error: 'x',
      message: 'y',
    });
  });
});

describe('free text refuses control characters', () => {
  // Every free-text parameter of the contract: the rule must cover each, not only the two we know.
  const freeText = ENDPOINT_NAMES.flatMap((n) =>
    Object.entries(ENDPOINTS[n].params as Record<string, ParamDef>)
      .filter(([, d]) => d.kind === 'text' || d.kind === 'textList')
      .map(([param]) => [n, param] as const),
  );

  it('finds the free-text parameters of the spec', () => {
    expect(freeText).toEqual([
      ['get-registry-transactions', 'district'],
      ['autocomplete-location', 'query'],
    ]);
  });

  for (const [endpoint, param] of freeText) {
    for (const bad of ['mar\u0000ina', 'mar\tina', 'Yas\nIsland', 'a\u001bb', 'a\u007fb', 'a\u0085b', 'a\u2028b']) {
      it(`${endpoint} ${param}=${JSON.stringify(bad)} -> an issue naming ${param}`, () => {
        const r = canonicalQuery(endpoint, { [param]: bad });
        expect(r.ok).toBe(false);
        expect(!r.ok && r.issues.map((i) => i.param)).toEqual([param]);
        expect(!r.ok && r.issues[0]?.message).toContain('control characters');
      });
    }
    it(`${endpoint} ${param} keeps ordinary text, accents and Arabic`, () => {
      for (const good of ['Dubai Marina', 'Jumeirah Lake Towers (JLT)', 'Al Barsha 1', 'Côte d’Azur', 'دبي مارينا']) {
        expect(canonicalQuery(endpoint, { [param]: good }).ok, good).toBe(true);
      }
    });
  }

  it('a district list refuses the control character in any one name', () => {
    const r = canonicalQuery('get-registry-transactions', { district: 'Yas Island,Al\tReem' });
    expect(r.ok).toBe(false);
  });

  it('the lenient (URL) parse drops the value instead of failing', () => {
    expect(parseQuery('autocomplete-location', { query: 'mar\u0000ina' }, 'lenient')).toEqual({ ok: true, query: {} });
  });
});

describe('textOf', () => {
  it('prints a raw value as the wire would carry it, and an object as its JSON', () => {
    expect(textOf('dubai')).toBe('dubai');
    expect(textOf(2)).toBe('2');
    expect(textOf(true)).toBe('true');
    expect(textOf(undefined)).toBe('');
    expect(textOf({ a: 1 })).toBe('{"a":1}');
  });

  it('lets validation name an object sent where a value belongs', () => {
    const parsed = parseQuery('search-buy', { location_id: '50', sort: { $ne: 1 } }, 'strict');
    expect(parsed.ok).toBe(false);
    expect(!parsed.ok && parsed.issues.map((i) => i.param)).toEqual(['sort']);
  });
});
