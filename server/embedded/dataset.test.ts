import { describe, expect, it } from 'vitest';
import { CATEGORY, COM_TYPES, EMIRATES, RES_TYPES } from '../../src/contract/index.ts';
import { buildDataset } from './dataset/index.ts';
import { isCommercialCategory } from './dataset/listings.ts';
import { timelineOf, withdrawnAt } from './dataset/listing-time.ts';
import { roundPrice } from './dataset/pricing.ts';
import { REGISTRY_DISTRICTS } from '../../src/contract/registry-districts.ts';
import { COMMUNITY_REFS } from './dataset/reference.ts';
import { createEngine } from './engine.ts';
import sharp from 'sharp';
import { drawMedia, renderMedia } from './media.ts';
import { warmMedia } from './index.ts';
import { embeddedOptionsFromEnv } from './options.ts';

const small = () => buildDataset({ seed: 42, listings: 5000, asOf: '2026-06-22' });

describe('dataset', () => {
  it('invents no place name that says a word twice ("Gate Gate")', () => {
    const stem = (w: string) => w.toLowerCase().replace(/s$/, '');
    const repeats = small()
      .locations.nodes.map((n) => n.name)
      .filter((name) => name.split(' ').some((w, i, all) => i > 0 && stem(w) === stem(all[i - 1]!)));
    expect(repeats).toEqual([]);
  });

  it('same seed -> identical dataset and answers; another seed -> different', () => {
    const a = small();
    const b = small();
    const c = buildDataset({ seed: 43, listings: 5000, asOf: '2026-06-22' });
    expect(Buffer.from(a.listings.price.buffer).equals(Buffer.from(b.listings.price.buffer))).toBe(true);
    expect(Buffer.from(a.listings.agent.buffer).equals(Buffer.from(b.listings.agent.buffer))).toBe(true);
    expect(Buffer.from(a.listings.price.buffer).equals(Buffer.from(c.listings.price.buffer))).toBe(false);
    const ea = createEngine(a);
    const eb = createEngine(b);
    const ec = createEngine(c);
    const queries = [
      ['search-rent', { location_id: '1' }],
      ['search-agents-detailed', {}],
      ['real-estate-developer', {}],
      ['get-get-transactions', { location_id: '50', transaction_type: 'sold' }],
      ['get-registry-transactions', {}],
      ['search-new-projects', { location_id: '1' }],
      ['price-trend-of-location', { location_id: '51' }],
    ] as const;
    for (const [ep, q] of queries) {
      expect(JSON.stringify(ea.answer(ep, q))).toBe(JSON.stringify(eb.answer(ep, q)));
    }
    expect(JSON.stringify(ea.answer('search-rent', { location_id: '1' }))).not.toBe(
      JSON.stringify(ec.answer('search-rent', { location_id: '1' })),
    );
    // Location ids do not depend on the seed.
    expect(a.locations.nodes.map((n) => n.id)).toEqual(c.locations.nodes.map((n) => n.id));
  });

  it('has the 7 emirates, every reference community with its coordinates, and the known ids', () => {
    const d = small();
    const { nodes, byId } = d.locations;
    const node = (id: number) => nodes[byId.get(id)!]!;
    expect(d.locations.emirates.map((i) => nodes[i]!.name)).toEqual([...EMIRATES]);
    for (const c of COMMUNITY_REFS) {
      const n = nodes.find((x) => x.kind === 'community' && x.name === c.name)!;
      expect(n, c.name).toBeDefined();
      expect([n.lat, n.lon]).toEqual([c.lat, c.lon]);
      expect(nodes[n.emirate]!.name).toBe(c.emirate);
    }
    for (const e of ['Fujairah', 'Umm Al Quwain']) {
      expect(nodes.filter((n) => n.kind === 'community' && nodes[n.emirate]!.name === e).length).toBeGreaterThanOrEqual(3);
    }
    expect(node(50).name).toBe('Dubai Marina');
    expect(node(51).name).toBe('Downtown Dubai');
    expect(node(8995)).toMatchObject({
      name: 'Vida Residences Dubai Marina',
      kind: 'tower',
      fullName: 'Vida Residences Dubai Marina, Dubai Marina, Dubai',
    });
    expect(node(4270).fullName).toBe('Signature Villas Frond J, Signature Villas, Palm Jumeirah, Dubai');
    expect(node(1765).fullName).toBe('Golf Community, Al Zorah, Ajman');
    for (const [id, name] of [
      [151, 'Al Hamra Village'],
      [152, 'Al Marjan Island'],
      [156, 'Mina Al Arab'],
    ] as const) {
      expect(node(id)).toMatchObject({ name, kind: 'community', fullName: `${name}, Ras Al Khaimah` });
    }
    expect(new Set(nodes.map((n) => n.id)).size).toBe(nodes.length);
  });

  it('uses every category and every residential and commercial type; brokerage and agent counts match the listings', () => {
    const d = small();
    const t = d.listings;
    expect(new Set(t.cat).size).toBe(CATEGORY.length);
    const res = new Set<number>();
    const com = new Set<number>();
    const brokerCount = new Map<number, number>();
    const agentCount = new Map<number, number>();
    for (let r = 0; r < t.count; r++) {
      (t.cat[r]! >= 2 ? com : res).add(t.type[r]!);
      brokerCount.set(t.broker[r]!, (brokerCount.get(t.broker[r]!) ?? 0) + 1);
      agentCount.set(t.agent[r]!, (agentCount.get(t.agent[r]!) ?? 0) + 1);
      expect(d.people.agents[t.agent[r]!]!.broker).toBe(t.broker[r]);
    }
    expect(res.size).toBe(RES_TYPES.length);
    expect(com.size).toBe(COM_TYPES.length);
    for (const b of d.people.brokers) expect(b.totalProperties).toBe(brokerCount.get(b.index) ?? 0);
    for (const a of d.people.agents) expect(a.totalProperties).toBe(agentCount.get(a.index) ?? 0);
    const periods = new Set(Array.from(t.period));
    expect([...periods].sort()).toEqual([0, 1, 2, 3, 4]);
  });

  it('the clock: listings that go live after it are not listed yet, withdrawn ones neither, prices are as they stood then', () => {
    const all = small();
    const earlier = buildDataset({ seed: 42, listings: 5000, asOf: '2026-06-22', clock: '2026-06-20T00:00:00Z' });
    const heldBack = 2 * 86400;
    const byId = (d: typeof all) => new Map(Array.from(d.listings.id, (id, row) => [id, row]));
    const allRows = byId(all);
    const earlierRows = byId(earlier);
    const timeline = (id: number, row: number) => timelineOf(42, id, all.listings.age[row]!);
    const fresh = [...allRows].filter(([, row]) => all.listings.age[row]! < heldBack).map(([id]) => id);
    const away = [...allRows]
      .filter(([id, row]) => all.listings.age[row]! >= heldBack && withdrawnAt(timeline(id, row), heldBack))
      .map(([id]) => id);
    expect(fresh.length).toBeGreaterThan(0);
    expect(away.length).toBeGreaterThan(0);
    expect(earlier.listings.count).toBe(all.listings.count - fresh.length - away.length);
    for (const id of [...fresh, ...away]) expect(earlierRows.has(id)).toBe(false);
    let changed = 0;
    for (const [id, row] of earlierRows) {
      const same = allRows.get(id)!;
      expect([earlier.listings.age[row], earlier.listings.agent[row]]).toEqual([all.listings.age[same], all.listings.agent[same]]);
      // The price then: the price now before the changes of the last two days, rounded as listed.
      const pending = timeline(id, same).changes.filter((c) => c.at < heldBack);
      if (pending.length) changed++;
      const then = pending.length ? roundPrice(pending.reduce((p, c) => p / c.ratio, all.listings.price[same]!)) : all.listings.price[same];
      expect(earlier.listings.price[row], String(id)).toBe(then);
    }
    expect(changed).toBeGreaterThan(0);
    // Counts follow what is listed; the market's past does not move.
    const total = (d: typeof all) => d.people.brokers.reduce((sum, b) => sum + b.totalProperties, 0);
    expect(total(earlier)).toBe(earlier.listings.count);
    expect(total(all)).toBe(all.listings.count);
    const soldPrices = (d: typeof all) =>
      d.locations.emirates.flatMap((e) => {
        const slice = d.transactions.sold.under(e, 'newest');
        return Array.from(slice.rows, (r) => slice.table.price[r]);
      });
    expect(soldPrices(earlier)).toEqual(soldPrices(all));
    // The newest listing now is one that was live at the clock.
    const engine = createEngine(earlier);
    const newest = (engine.answer('search-buy', { location_id: '1', sort: 'newest' }).body as { data: Array<{ property_id: string }> })
      .data[0]!;
    expect(earlier.listings.age[earlierRows.get(Number(newest.property_id))!]).toBeGreaterThanOrEqual(heldBack);
    expect(engine.answer('property-details', { property_id: String(fresh[0]) }).status).toBe(404);
  });

  it('time: a realistic share of listings change price (mostly reductions of a few percent), a few are withdrawn and come back', () => {
    const all = small();
    const timelines = Array.from(all.listings.id, (id, row) => timelineOf(42, id, all.listings.age[row]!));
    const share = (f: (t: (typeof timelines)[number]) => boolean) => timelines.filter(f).length / timelines.length;
    expect(share((t) => t.changes.some((c) => c.ratio < 1))).toBeGreaterThan(0.2);
    expect(share((t) => t.changes.some((c) => c.ratio < 1))).toBeLessThan(0.32);
    expect(share((t) => t.changes.some((c) => c.ratio > 1))).toBeLessThan(0.06);
    expect(share((t) => t.withdrawn !== null)).toBeGreaterThan(0.03);
    expect(share((t) => t.withdrawn !== null)).toBeLessThan(0.09);
    const cuts = timelines.flatMap((t) => t.changes.filter((c) => c.ratio < 1).map((c) => 1 - c.ratio)).sort((a, b) => a - b);
    expect(cuts[0]).toBeGreaterThanOrEqual(0.02);
    expect(cuts.at(-1)).toBeLessThanOrEqual(0.12);
    const mid = cuts[Math.floor(cuts.length / 2)]!;
    expect(mid).toBeGreaterThan(0.03);
    expect(mid).toBeLessThan(0.08);
    // Every change and withdrawal happens after the listing went live and is over by asOf.
    for (const [row, t] of timelines.entries()) {
      for (const c of t.changes) expect(c.at).toBeLessThanOrEqual(Math.max(60, all.listings.age[row]!));
      if (t.withdrawn) expect(t.withdrawn.to).toBeGreaterThan(0);
    }
  });

  it('a withdrawn listing is gone at a clock inside its withdrawal (a details 404) and listed again after it', () => {
    const all = small();
    const asOf = Date.parse('2026-06-22T00:00:00Z');
    const row = Array.from(all.listings.id.keys()).find((r) => {
      const w = timelineOf(42, all.listings.id[r]!, all.listings.age[r]!).withdrawn;
      return w !== null && w.to > 86_400;
    })!;
    const id = all.listings.id[row]!;
    const w = timelineOf(42, id, all.listings.age[row]!).withdrawn!;
    const at = (seconds: number) =>
      createEngine(buildDataset({ seed: 42, listings: 5000, asOf: '2026-06-22', clock: new Date(asOf - seconds * 1000).toISOString() }));
    expect(at(w.to + 3600).answer('property-details', { property_id: String(id) }).status).toBe(404);
    expect(at(w.to - 3600).answer('property-details', { property_id: String(id) }).status).toBe(200);
  });

  it('the clock must fall in the year before asOf', () => {
    expect(() => buildDataset({ listings: 100, asOf: '2026-06-22', clock: '2026-06-22T00:00:01Z' })).toThrow(/at or before/);
    expect(() => buildDataset({ listings: 100, asOf: '2026-06-22', clock: '2025-06-01T00:00:00Z' })).toThrow(/within the year/);
  });

  it('homes read as homes: a whole building or bulk lot has no bedroom count, and no bedroom filter finds it', () => {
    const d = small();
    const t = d.listings;
    const bulk = new Set(['whole-building', 'bulk-rent-unit'].map((name) => RES_TYPES.indexOf(name as (typeof RES_TYPES)[number])));
    let seen = 0;
    for (let r = 0; r < t.count; r++) {
      if (isCommercialCategory(t.cat[r]!) || !bulk.has(t.type[r]!)) continue;
      seen++;
      expect(t.beds[r]).toBe(-1);
    }
    expect(seen).toBeGreaterThan(0);
    const engine = createEngine(d);
    for (const bedrooms of ['0', '7']) {
      const answer = engine.answer('search-buy', { location_id: '1', property_type: 'whole-building', bedrooms });
      expect(answer.status).toBe(200);
      expect((answer.body as { data: unknown[] }).data).toEqual([]);
    }
    // Nor does its headline give it one ("-1BR Whole Building" once did): it reads by its size.
    const buildings = (
      engine.answer('search-buy', { location_id: '1', property_type: 'whole-building' }).body as { data: { title: string }[] }
    ).data;
    expect(buildings.length).toBeGreaterThan(0);
    for (const b of buildings) expect(b.title).toMatch(/^(?!.*BR\b).*Whole Building \| [\d,]+ sqft/);
  });

  it('registry districts: 136, counts roughly proportional to the reference', () => {
    const d = small();
    expect(REGISTRY_DISTRICTS).toHaveLength(136);
    const rows = d.registry();
    const reem = rows.filter((r) => r.record.district === 'Al Reem Island').length;
    const yas = rows.filter((r) => r.record.district === 'Yas Island').length;
    expect(reem / yas).toBeCloseTo(24555 / 20773, 1);
  });

  it('builds the full 100k dataset (start-up time is reported by the bench, not asserted)', () => {
    const d = buildDataset({ listings: 100_000, asOf: '2026-06-22' });
    expect(d.listings.count).toBe(100_000);
    expect(d.people.agents.length).toBeGreaterThan(1000);
    expect(d.people.brokers.length).toBeGreaterThan(100);
    const e = createEngine(d);
    expect((e.answer('search-buy', { location_id: '50' }).body as { data: unknown[] }).data).toHaveLength(25);
  });
});

