/**
 * The URL state of the area views (/market/areas, /market/map): the filters the server answers
 * (emirate, property type, bedrooms), the price cap and the figure places are ranked or coloured
 * by. Lenient like every page's search: a bad value is dropped, except an unknown figure, which is
 * kept so the page can say plainly that it does not know it.
 */
import {
  AREA_FIGURES,
  AREA_PROPERTY_TYPES,
  PLACE_EMIRATES,
  MAX_AMOUNT,
  isRecordId,
  splitList,
  type AreaFigure,
} from '../../../contract/index.ts';
import { definedOnly } from '../../../lib/url-search.ts';

export interface AreasSearch {
  emirate?: (typeof PLACE_EMIRATES)[number];
  property_type?: (typeof AREA_PROPERTY_TYPES)[number];
  bedrooms?: number;
  /** Median asking price at most this (AED). */
  price_max?: number;
  /** The figure ranked or coloured by; any text, so an unknown one can be named. */
  figure?: string;
  /** Ascending order; descending (the highest first) by default. */
  dir?: 'asc';
}

const oneOf = <V extends string>(values: readonly V[], v: unknown): V | undefined =>
  typeof v === 'string' && (values as readonly string[]).includes(v) ? (v as V) : undefined;

const wholeNumber = (v: unknown, max: number): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,11}$/.test(v) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= 0 && n <= max ? n : undefined;
};

export function areasSearch(raw: Record<string, unknown>): AreasSearch {
  return definedOnly({
    emirate: oneOf(PLACE_EMIRATES, raw.emirate),
    property_type: oneOf(AREA_PROPERTY_TYPES, raw.property_type),
    bedrooms: wholeNumber(raw.bedrooms, 7),
    price_max: wholeNumber(raw.price_max, MAX_AMOUNT),
    figure: typeof raw.figure === 'string' && raw.figure.length <= 40 ? raw.figure : undefined,
    dir: raw.dir === 'asc' ? ('asc' as const) : undefined,
  });
}

/** The figure asked for, or null with the unknown text when the link names one we do not have. */
export function chosenFigure(search: AreasSearch, fallback: AreaFigure): { figure: AreaFigure; unknown: string | null } {
  if (search.figure === undefined) return { figure: fallback, unknown: null };
  const known = oneOf(AREA_FIGURES, search.figure);
  return known ? { figure: known, unknown: null } : { figure: fallback, unknown: search.figure };
}

/** The server's query for these filters. */
export const areasQuery = (s: AreasSearch) => definedOnly({ emirate: s.emirate, property_type: s.property_type, bedrooms: s.bedrooms });

/** Fewer places than this: the page asks for more. */
export const MIN_COMPARED = 2;
export const MAX_COMPARED = 4;

/**
 * The places a link names (`ids=50,51`): its place ids in the link's order, each once, the first
 * MAX_COMPARED. What else it names (text that is no place id, places past the most compared) is
 * left out, and the link notes say so (lib/link-notes.ts), so the places that could be read stay.
 */
function comparedIds(raw: unknown): string[] {
  if (typeof raw !== 'string' && typeof raw !== 'number') return [];
  const given = [...new Set(splitList(String(raw)))];
  return given.filter((id) => isRecordId('place', id)).slice(0, MAX_COMPARED);
}

/** `/market/compare`: the places (comma-separated place ids, at most four) and the filters. */
export interface CompareSearch {
  ids?: string;
  property_type?: (typeof AREA_PROPERTY_TYPES)[number];
  bedrooms?: number;
}

export function compareSearch(raw: Record<string, unknown>): CompareSearch {
  const { property_type, bedrooms } = areasSearch(raw);
  return definedOnly({
    ids: comparedIds(raw.ids).join(',') || undefined,
    property_type,
    bedrooms,
  });
}
