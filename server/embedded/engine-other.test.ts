import { RESPONSES } from '../../src/contract/responses.ts';
import { beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_NAMES, REGISTRY_DEFAULT_SIZE, type EndpointName } from '../../src/contract/index.ts';
import { buildDataset, type Dataset } from './dataset/index.ts';
import { createEngine } from './engine.ts';
import { PAGE_SIZE } from './paging.ts';
import { caller, nodeOf, okBody, type Caller, type WireRecord } from './test-support.ts';

// expect.any() is typed `any`: held as unknown so the object matchers below stay type-checked.
const aNumber: unknown = expect.any(Number);
const aString: unknown = expect.any(String);

let d: Dataset;
let api: Caller;
beforeAll(() => {
  d = buildDataset({ seed: 5, listings: 20_000, asOf: '2026-06-22' });
  api = caller(createEngine(d));
});

describe('/autocomplete-location', () => {
  it('"marina": Dubai Marina first, then its towers', () => {
    const rows = api.data('autocomplete-location', { query: 'marina' });
    expect(rows[0]).toMatchObject({ id: 50, name: 'Dubai Marina', coordinates: { lat: 25.078367, lon: 55.14041 } });
    const marina = nodeOf(d, 50);
    // The suggestions right after it are places inside Dubai Marina, Vida Residences among them.
    const next = rows.slice(1, 4).map((r) => nodeOf(d, Number(r.id)));
    for (const n of next) expect(d.locations.isWithin(n, marina)).toBe(true);
    expect(rows.some((r) => r.id === 8995)).toBe(true);
    expect(rows.length).toBeLessThanOrEqual(PAGE_SIZE.autocomplete);
  });

  it('"downtown" gives Downtown Dubai first; matching is case-insensitive and by word prefix', () => {
    expect(api.data('autocomplete-location', { query: 'downtown' })[0]).toMatchObject({ id: 51, name: 'Downtown Dubai' });
    expect(api.data('autocomplete-location', { query: 'DOWNTOWN' })[0]?.id).toBe(51);
    expect(api.data('autocomplete-location', { query: 'mina al' })[0]).toMatchObject({ id: 156 });
    expect(api.data('autocomplete-location', { query: 'hamra vill' })[0]).toMatchObject({ id: 151 });
    expect(api.data('autocomplete-location', { query: 'dubai' })[0]).toMatchObject({ id: 1, name: 'Dubai' });
  });

  it('unknown text gives an empty list; a missing query is a 400', () => {
    expect(api.data('autocomplete-location', { query: 'zzqqxx' })).toEqual([]);
    expect(api.call('autocomplete-location', {}).status).toBe(400);
  });
});

describe('/search-new-projects', () => {
  it('filters by location subtree, type, bedrooms, price and area', () => {
    const all = api.all('search-new-projects', { location_id: '1' });
    expect(all.length).toBeGreaterThan(PAGE_SIZE.newProjects);
    expect(all.every((p) => p.location.full_name.endsWith(', Dubai'))).toBe(true);
    const villas = api.all('search-new-projects', { location_id: '1', property_type: 'villa' });
    expect(villas.length).toBeGreaterThan(0);
    expect(villas.every((p) => p.property_type === 'villa')).toBe(true);
    const twoBed = api.all('search-new-projects', { location_id: '1', bedrooms: '2' });
    expect(twoBed.length).toBeGreaterThan(0);
    expect(twoBed.every((p) => p.bedrooms?.includes(2))).toBe(true);
    const cheap = api.all('search-new-projects', { location_id: '1', price_max: '1500000' });
    expect(cheap.length).toBeGreaterThan(0);
    expect(cheap.every((p) => p.effective_price! <= 1_500_000)).toBe(true);
    const big = api.all('search-new-projects', { location_id: '1', area_min: '4000' });
    expect(big.length).toBeLessThan(all.length);
    const marina = api.all('search-new-projects', { location_id: '50' });
    expect(marina.every((p) => p.location.full_name.endsWith('Dubai Marina, Dubai'))).toBe(true);
  });

  it('six sorts order the projects', () => {
    const q = { location_id: '1' };
    const get = (sort: string) => api.all('search-new-projects', { ...q, sort });
    const prices = get('price_asc').map((p) => p.effective_price!);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    const desc = get('price_desc').map((p) => p.effective_price!);
    expect(desc).toEqual([...desc].sort((a, b) => b - a));
    const early = get('delivery_earliest').map((p) => Date.parse(p.delivery_date!));
    expect(early).toEqual([...early].sort((a, b) => a - b));
    const late = get('delivery_latest').map((p) => Date.parse(p.delivery_date!));
    expect(late).toEqual([...late].sort((a, b) => b - a));
    const newest = get('newest').map((p) => Date.parse(p.sales_start_date!));
    expect(newest).toEqual([...newest].sort((a, b) => b - a));
    const featured = get('featured');
    expect(featured.map((p) => p.listing_id).sort()).toEqual(
      get('newest')
        .map((p) => p.listing_id)
        .sort(),
    );
    expect(api.data('search-new-projects', { ...q, page: '999' })).toEqual([]);
    expect(api.call('search-new-projects', { ...q, bathrooms: '2' }).status).toBe(400);
  });
});