describe('media', () => {
  it('renders the images the records point at as JPEGs, the same bytes each time, and nothing else', async () => {
    const d = small();
    const e = createEngine(d);
    const rec = (
      e.answer('search-buy', { location_id: '50' }).body as { data: Array<{ images: string[]; agent_details: { image: string } }> }
    ).data[0]!;
    const photoPath = rec.images[0]!.replace('/media/', '');
    expect(photoPath).toMatch(/\.jpg$/);
    const img = await renderMedia(photoPath);
    expect(img?.contentType).toBe('image/jpeg');
    const jpeg = img!.body as Buffer;
    expect([...jpeg.subarray(0, 3)]).toEqual([0xff, 0xd8, 0xff]);
    expect(await sharp(jpeg).metadata()).toMatchObject({ format: 'jpeg', width: 416, height: 272 });
    expect(Buffer.compare((await renderMedia(photoPath))!.body as Buffer, jpeg)).toBe(0);
    // An address from before (a saved item's, a record kept in the store) still shows its picture.
    const old = await renderMedia(photoPath.replace(/\.jpg$/, '.svg'));
    expect(old?.contentType).toMatch(/^image\/svg\+xml/);
    expect(String(old?.body)).toMatch(/^<svg /);
    const brokers = (e.answer('search-brokers', {}).body as { data: Array<{ logo: string }> }).data;
    const devs = (e.answer('real-estate-developer', {}).body as { data: Array<{ logo_url: string }> }).data;
    const projects = (e.answer('search-new-projects', { location_id: '1' }).body as { data: Array<{ images: string[] }> }).data;
    for (const url of [brokers[0]!.logo, devs[0]!.logo_url, projects[0]!.images[0]!])
      expect((await renderMedia(url.replace('/media/', '')))?.contentType).toBe('image/jpeg');
    for (const junk of [
      'listing/abc/1.jpg',
      'listing/1/1-castle.jpg',
      '../etc/passwd',
      'agent/1/<script>.jpg',
      'listing/1/1.png',
      'listing/1/1',
    ])
      expect(await renderMedia(junk)).toBeNull();
  });

  it('warms the encoder by making a picture it keeps: asked next, that picture is the one made', async () => {
    const warm = await warmMedia();
    expect(warm?.contentType).toBe('image/jpeg');
    expect((await renderMedia('agent/1/AB.jpg'))?.body).toBe(warm?.body);
  });

  it('draws a villa or a townhouse as a house, flats and offices as a building, land as a plot', () => {
    const e = createEngine(small());
    const photoOf = (endpoint: 'search-buy' | 'search-commercial-buy', type: string) => {
      const rows = (e.answer(endpoint, { location_id: '1', property_type: type }).body as { data: Array<{ images: string[] }> }).data;
      expect(rows.length).toBeGreaterThan(0);
      return rows.map((r) => String(drawMedia(r.images[0]!.replace('/media/', ''))?.svg));
    };
    const roof = /<polygon points="96,124 210,62 324,124"/;
    const windows = /width="9" height="9"/;
    for (const svg of [...photoOf('search-buy', 'villa'), ...photoOf('search-buy', 'townhouse')]) {
      expect(svg).toMatch(roof);
      expect(svg).not.toMatch(windows);
    }
    for (const svg of [...photoOf('search-buy', 'apartment'), ...photoOf('search-commercial-buy', 'office-space')]) {
      expect(svg).toMatch(windows);
      expect(svg).not.toMatch(roof);
    }
    for (const svg of photoOf('search-commercial-buy', 'land')) expect(svg).not.toMatch(new RegExp(`${roof.source}|${windows.source}`));
  });

  it('uses mediaBaseUrl as the prefix', () => {
    const d = buildDataset({ seed: 1, listings: 300, asOf: '2026-06-22', mediaBaseUrl: 'http://localhost:3000/media/' });
    const rec = (createEngine(d).answer('search-rent', { location_id: '1' }).body as { data: Array<{ images: string[] }> }).data[0]!;
    expect(rec.images[0]).toMatch(/^http:\/\/localhost:3000\/media\/listing\/\d+\/1-(tower|house|plot)\.jpg$/);
  });
});

