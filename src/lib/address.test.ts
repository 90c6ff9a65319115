import { describe, expect, it } from 'vitest';
import { areaOf, communityOf, exactMatch } from './address.ts';

describe('addresses', () => {
  it('finds the community: the part before the city, however deep the address', () => {
    expect(communityOf('Marina Gate 1, Dubai Marina, Dubai')).toBe('Dubai Marina');
    expect(communityOf('Dubai Marina, Dubai')).toBe('Dubai Marina');
    expect(communityOf('Tower A, Cluster B, Jumeirah Lake Towers, Dubai')).toBe('Jumeirah Lake Towers');
    expect(communityOf('Dubai Marina')).toBe('Dubai Marina');
    expect(communityOf(' , ')).toBeNull();
  });

  it('names the area as community and city', () => {
    expect(areaOf('Signature Villas Frond J, Signature Villas, Palm Jumeirah, Dubai')).toBe('Palm Jumeirah, Dubai');
    expect(areaOf('Dubai')).toBe('Dubai');
  });

  it('picks the exact name among suggestions only', () => {
    const s = [
      { id: '8995', name: 'Vida Residences Dubai Marina' },
      { id: '50', name: 'Dubai Marina' },
    ];
    expect(exactMatch(s, 'dubai  marina')?.id).toBe('50');
    expect(exactMatch(s, 'Marina')).toBeUndefined();
  });

  it('matches a suggestion by exact name, ignoring case and spacing', () => {
    const suggestions = [{ name: 'Dubai Marina Mall' }, { name: 'Dubai  Marina' }];
    expect(exactMatch(suggestions, 'dubai marina')).toBe(suggestions[1]);
    expect(exactMatch(suggestions, 'Marina')).toBeUndefined();
  });
});