describe('/broker-properties and /agent-properties', () => {
  const broker = () => d.people.brokers.find((b) => b.totalProperties > 60)!;
  const agent = () => d.people.agents.find((a) => a.totalProperties > 30)!;

  it('list every listing of the brokerage, counts matching totalProperties; broker records carry agent fields, no size', () => {
    const b = broker();
    const rows = api.all('broker-properties', { broker_id: String(b.id) });
    expect(rows).toHaveLength(b.totalProperties);
    for (const r of rows) {
      expect(r.broker_id).toBe(String(b.id));
      expect(r.listing_type).toBe('property');
      expect(r.agent_name).toEqual(expect.any(String));
      expect(r.agent_id).toEqual(expect.any(String));
      expect(r).not.toHaveProperty('size');
      expect(r.location.id).toMatch(/^\d+$/);
    }
  });

  it('agent records carry size, no agent fields; category filters (a list); sorts order', () => {
    const a = agent();
    const rows = api.all('agent-properties', { agent_id: String(a.id) });
    expect(rows).toHaveLength(a.totalProperties);
    for (const r of rows) {
      expect(r.size?.unit).toBe('sqft');
      expect(r).not.toHaveProperty('agent_name');
      expect(r).not.toHaveProperty('agent_id');
    }
    const cats = ['residential_sale', 'residential_rent', 'commercial_sale', 'commercial_rent'];
    const byCat = cats.map((c) => api.all('agent-properties', { agent_id: String(a.id), category: c }).length);
    expect(byCat.reduce((s, n) => s + n, 0)).toBe(a.totalProperties);
    const sales = api.all('agent-properties', { agent_id: String(a.id), category: 'commercial_sale' });
    expect(sales.every((r) => r.price.period === 'sell')).toBe(true);
    expect(sales.length).toBe(byCat[2]!);
    // The spec's category is one value, not a list.
    expect(api.call('agent-properties', { agent_id: String(a.id), category: 'residential_sale,commercial_sale' }).status).toBe(400);
    const asc = api
      .all('broker-properties', { broker_id: String(broker().id), category: 'residential_sale', sort: 'price_asc' })
      .filter((r) => !r.price.is_hidden)
      .map((r) => r.price.value!);
    expect(asc).toEqual([...asc].sort((x, y) => x - y));
  });

  it('pages are fixed-size; unknown owners are 404', () => {
    const b = broker();
    const p1 = api.data('broker-properties', { broker_id: String(b.id) });
    const p2 = api.data('broker-properties', { broker_id: String(b.id), page: '2' });
    expect(p1).toHaveLength(PAGE_SIZE.ownerListings);
    expect(p2.map((r) => r.property_id).some((id) => p1.some((r) => r.property_id === id))).toBe(false);
    expect(api.call('broker-properties', { broker_id: '1' }).status).toBe(404);
    expect(api.call('agent-properties', { agent_id: '1' }).status).toBe(404);
  });
});

