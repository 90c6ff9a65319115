import { describe, expect, it } from 'vitest';
import { parseSearchString } from '../../lib/url-search.ts';
import { ApiError } from '../../lib/api.ts';
import { flagEmoji } from './flag.ts';
import { isPlanRefusal } from './plan.ts';
import { agentPageSearch, agentsSearch, brokerPageSearch, imageHint, listingQueryOf } from './search.ts';

describe('directory URL search', () => {
  it('keeps the agent filters, the label and the detailed toggle; drops bad values', () => {
    const raw = parseSearchString(
      '?location_id=50&location_name=Dubai%20Marina&category=commercial_rent&sort=cheapest&page=3&view=detailed',
    );
    expect(agentsSearch(raw)).toEqual({
      location_id: '50',
      location_name: 'Dubai Marina',
      category: 'commercial_rent',
      page: 3,
      view: 'detailed',
    });
    expect(agentsSearch(parseSearchString('?view=fancy&location_id=x'))).toEqual({});
  });

  it('never takes the owner id from the search (it comes from the path)', () => {
    const search = agentPageSearch({ agent_id: '999', category: 'residential_rent', sort: 'price_asc', name: ' Jake Jones ' });
    expect(search).toEqual({ category: 'residential_rent', sort: 'price_asc', name: 'Jake Jones' });
    expect(listingQueryOf(search)).toEqual({ category: 'residential_rent', sort: 'price_asc' });
  });

  it('accepts only safe image hints', () => {
    expect(imageHint('/media/agents/12.svg')).toBe('/media/agents/12.svg');
    expect(imageHint('https://cdn.example.com/a.jpg')).toBe('https://cdn.example.com/a.jpg');
    for (const bad of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg onload=alert(1)>',
      '//evil.example/x.png',
      'http://plain.example/x.png',
      42,
    ]) {
      expect(imageHint(bad)).toBeUndefined();
    }
    expect(brokerPageSearch({ logo: 'javascript:alert(1)', name: 'Elite', broker_id: '4428' })).toEqual({ name: 'Elite' });
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
