/**
 * The market seen whole: the place catalogue (`/api/places`) and area figures
 * (`/api/insights/areas`). Their parameters, value sets and limits; the answers' schemas are in
 * insight-responses.ts like the other endpoints of our own.
 */
import { param } from './params.ts';
import { RES_TYPES } from './values.ts';

/** The seven emirates as the catalogue filters them (the developer directory's slugs, without Al Ain). */
export const PLACE_EMIRATES = ['dubai', 'abu-dhabi', 'sharjah', 'ajman', 'ras-al-khaimah', 'fujairah', 'umm-al-quwain'] as const;
export type PlaceEmirate = (typeof PLACE_EMIRATES)[number];

/** What a catalogued place is in the service's hierarchy; null when only its name and id are known. */
export const PLACE_KINDS = ['emirate', 'community', 'subcommunity', 'tower'] as const;
export type PlaceKind = (typeof PLACE_KINDS)[number];

/**
 * The property types area figures are collected for: one price trend call each per place a month,
 * and the types the listing samples are split by. The rest of RES_TYPES are too rare to rank places on.
 */
export const AREA_PROPERTY_TYPES = ['apartment', 'villa', 'townhouse'] as const satisfies readonly (typeof RES_TYPES)[number][];
export type AreaPropertyType = (typeof AREA_PROPERTY_TYPES)[number];

/** Places one areas answer may be asked for by id (a comparison shows 2 to 4; a search takes 5). */
export const MAX_AREA_IDS = 5;

/** The figures places are ranked and coloured by. */
export const AREA_FIGURES = ['askingPsf', 'rentPsf', 'grossYield', 'priceLevel', 'change12m', 'salesCount', 'supply'] as const;
export type AreaFigure = (typeof AREA_FIGURES)[number];

export const AREA_PARAMS = {
  places: {
    emirate: param.oneOf(PLACE_EMIRATES),
  },
  areas: {
    emirate: param.oneOf(PLACE_EMIRATES),
    property_type: param.oneOf(AREA_PROPERTY_TYPES, { default: 'apartment' }),
    bedrooms: param.int(0, 7),
    /** Comma-separated place ids; parsed by the route, which names what is wrong with each. */
    ids: param.text(false, 120),
  },
} as const;

/** Why an `ids` value cannot be read, or the ids in the order given (duplicates dropped). */
export function parseAreaIds(text: string): { ids: string[] } | { error: string } {
  const items = [
    ...new Set(
      text
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    ),
  ];
  if (!items.length) return { error: 'must name at least one place id' };
  const bad = items.filter((s) => !/^[1-9][0-9]{0,11}$/.test(s));
  if (bad.length) return { error: `must be place ids (positive whole numbers): ${bad.join(', ')} is not one` };
  if (items.length > MAX_AREA_IDS) return { error: `names ${items.length} places; at most ${MAX_AREA_IDS} may be asked for at once` };
  return { ids: items };
}