describe('/get-get-transactions', () => {
  it('sold and rented, within the period before asOf, sorted', () => {
    const sold = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold' });
    expect(sold.length).toBeGreaterThan(PAGE_SIZE.transactions);
    expect(sold.every((t) => t.high_level_location_name === 'Dubai Marina')).toBe(true);
    expect(sold.every((t) => t.transaction_date < '2026-06-22' && t.transaction_date > '2025-06-22')).toBe(true);
    const dates = sold.map((t) => t.transaction_date);
    expect(dates).toEqual([...dates].sort().reverse());
    const threeMonths = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold', period: '3m' });
    expect(threeMonths.length).toBeLessThan(sold.length);
    expect(threeMonths.every((t) => t.transaction_date > '2026-03-22')).toBe(true);
    const oneMonth = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold', period: '1m' });
    expect(oneMonth.every((t) => t.transaction_date > '2026-05-22')).toBe(true);
    const high = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold', sort: 'high_price' }).map((t) => t.price);
    expect(high).toEqual([...high].sort((a, b) => b - a));
    const low = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold', sort: 'low_price' }).map((t) => t.price);
    expect(low).toEqual([...low].sort((a, b) => a - b));
    const oldest = api
      .all('get-get-transactions', { location_id: '50', transaction_type: 'sold', sort: 'oldest' })
      .map((t) => t.transaction_date);
    expect(oldest).toEqual([...oldest].sort());
  });

  it('rents are far below sale prices; bedrooms (single) and property_type filter', () => {
    const rented = api.all('get-get-transactions', { location_id: '50', transaction_type: 'rented', bedrooms: '2' });
    const sold = api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold', bedrooms: '2' });
    expect(rented.every((t) => t.bedrooms === 2)).toBe(true);
    const avg = (xs: WireRecord<'get-get-transactions'>[]) => xs.reduce((s, t) => s + t.price, 0) / xs.length;
    expect(avg(rented) / avg(sold)).toBeLessThan(0.12);
    const studios = api.all('get-get-transactions', {
      location_id: '1',
      transaction_type: 'sold',
      bedrooms: '0',
      property_type: 'apartment',
    });
    expect(studios.length).toBeGreaterThan(0);
    expect(studios.every((t) => t.bedrooms === 0 && t.property_type === 'Apartment')).toBe(true);
    const villas = api.all('get-get-transactions', { location_id: '1', transaction_type: 'sold', property_type: 'villa' }, 5);
    expect(villas.every((t) => t.property_type === 'Villa')).toBe(true);
    expect(api.call('get-get-transactions', { location_id: '50', transaction_type: 'sold', bedrooms: '1,2' }).status).toBe(400);
    expect(api.call('get-get-transactions', { location_id: '50' }).status).toBe(400);
  });

  it('a tower has a subset of its community', () => {
    const tower = api.all('get-get-transactions', { location_id: '8995', transaction_type: 'sold' });
    const community = new Set(api.all('get-get-transactions', { location_id: '50', transaction_type: 'sold' }).map((t) => t.id));
    expect(tower.length).toBeGreaterThan(0);
    expect(tower.length).toBeLessThan(community.size);
    expect(tower.every((t) => community.has(t.id))).toBe(true);
  });
});

