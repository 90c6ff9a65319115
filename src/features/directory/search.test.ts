import { describe, expect, it } from 'vitest';
import { parseSearchString } from '../../lib/url-search.ts';
import { ApiError } from '../../lib/api.ts';
import { flagEmoji } from './flag.ts';
import { isPlanRefusal } from '../../lib/plan.ts';
import { agentsSearch, listingQueryOf, ownerPageSearch } from './search.ts';

describe('directory URL search', () => {
  it('keeps the agent filters and the detailed toggle; drops bad values and any name a link carries', () => {
    const raw = parseSearchString('?location_id=50&location_name=Abu%20Dhabi&category=commercial_rent&sort=cheapest&page=3&view=detailed');
    expect(agentsSearch(raw)).toEqual({ location_id: '50', category: 'commercial_rent', page: 3, view: 'detailed' });
    expect(agentsSearch(parseSearchString('?view=fancy&location_id=x'))).toEqual({});
  });

  it("an owner page takes its listings' filters only: never the id (from the path), never a name or a photo", () => {
    const search = ownerPageSearch({
      agent_id: '999',
      category: 'residential_rent',
      sort: 'price_asc',
      name: 'Fake Agent - call +971500000000',
      broker: 'Scam Realty',
      photo: '/media/x.svg',
    });
    expect(search).toEqual({ category: 'residential_rent', sort: 'price_asc' });
    expect(listingQueryOf(search)).toEqual({ category: 'residential_rent', sort: 'price_asc' });
  });
});

describe('flag emoji', () => {
  it('turns a two-letter code into its flag and ignores anything else', () => {
    expect(flagEmoji('ae')).toBe('\u{1F1E6}\u{1F1EA}');
    expect(flagEmoji('GB')).toBe('\u{1F1EC}\u{1F1E7}');
    expect(flagEmoji('GBR')).toBe('');
    expect(flagEmoji(null)).toBe('');
  });
});

describe('plan refusals', () => {
  it('are the two subscription codes, not other failures', () => {
    expect(isPlanRefusal(new ApiError(502, 'upstream_plan_excludes_endpoint', 'x'))).toBe(true);
    expect(isPlanRefusal(new ApiError(502, 'upstream_not_subscribed', 'x'))).toBe(true);
    expect(isPlanRefusal(new ApiError(502, 'upstream_unavailable', 'x'))).toBe(false);
    expect(isPlanRefusal(new Error('upstream_plan_excludes_endpoint'))).toBe(false);
  });
});
