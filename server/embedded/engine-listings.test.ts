import { beforeAll, describe, expect, it } from 'vitest';
import { AMENITIES } from '../../src/contract/index.ts';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { amenityBit } from './dataset/listings.ts';
import { createEngine } from './engine.ts';
import { PAGE_SIZE } from './paging.ts';
import { caller, nodeOf, okBody, rowOf, type Caller } from './test-support.ts';

// expect.any() is typed `any`: held as unknown so the object matchers below stay type-checked.
const aString: unknown = expect.any(String);

let d: Dataset;
let api: Caller;
beforeAll(() => {
  d = buildDataset({ seed: 11, listings: 20_000, asOf: '2026-06-22' });
  api = caller(createEngine(d));
});

const ids = (rows: readonly Record<string, unknown>[]) => rows.map((r) => String(r.property_id));

describe('/search-buy', () => {
  it('returns residential sales under the location, one full page by default', () => {
    const rows = api.data('search-buy', { location_id: '50' });
    expect(rows).toHaveLength(PAGE_SIZE.listings);
    for (const r of rows) {
      expect(r.address.full_name).toMatch(/Dubai Marina, Dubai$/);
      expect(r.price.period).toBe('sell');
      expect(d.listings.cat[rowOf(d, r)]).toBe(0);
      expect(r.images?.length).toBeGreaterThanOrEqual(1);
      expect(r.images?.[0]).toMatch(new RegExp(`^/media/listing/${r.property_id}/1-(tower|house|plot)\\.jpg$`));
    }
  });

  it('bedrooms=1,2 gives only 1 or 2 bedrooms; 0 means studio; 7 means 7+', () => {
    const two = api.all('search-buy', { location_id: '1', bedrooms: '1,2', sort: 'price_desc' }, 5);
    expect(two.length).toBeGreaterThan(0);
    expect(new Set(two.map((r) => r.bedrooms))).toEqual(new Set(['1', '2']));
    const studios = api.data('search-buy', { location_id: '1', bedrooms: '0' });
    expect(studios.length).toBeGreaterThan(0);
    expect(studios.every((r) => r.bedrooms === 'studio')).toBe(true);
    const big = api.data('search-buy', { location_id: '1', bedrooms: '7' });
    expect(big.length).toBeGreaterThan(0);
    expect(big.every((r) => r.bedrooms === '7+')).toBe(true);
  });

  it('bathrooms filters by bathroom count', () => {
    const rows = api.data('search-buy', { location_id: '1', bathrooms: '3' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bathrooms === '3')).toBe(true);
  });

  it('property_type narrows to that type', () => {
    const rows = api.data('search-buy', { location_id: '1', property_type: 'villa' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.property_type === 'Villa')).toBe(true);
    const hotel = api.data('search-buy', { location_id: '1', property_type: 'hotel-apartment' });
    expect(hotel.every((r) => r.property_type === 'Hotel Apartment')).toBe(true);
  });

  it('price and area ranges are inclusive bounds and exclude hidden prices', () => {
    const rows = api.all('search-buy', { location_id: '50', price_min: '1000000', price_max: '2000000' });
    expect(rows.length).toBeGreaterThan(0);
    for (const r of rows) {
      expect(r.price.is_hidden).toBe(false);
      expect(r.price.value).toBeGreaterThanOrEqual(1_000_000);
      expect(r.price.value).toBeLessThanOrEqual(2_000_000);
    }
    const sized = api.all('search-buy', { location_id: '50', area_min: '800', area_max: '1200' });
    expect(sized.length).toBeGreaterThan(0);
    expect(sized.every((r) => r.size!.value >= 800 && r.size!.value <= 1200)).toBe(true);
  });

  it('completion_status splits ready and off-plan; empty means both', () => {
    const q = { location_id: '152' };
    const everything = api.all('search-buy', q);
    const ready = api.all('search-buy', { ...q, completion_status: 'ready' });
    const offPlan = api.all('search-buy', { ...q, completion_status: 'off_plan' });
    expect(offPlan.length).toBeGreaterThan(0);
    expect(ready.every((r) => d.listings.offPlan[rowOf(d, r)] === 0)).toBe(true);
    expect(offPlan.every((r) => d.listings.offPlan[rowOf(d, r)] === 1)).toBe(true);
    expect(ready.length + offPlan.length).toBe(everything.length);
    expect(api.all('search-buy', { ...q, completion_status: '' })).toHaveLength(everything.length);
  });

  it('furnishing narrows to that furnishing', () => {
    const rows = api.all('search-buy', { location_id: '50', furnishing: 'furnished' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => d.listings.furnishing[rowOf(d, r)] === 0)).toBe(true);
  });

  it('amenities keeps listings that have ALL of them', () => {
    const both = amenityBit('private_pool') | amenityBit('maids_room');
    const rows = api.all('search-buy', { location_id: '1', amenities: 'private_pool,maids_room' });
    const one = api.all('search-buy', { location_id: '1', amenities: 'private_pool' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThan(one.length);
    for (const r of rows) expect(d.listings.amenities[rowOf(d, r)]! & both).toBe(both);
    expect(AMENITIES.length).toBe(16);
  });

  it('sorts: price_asc non-decreasing, price_desc non-increasing, newest by listing age, featured first', () => {
    const asc = api.all('search-buy', { location_id: '50', sort: 'price_asc' });
    const shown = asc.filter((r) => !r.price.is_hidden).map((r) => r.price.value as number);
    expect(shown).toEqual([...shown].sort((a, b) => a - b));
    // hidden prices sort last
    const firstHidden = asc.findIndex((r) => r.price.is_hidden);
    if (firstHidden >= 0) expect(asc.slice(firstHidden).every((r) => r.price.is_hidden)).toBe(true);
    const desc = api
      .all('search-buy', { location_id: '50', sort: 'price_desc' })
      .filter((r) => !r.price.is_hidden)
      .map((r) => r.price.value as number);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const newest = api.all('search-buy', { location_id: '50' }).map((r) => d.listings.age[rowOf(d, r)]!);
    expect(newest).toEqual([...newest].sort((a, b) => a - b));
    const featured = api.all('search-buy', { location_id: '50', sort: 'featured' }).map((r) => d.listings.featured[rowOf(d, r)]!);
    expect(featured[0]).toBe(1);
    expect(featured).toEqual([...featured].sort((a, b) => b - a));
  });

  it('pages: page 2 differs from page 1, a far page is empty (200)', () => {
    const p1 = ids(api.data('search-buy', { location_id: '50' }));
    const p2 = ids(api.data('search-buy', { location_id: '50', page: '2' }));
    expect(p2).toHaveLength(PAGE_SIZE.listings);
    expect(p1.filter((x) => p2.includes(x))).toEqual([]);
    const far = api.call('search-buy', { location_id: '50', page: '9999' });
    expect(far.status).toBe(200);
    expect(far.body.data).toEqual([]);
  });

  it("a location includes its descendants: a tower's listings are a subset of its community's, which are part of the emirate's", () => {
    const tower = ids(api.all('search-buy', { location_id: '8995' }));
    const community = new Set(ids(api.all('search-buy', { location_id: '50' })));
    expect(tower.length).toBeGreaterThan(0);
    expect(community.size).toBeGreaterThan(tower.length);
    for (const id of tower) expect(community.has(id)).toBe(true);
    const dubai = d.indexes.search.newest[0]![nodeOf(d, 1)]!.length;
    const marina = d.indexes.search.newest[0]![nodeOf(d, 50)]!.length;
    expect(marina).toBe(community.size);
    expect(dubai).toBeGreaterThan(marina);
  });

  it('no match is 200 with an empty list; an unknown location is 404', () => {
    expect(api.data('search-buy', { location_id: '8995', price_max: '1' })).toEqual([]);
    const unknown = api.call('search-buy', { location_id: '999999' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toMatchObject({ success: false, code: 404 });
  });

  it('bad or unknown parameters are a 400 naming the parameter', () => {
    const bad = api.call('search-buy', { location_id: '50', sort: 'cheapest' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ success: false, code: 400 });
    expect(bad.body.error).toContain('sort');
    expect(api.call('search-buy', { location_id: '50', colour: 'red' }).body.error).toContain('colour');
    expect(api.call('search-buy', {}).body.error).toContain('location_id');
    expect(api.call('search-buy', { location_id: '50', price_min: '5', price_max: '1' }).body.error).toContain('price_min');
    expect(api.call('search-buy', { location_id: '50', rent_frequency: 'yearly' }).status).toBe(400);
  });
});

describe('/search-rent and rent_frequency', () => {
  it('defaults to yearly rents; every result is in the requested period', () => {
    const yearly = api.all('search-rent', { location_id: '50' });
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((r) => r.price.period === 'yearly')).toBe(true);
    for (const f of ['monthly', 'weekly', 'daily'] as const) {
      const rows = api.all('search-rent', { location_id: '1', rent_frequency: f }, 20);
      expect(rows.length, f).toBeGreaterThan(0);
      expect(rows.every((r) => r.price.period === f)).toBe(true);
    }
  });

  it('price_min/price_max are amounts in the requested period', () => {
    const monthly = api.all('search-rent', { location_id: '1', rent_frequency: 'monthly', price_max: '8000' });
    expect(monthly.length).toBeGreaterThan(0);
    expect(monthly.every((r) => r.price.period === 'monthly' && r.price.value! <= 8000)).toBe(true);
    // The same figure read as a yearly rent matches (almost) nothing: 8,000 AED a year is no rent.
    const yearly = api.all('search-rent', { location_id: '1', rent_frequency: 'yearly', price_max: '8000' });
    expect(yearly.length).toBeLessThan(monthly.length);
    expect(yearly.every((r) => r.price.value! <= 8000)).toBe(true);
  });

  it('rents agree with sale levels through the yield (yearly rent ~ 3-10% of a comparable sale)', () => {
    const rent = api.all('search-rent', { location_id: '50', bedrooms: '1', property_type: 'apartment' });
    const sale = api.all('search-buy', { location_id: '50', bedrooms: '1', property_type: 'apartment' });
    const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
    const ratio =
      median(rent.map((r) => r.price.value! / r.size!.value)) /
      median(sale.filter((r) => !r.price.is_hidden).map((r) => r.price.value! / r.size!.value));
    expect(ratio).toBeGreaterThan(0.03);
    expect(ratio).toBeLessThan(0.1);
  });

  it('furnishing, bedrooms and sort work on rents too', () => {
    const rows = api.all('search-rent', { location_id: '1', furnishing: 'partly', bedrooms: '2', sort: 'price_asc' }, 10);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.bedrooms === '2' && d.listings.furnishing[rowOf(d, r)] === 2)).toBe(true);
    const values = rows.map((r) => r.price.value as number);
    expect(values).toEqual([...values].sort((a, b) => a - b));
  });
});

describe('commercial searches', () => {
  it('/search-commercial-rent defaults to monthly and accepts yearly', () => {
    const monthly = api.all('search-commercial-rent', { location_id: '1' }, 20);
    expect(monthly.length).toBeGreaterThan(0);
    expect(monthly.every((r) => r.price.period === 'monthly' && d.listings.cat[rowOf(d, r)] === 3)).toBe(true);
    const yearly = api.all('search-commercial-rent', { location_id: '1', rent_frequency: 'yearly' }, 20);
    expect(yearly.length).toBeGreaterThan(0);
    expect(yearly.every((r) => r.price.period === 'yearly')).toBe(true);
    expect(api.call('search-commercial-rent', { location_id: '1', rent_frequency: 'daily' }).status).toBe(400);
  });

  it('/search-commercial-buy returns commercial sales and filters by commercial type', () => {
    const rows = api.data('search-commercial-buy', { location_id: '1', property_type: 'office-space' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.every((r) => r.property_type === 'Office Space' && r.price.period === 'sell')).toBe(true);
    expect(rows.every((r) => d.listings.cat[rowOf(d, r)] === 2)).toBe(true);
    expect(api.call('search-commercial-buy', { location_id: '1', bedrooms: '2' }).status).toBe(400);
    const big = api.all('search-commercial-buy', { location_id: '1', area_min: '20000' }, 20);
    expect(big.every((r) => d.listings.sizeSqft[rowOf(d, r)]! >= 20000)).toBe(true);
  });
});

describe('/property-details', () => {
  it('returns the listing with agent_details reduced to id and name', () => {
    const hit = api.data('search-rent', { location_id: '50' })[0]!;
    const res = api.call('property-details', { property_id: String(hit.property_id) });
    expect(res.status).toBe(200);
    const rec = okBody(res).data;
    expect(rec.property_id).toBe(hit.property_id);
    expect(rec.title).toBe(hit.title);
    expect(Object.keys(rec.agent_details ?? {}).sort()).toEqual(['id', 'name']);
    expect(rec.agent_details?.id).toBe(hit.agent_details?.id);
  });

  it('an unknown id is a 404 with the API error body', () => {
    for (const id of ['1', '99999999999']) {
      const res = api.call('property-details', { property_id: id });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ success: false, error: aString, code: 404 });
    }
  });

  it('an id of a form no listing has is refused by the contract (listing ids are numeric)', () => {
    expect(api.call('property-details', { property_id: 'abc-def' }).status).toBe(400);
  });
});