describe('/get-registry-transactions', () => {
  it('default: first page (0) of 20 records, newest first', () => {
    const data = okBody(api.call('get-registry-transactions', {})).data ?? [];
    expect(data).toHaveLength(REGISTRY_DEFAULT_SIZE);
    const dates = data.map((r) => String(r.saleApplicationDate));
    expect(dates).toEqual([...dates].sort().reverse());
    expect(Object.keys(data[0] ?? {}).sort()).toEqual([
      'assetClass',
      'community',
      'district',
      'id',
      'layout',
      'plotAreaSqm',
      'project',
      'propertyType',
      'rateAedPerSqm',
      'saleApplicationDate',
      'salePriceAed',
      'saleSequence',
      'saleType',
      'soldAreaSqm',
      'soldShare',
    ]);
  });

  it('page is 0-based and size sets the page size', () => {
    const p0 = api.data('get-registry-transactions', { size: '5', page: '0' });
    const p1 = api.data('get-registry-transactions', { size: '5', page: '1' });
    const ten = api.data('get-registry-transactions', { size: '10' });
    expect(p0).toHaveLength(5);
    expect([...p0, ...p1].map((r) => r.id)).toEqual(ten.map((r) => r.id));
    expect(api.data('get-registry-transactions', { page: '10000' })).toEqual([]);
    expect(api.call('get-registry-transactions', { size: '101' }).status).toBe(400);
  });

  it('district (exact names) and propertyType filter; dates are inclusive DD/MM/YYYY', () => {
    const rows = api.data('get-registry-transactions', { district: 'Yas Island,Al Reef', propertyType: 'apartment,villa', size: '100' });
    expect(rows.length).toBeGreaterThan(0);
    expect(
      rows.every((r) => ['Yas Island', 'Al Reef'].includes(String(r.district)) && ['apartment', 'villa'].includes(String(r.propertyType))),
    ).toBe(true);
    expect(api.data('get-registry-transactions', { district: 'yas island' })).toEqual([]);
    // Inclusive: a range of one day holds exactly that day's records.
    const day = rows[3]!.saleApplicationDate as string;
    const [y, m, dd] = day.split('-');
    const oneDay = api.data('get-registry-transactions', { fromDate: `${dd}/${m}/${y}`, toDate: `${dd}/${m}/${y}`, size: '100' });
    expect(oneDay.length).toBeGreaterThan(0);
    expect(oneDay.every((r) => r.saleApplicationDate === day)).toBe(true);
    const range = api.data('get-registry-transactions', { fromDate: '01/01/2026', toDate: '31/01/2026', size: '100' });
    expect(range.length).toBeGreaterThan(0);
    expect(range.every((r) => String(r.saleApplicationDate) >= '2026-01-01' && String(r.saleApplicationDate) <= '2026-01-31')).toBe(true);
    expect(api.call('get-registry-transactions', { fromDate: '2026-01-01' }).status).toBe(400);
    expect(api.call('get-registry-transactions', { propertyType: 'castle' }).status).toBe(400);
  });
});

