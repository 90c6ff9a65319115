import { describe, expect, it } from 'vitest';
import { namesIn } from './names.ts';

describe('names in answers', () => {
  it('takes places, agents and brokerages from each kind of answer, and nothing from others', () => {
    expect(
      namesIn('autocomplete-location', {
        success: true,
        data: [{ id: 50, name: 'Dubai Marina', coordinates: { lat: 25.08, lon: 55.14 } }],
      }),
    ).toEqual([{ kind: 'location', id: '50', name: 'Dubai Marina', lat: 25.08, lon: 55.14 }]);
    expect(namesIn('search-buy', { data: [{ agent_details: { id: 7, name: 'Sara K', image: '/media/a.svg' } }] })).toEqual([
      { kind: 'agent', id: '7', name: 'Sara K', image: '/media/a.svg' },
    ]);
    expect(
      namesIn('agent-properties', {
        data: [{ location: { id: 8995, full_name: 'Vida Residences, Dubai Marina, Dubai' }, agent_id: 7, agent_name: 'Sara K' }],
      }),
    ).toEqual([
      { kind: 'location', id: '8995', name: 'Vida Residences' },
      { kind: 'agent', id: '7', name: 'Sara K' },
    ]);
    expect(
      namesIn('search-agents-detailed', {
        data: [
          {
            id: 7,
            name: 'Sara K',
            position: 'Senior agent',
            phone: '+971501234567',
            nationality: { code: 'IN', name: 'India' },
            broker: { id: 3, name: 'Blue Realty' },
          },
        ],
      }),
    ).toEqual([
      {
        kind: 'agent',
        id: '7',
        name: 'Sara K',
        image: null,
        details: { position: 'Senior agent', nationality: 'India', broker_id: '3', broker_name: 'Blue Realty', phone: '+971501234567' },
      },
      { kind: 'broker', id: '3', name: 'Blue Realty' },
    ]);
    expect(namesIn('search-agents', { data: [{ id: 8, name: 'Omar', nationality: 'Egypt', broker_name: 'Blue Realty' }] })).toEqual([
      { kind: 'agent', id: '8', name: 'Omar', image: null, details: { nationality: 'Egypt', broker_name: 'Blue Realty' } },
    ]);
    expect(namesIn('search-brokers', { data: [{ id: 3, name: 'Blue Realty', logo: null }] })).toEqual([
      { kind: 'broker', id: '3', name: 'Blue Realty', image: null },
    ]);
    expect(
      namesIn('search-brokers-detailed', { data: [{ id: 3, name: 'Blue Realty', phone: '+971 4 000 0000', location: 'Dubai' }] }),
    ).toEqual([{ kind: 'broker', id: '3', name: 'Blue Realty', image: null, details: { city: 'Dubai', phone: '+971 4 000 0000' } }]);
    expect(namesIn('get-get-transactions', { data: [{ id: 'x', high_level_location_name: 'Dubai Marina' }] })).toEqual([]);
  });

  it('skips records without an id or a name, and bodies that are not lists', () => {
    expect(
      namesIn('search-brokers', { data: [{ id: 3 }, { name: 'No id' }, { id: '', name: 'x' }, { id: 4, name: '   ' }, null, 5] }),
    ).toEqual([]);
    expect(namesIn('search-brokers', { success: false, message: 'nope' })).toEqual([]);
    expect(namesIn('search-brokers', 'text')).toEqual([]);
  });
});

describe('names inferred from a search by location', () => {
  const listing = (full_name: string) => ({ address: { full_name } });
  it('a search names its location by the deepest place every listing shares', () => {
    const body = {
      data: [
        listing('Marina Gate 1, Dubai Marina, Dubai'),
        listing('Silverene Tower A, Dubai Marina, Dubai'),
        listing('Marina Gate 1, Dubai Marina, Dubai'),
      ],
    };
    expect(namesIn('search-buy', body, { location_id: '50' })).toEqual([
      { kind: 'location', id: '50', name: 'Dubai Marina', inferred: true },
    ]);
    // Without the searched id, or with too few listings, nothing is inferred.
    expect(namesIn('search-buy', body)).toEqual([]);
    expect(namesIn('search-buy', { data: body.data.slice(0, 2) }, { location_id: '50' })).toEqual([]);
  });

  it('listings all in one building name it only when there are enough of them', () => {
    const one = (n: number) => ({ data: Array.from({ length: n }, () => listing('Vida Residences, Dubai Marina, Dubai')) });
    expect(namesIn('search-rent', one(3), { location_id: '8995' })).toEqual([]);
    expect(namesIn('search-rent', one(6), { location_id: '8995' })).toEqual([
      { kind: 'location', id: '8995', name: 'Vida Residences', inferred: true },
    ]);
  });

  it("transactions name their location's community only when every record names the same one", () => {
    const tx = (names: (string | null)[]) => ({ data: names.map((n, i) => ({ id: `t${i}`, high_level_location_name: n })) });
    expect(namesIn('get-get-transactions', tx(['Dubai Marina', 'Dubai Marina', 'Dubai Marina']), { location_id: '50' })).toEqual([
      { kind: 'location', id: '50', name: 'Dubai Marina', inferred: true },
    ]);
    expect(namesIn('get-get-transactions', tx(['Dubai Marina', 'JBR', 'Dubai Marina']), { location_id: '1' })).toEqual([]);
    expect(namesIn('get-get-transactions', tx(['Dubai Marina', null, 'Dubai Marina']), { location_id: '50' })).toEqual([]);
  });
});