describe('listing search plans', () => {
  // A filtered search over a long list walks a bounded number of entries, then scans the node's
  // row range into rank bitmaps. Both plans must give the same pages, in the same order.
  it('the range scan gives exactly the pages the ordered walk gives', () => {
    const walkOnly = caller(createEngine(d, { scanMinRows: Infinity, walkBudget: Infinity }));
    const scanAlways = caller(createEngine(d, { scanMinRows: 0, walkBudget: 0 }));
    const queries: Array<[Parameters<Caller['data']>[0], Record<string, string>]> = [];
    for (const location_id of ['1', '2', '50', '8995']) {
      for (const sort of ['newest', 'featured', 'price_asc', 'price_desc']) {
        for (const page of ['1', '2', '7']) {
          queries.push(['search-buy', { location_id, sort, page, bedrooms: '2,3' }]);
          queries.push(['search-buy', { location_id, sort, page, price_max: '2000000', completion_status: 'ready' }]);
          queries.push(['search-rent', { location_id, sort, page, rent_frequency: 'monthly', furnishing: 'furnished' }]);
          queries.push(['search-rent', { location_id, sort, page, amenities: 'balcony,shared_pool', bathrooms: '2' }]);
          queries.push(['search-commercial-rent', { location_id, sort, page, area_min: '1000', property_type: 'office-space' }]);
        }
      }
    }
    let nonEmpty = 0;
    for (const [endpoint, q] of queries) {
      const walked = ids(walkOnly.data(endpoint, q));
      expect(ids(scanAlways.data(endpoint, q)), `${endpoint} ${JSON.stringify(q)}`).toEqual(walked);
      if (walked.length) nonEmpty++;
    }
    expect(nonEmpty).toBeGreaterThan(queries.length / 2);
  });
});