describe('directories', () => {
  it('/search-agents: category (specialisation), location and the three sorts', () => {
    const A = new Map(d.people.agents.map((a) => [a.id, a]));
    const sales = api.all('search-agents', {});
    expect(sales.every((r) => A.get(Number(r.id))!.specialisations.includes(0))).toBe(true);
    const counts = sales.map((r) => A.get(Number(r.id))!.sales);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const rentals = api.all('search-agents', { category: 'residential_rent', sort: 'most_rentals' });
    expect(rentals.every((r) => A.get(Number(r.id))!.specialisations.includes(1))).toBe(true);
    const rc = rentals.map((r) => A.get(Number(r.id))!.rentals);
    expect(rc).toEqual([...rc].sort((a, b) => b - a));
    const featured = api.all('search-agents', { sort: 'featured' }).map((r) => A.get(Number(r.id))!.superAgent);
    expect(featured[0]).toBe(true);
    expect(featured.indexOf(false)).toBeGreaterThan(featured.lastIndexOf(true));
    const marina = api.all('search-agents', { location_id: '152' });
    expect(marina.length).toBeGreaterThan(0);
    expect(marina.length).toBeLessThan(sales.length);
    const marjan = nodeOf(d, 152);
    for (const r of marina) {
      const a = A.get(Number(r.id))!;
      let has = false;
      for (let row = 0; row < d.listings.count && !has; row++) {
        has = d.listings.agent[row] === a.index && d.locations.isWithin(d.listings.loc[row]!, marjan);
      }
      expect(has).toBe(true);
    }
    expect(sales[0]).toMatchObject({ name: aString, total_properties: aNumber, broker_name: aString });
  });

  it('/search-agents-detailed has the raw form with nationality code and broker', () => {
    const rows = api.data('search-agents-detailed', { category: 'commercial_rent' });
    expect(rows.length).toBeGreaterThan(0);
    expect(rows[0]?.nationality?.code).toMatch(/^[A-Z]{2}$/);
    expect(rows[0]?.broker).toMatchObject({ id: aNumber, name: aString });
    expect(rows[0]?.languages?.[0]).toEqual({ id: 1, name: 'English' });
  });

  it('/search-brokers: sorts and location; counts match the listings', () => {
    const byProps = api.all('search-brokers', { sort: 'most_properties' });
    expect(byProps).toHaveLength(d.people.brokers.length);
    const props = byProps.map((b) => b.total_properties!);
    expect(props).toEqual([...props].sort((a, b) => b - a));
    const B = new Map(d.people.brokers.map((b) => [b.id, b]));
    const byAgents = api.all('search-brokers-detailed', { sort: 'most_agents' }).map((b) => Number(b.totalAgents));
    expect(byAgents).toEqual([...byAgents].sort((a, b) => b - a));
    const featured = api.all('search-brokers', {}).map((b) => B.get(Number(b.id))!.featured);
    expect(featured[0]).toBe(true);
    expect(featured.indexOf(false)).toBeGreaterThan(featured.lastIndexOf(true));
    const rak = api.all('search-brokers', { location_id: '5' });
    expect(rak.length).toBeGreaterThan(0);
    expect(rak.length).toBeLessThan(byProps.length);
    for (const b of byProps.slice(0, 5)) {
      let n = 0;
      for (let row = 0; row < d.listings.count; row++) if (d.listings.broker[row] === B.get(Number(b.id))!.index) n++;
      expect(b.total_properties).toBe(n);
    }
  });

  it("/search-brokers of a place lists every brokerage whose listings that place's searches show", () => {
    // Dubai Marina, a tower in it, an emirate: the directory is how a listing's brokerage is named.
    for (const location_id of ['50', '8995', '5']) {
      const listed = new Set(api.all('search-brokers', { location_id, sort: 'most_properties' }).map((b) => String(b.id)));
      for (const endpoint of ['search-buy', 'search-rent', 'search-commercial-buy'] as const) {
        const shown = api.all(endpoint, { location_id }, 3).map((r) => String(r.broker_id));
        expect(shown.length).toBeGreaterThan(0);
        expect(shown.filter((id) => !listed.has(id))).toEqual([]);
      }
    }
  });

  it('/real-estate-developer: per emirate (al-ain too), HTML descriptions, paged', () => {
    const dubai = api.all('real-estate-developer', {});
    expect(dubai.length).toBeGreaterThan(PAGE_SIZE.developers);
    expect(dubai.map((x) => x.name)).toContain('Emaar Properties');
    expect(dubai.every((x) => x.description?.startsWith('<p>'))).toBe(true);
    const firstPage = api.data('real-estate-developer', {});
    expect(firstPage.some((x) => /<script|onerror=/.test(x.description ?? ''))).toBe(true);
    const projects = dubai.map((x) => x.num_projects_online!);
    expect(projects).toEqual([...projects].sort((a, b) => b - a));
    const alAin = api.all('real-estate-developer', { location: 'al-ain' });
    expect(alAin.map((x) => x.name)).toContain('Aldar Properties');
    expect(alAin.map((x) => x.name)).not.toContain('Emaar Properties');
    expect(api.call('real-estate-developer', { location: 'oman' }).status).toBe(400);
    // num_projects_online counts the developer's projects
    const emaar = d.people.developers.find((x) => x.name === 'Emaar Properties')!;
    expect(d.projects.filter((p) => p.developer === emaar.index)).toHaveLength(emaar.numProjects);
    // and every description that gives a project count gives that one.
    for (const dev of dubai) {
      const said = /spans (\d+) projects?/.exec(dev.description ?? '')?.[1];
      if (said !== undefined) expect(Number(said)).toBe(dev.num_projects_online);
    }
    expect(dubai.filter((dev) => /spans \d+ project/.test(dev.description ?? '')).length).toBeGreaterThan(5);
  });
});

