import { describe, expect, it } from 'vitest';
import type { CataloguedPlace } from '../../contract/index.ts';
import { communityLabels, placesInView } from './area-search.ts';

const place = (id: string, kind: CataloguedPlace['kind'], lat: number | null, lon: number | null): CataloguedPlace => ({
  id,
  name: `Place ${id}`,
  nameAr: null,
  kind,
  parentId: null,
  emirate: 'dubai',
  lat,
  lon,
  source: 'hierarchy',
});

const VIEW = { centre: { lat: 25.1, lon: 55.2 }, south: 25.0, west: 55.0, north: 25.2, east: 55.4 };

describe('search this area', () => {
  it('searches the communities in view, nearest the centre first, up to five', () => {
    const places = [
      place('1', 'emirate', 25.1, 55.2),
      place('10', 'community', 25.19, 55.39),
      place('11', 'community', 25.1, 55.21),
      place('12', 'community', 25.12, 55.2),
      place('13', 'community', 25.05, 55.1),
      place('14', 'community', 25.0, 55.3),
      place('15', 'community', 25.15, 55.25),
      place('16', 'community', 25.3, 55.2), // north of the view
      place('17', 'community', null, null), // no position
      place('20', 'tower', 25.1, 55.2), // finer than the communities in view
    ];
    expect(placesInView(places, VIEW)).toEqual({ ids: ['11', '12', '15', '13', '14'], inView: 6 });
  });

  it('inside one community, searches its parts; with none of any level in view, nothing', () => {
    const zoomed = { centre: { lat: 25.08, lon: 55.14 }, south: 25.07, west: 55.13, north: 25.09, east: 55.15 };
    const places = [place('50', 'community', 25.2, 55.3), place('60', 'tower', 25.075, 55.135), place('61', 'subcommunity', 25.085, 55.14)];
    expect(placesInView(places, zoomed)).toEqual({ ids: ['61'], inView: 1 });
    expect(placesInView([place('50', 'community', 26, 56)], zoomed)).toEqual({ ids: [], inView: 0 });
  });

  it('zoomed into one community (some of its parts out of view), searches the parts in view', () => {
    const zoomed = { centre: { lat: 25.08, lon: 55.14 }, south: 25.07, west: 55.13, north: 25.09, east: 55.15 };
    const part = (id: string, kind: CataloguedPlace['kind'], lat: number, lon: number, parentId: string) => ({
      ...place(id, kind, lat, lon),
      parentId,
    });
    const marina = place('50', 'community', 25.08, 55.14);
    const places = [
      marina,
      part('60', 'subcommunity', 25.075, 55.135, '50'),
      part('61', 'subcommunity', 25.082, 55.141, '50'),
      part('62', 'subcommunity', 25.11, 55.16, '50'), // out of view
      part('70', 'tower', 25.083, 55.142, '61'),
      part('71', 'tower', 25.2, 55.3, '61'), // out of view
    ];
    // One part of the two in view has parts out of view too: still the two parts (not one tower).
    expect(placesInView(places, zoomed)).toEqual({ ids: ['61', '60'], inView: 2 });
    // Only one part in view, with one of its towers: that tower.
    expect(
      placesInView(
        places.filter((p) => p.id !== '60'),
        zoomed,
      ),
    ).toEqual({ ids: ['70'], inView: 1 });
    // The whole community in view: the community.
    expect(
      placesInView(
        places.filter((p) => p.id !== '62' && p.id !== '71'),
        zoomed,
      ),
    ).toEqual({ ids: ['50'], inView: 1 });
  });

  it('names the communities with a position on the map', () => {
    expect(communityLabels([place('10', 'community', 25, 55), place('20', 'tower', 25, 55), place('11', 'community', null, null)])).toEqual(
      [{ id: '10', name: 'Place 10', lat: 25, lon: 55 }],
    );
  });
});