describe('embeddedOptionsFromEnv', () => {
  it('reads every knob', () => {
    expect(
      embeddedOptionsFromEnv({
        EMBEDDED_SEED: '9',
        EMBEDDED_LISTINGS: '2000',
        EMBEDDED_VOLUME_SCALE: '2.5',
        EMBEDDED_PAGE_SIZE: '15',
        EMBEDDED_AS_OF: '2026-01-31',
        EMBEDDED_CLOCK: '2026-01-30T21:00:00Z',
        EMBEDDED_LATENCY_MS: '20',
        EMBEDDED_FAULT: 'rate_limit',
        EMBEDDED_FAULT_RATE: '0.25',
        EMBEDDED_FAULT_ENDPOINTS: 'search-buy, /search-rent',
        EMBEDDED_PLAN: 'basic',
        EMBEDDED_REGISTRY: 'placeholder',
        EMBEDDED_FAULT_AFTER: '3',
      }),
    ).toEqual({
      seed: 9,
      listings: 2000,
      volumeScale: 2.5,
      transactionsPageSize: 15,
      asOf: '2026-01-31',
      clock: '2026-01-30T21:00:00Z',
      plan: 'basic',
      registry: 'placeholder',
      faults: { latencyMs: 20, mode: 'rate_limit', rate: 0.25, endpoints: ['search-buy', 'search-rent'], after: 3 },
    });
    expect(embeddedOptionsFromEnv({})).toEqual({});
  });

  it.each([
    ['EMBEDDED_SEED', 'abc'],
    ['EMBEDDED_LISTINGS', '0'],
    ['EMBEDDED_VOLUME_SCALE', '0'],
    ['EMBEDDED_PAGE_SIZE', '0'],
    ['EMBEDDED_AS_OF', '2026-02-30'],
    ['EMBEDDED_CLOCK', '2026-01-30'],
    ['EMBEDDED_LATENCY_MS', '-1'],
    ['EMBEDDED_FAULT', 'explode'],
    ['EMBEDDED_FAULT_RATE', '1.5'],
    ['EMBEDDED_FAULT_ENDPOINTS', 'search-buy,nope'],
    ['EMBEDDED_PLAN', 'gold'],
    ['EMBEDDED_REGISTRY', 'csv'],
    ['EMBEDDED_FAULT_AFTER', '-2'],
  ])('a bad %s throws an error naming it', (name, value) => {
    expect(() => embeddedOptionsFromEnv({ [name]: value })).toThrow(name);
  });
});