describe('/price-trend-of-location', () => {
  it('a tower: 12 months per bedroom category, tower vs its community', () => {
    const rows = api.data('price-trend-of-location', { location_id: '8995' });
    const beds = [...new Set(rows.map((r) => r.bedroom_id))];
    expect(rows).toHaveLength(beds.length * 12);
    const one = rows.filter((r) => r.bedroom_id === beds[0]);
    expect(one[0]).toMatchObject({ date: '2025-06-01T00:00:00Z', period: 'Jun 2025', time_frame: '1Y' });
    expect(one[11]).toMatchObject({ date: '2026-05-01T00:00:00Z', period: 'May 2026' });
    expect(rows.some((r) => r.tower_price !== r.community_price)).toBe(true);
    // The community's series is the tower's community_price.
    const community = api.data('price-trend-of-location', { location_id: '50' });
    const c = community.find((r) => r.bedroom_id === beds[0] && r.period === 'Jun 2025');
    expect(c?.community_price).toBe(one[0]?.community_price);
    expect(community.every((r) => r.community_price === r.tower_price)).toBe(true);
  });

  it('levels track the community AED/sqft and rise over the year where prices rose', () => {
    const rows = api.data('price-trend-of-location', { location_id: '50', property_type: 'apartment' }).filter((r) => r.bedroom_id === 1);
    const [first, last] = [rows[0]!, rows[11]!];
    expect(last.community_price).toBeGreaterThan(1800);
    expect(last.community_price).toBeLessThan(2700);
    expect(last.community_price).toBeGreaterThan(first.community_price!);
  });

  it('property_type changes the series; a type absent from the location is empty', () => {
    const villas = api.data('price-trend-of-location', { location_id: '1', property_type: 'villa' });
    const apts = api.data('price-trend-of-location', { location_id: '1' });
    expect(villas.length).toBeGreaterThan(0);
    expect(villas[0]?.community_price).not.toBe(apts[0]?.community_price);
    expect(api.data('price-trend-of-location', { location_id: '8995', property_type: 'farm' })).toEqual([]);
    expect(api.data('price-trend-of-location', { location_id: '1', property_type: 'office-space' }).every((r) => r.bedroom_id === 0)).toBe(
      true,
    );
  });
});

describe('every endpoint', () => {
  const samples: Record<EndpointName, Record<string, string>> = {
    'search-buy': { location_id: '51' },
    'search-rent': { location_id: '51' },
    'search-commercial-rent': { location_id: '1' },
    'search-commercial-buy': { location_id: '1' },
    'search-new-projects': { location_id: '1' },
    'broker-properties': { broker_id: '4428' },
    'agent-properties': { agent_id: 'AGENT' },
    'get-get-transactions': { location_id: '51', transaction_type: 'rented' },
    'get-registry-transactions': {},
    'property-details': { property_id: 'LISTING' },
    'search-agents': {},
    'search-agents-detailed': {},
    'search-brokers': {},
    'search-brokers-detailed': {},
    'autocomplete-location': { query: 'palm' },
    'real-estate-developer': { location: 'ras-al-khaimah' },
    'price-trend-of-location': { location_id: '4270', property_type: 'villa' },
  };

  it.each(ENDPOINT_NAMES)('%s answers a non-empty body valid against the contract', (name) => {
    const q = { ...samples[name] };
    if (q.agent_id) q.agent_id = String(d.people.agents.find((a) => a.totalProperties > 0)!.id);
    if (q.property_id) q.property_id = String(d.listings.id[100]);
    const res = api.call(name, q);
    expect(res.status).toBe(200);
    expect(RESPONSES[name].safeParse(res.body).success).toBe(true);
    const data = res.body.data;
    expect(Array.isArray(data) ? data.length : 1).toBeGreaterThan(0);
  });
});
