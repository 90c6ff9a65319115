import { describe, expect, it } from 'vitest';
import { OwnerListing } from '../../contract/records.ts';
import { agentsSeen, areasOf, mainBrokerId } from './derive.ts';

const listing = (over: Record<string, unknown>) =>
  OwnerListing.parse({
    property_id: String(Math.random()).slice(2, 10),
    property_type: 'Apartment',
    price: { value: 1, currency: 'AED', period: 'sell', is_hidden: false },
    location: { id: '50', full_name: 'Marina Gate 1, Marina Gate, Dubai Marina, Dubai' },
    ...over,
  });

describe('what listings tell us about their owner', () => {
  it('ranks areas by how many listings are in them', () => {
    const ls = [
      listing({ location: { full_name: 'A, Al Zorah, Ajman' } }),
      listing({}),
      listing({ location: { full_name: 'B, Marina Gate, Dubai Marina, Dubai' } }),
    ];
    expect(areasOf(ls)).toEqual([
      { area: 'Dubai Marina, Dubai', count: 2 },
      { area: 'Al Zorah, Ajman', count: 1 },
    ]);
  });

  it('finds the brokerage most listings carry, ids as strings', () => {
    expect(mainBrokerId([listing({ broker_id: 7 }), listing({ broker_id: '9' }), listing({ broker_id: '7' })])).toBe('7');
    expect(mainBrokerId([listing({})])).toBeUndefined();
  });

  it('lists each agent seen once, busiest first, skipping listings without an agent', () => {
    const ls = [
      listing({ agent_id: '1', agent_name: 'Jake Jones' }),
      listing({ agent_id: 2, agent_name: 'Aisha Khan' }),
      listing({ agent_id: '2', agent_name: 'Aisha Khan' }),
      listing({}),
    ];
    expect(agentsSeen(ls)).toEqual([
      { id: '2', name: 'Aisha Khan', listings: 2 },
      { id: '1', name: 'Jake Jones', listings: 1 },
    ]);
  });
});
