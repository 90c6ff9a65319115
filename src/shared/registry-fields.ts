/**
 * Registry records come with undocumented fields (spec: "not shown"). The browser renders them
 * generically and the server's registry store keeps them; both recognise, by name and by
 * content, the few fields they compute with: a sale price, a date, a district, a property type
 * and the sale's own reference. Names are compared without case or separators.
 */
import { REGISTRY_PROPERTY_TYPES, type RegistryRecord } from '../contract/index.ts';

/** A field name without case or separators: `salePriceAed`, `sale_price_aed` and `Sale Price (AED)` read the same. */
export const squash = (key: string) => key.toLowerCase().replace(/[^a-z0-9]/g, '');

/** A number, or numeric text such as "1,250,000"; null otherwise. */
export function numeric(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value === 'string' && /^-?[\d,]+(\.\d+)?$/.test(value.trim())) {
    const n = Number(value.replace(/,/g, ''));
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/** An ISO date (`2025-03-01`, with or without time) or `DD/MM/YYYY`, as `YYYY-MM-DD`; else null. */
export function isoDateOf(value: unknown): string | null {
  if (typeof value !== 'string') return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const dmy = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value.trim());
  return dmy ? `${dmy[3]}-${dmy[2]}-${dmy[1]}` : null;
}

/** Columns: every field present, in order of first appearance. */
export function columnsOf(records: readonly RegistryRecord[]): string[] {
  const seen = new Set<string>();
  for (const r of records) for (const key of Object.keys(r)) seen.add(key);
  return [...seen];
}

/** Most records (80%) must hold a value of the right kind for a field to count as recognised. */
function mostly(records: readonly RegistryRecord[], key: string, test: (v: unknown) => boolean): boolean {
  const present = records.filter((r) => r[key] !== null && r[key] !== undefined && r[key] !== '');
  return present.length > 0 && present.filter((r) => test(r[key])).length >= present.length * 0.8;
}

/** Every record holds a different text or number in the field. */
function uniqueText(records: readonly RegistryRecord[], key: string): boolean {
  const values = records.map((r) => r[key]);
  return values.every((v) => (typeof v === 'string' && v !== '') || typeof v === 'number') && new Set(values).size === values.length;
}

const REGISTRY_TYPES = new Set<string>(REGISTRY_PROPERTY_TYPES);

/** Price-like names, best first; rates, areas and shares are not prices. */
const PRICE_WORDS = ['saleprice', 'price', 'amount', 'value', 'worth'];
const NOT_PRICE = /rate|per|sqm|sqft|psf|share|area|count|id$/;

export interface RecognisedFields {
  price?: string;
  date?: string;
  district?: string;
  /** A field holding the contract's registry property types (`apartment`, `plot-villa`...). */
  propertyType?: string;
  /** A field that names each sale uniquely (the registry's own reference). */
  id?: string;
}

export function recogniseFields(records: readonly RegistryRecord[]): RecognisedFields {
  const columns = columnsOf(records);
  const named = (words: readonly string[], exclude?: RegExp) =>
    words.flatMap((w) => columns.filter((c) => squash(c).includes(w) && !(exclude && exclude.test(squash(c)))));
  const price = named(PRICE_WORDS, NOT_PRICE).find((c) => mostly(records, c, (v) => numeric(v) !== null));
  const date = named(['date', 'registered', 'time']).find((c) => mostly(records, c, (v) => isoDateOf(v) !== null));
  const district = named(['district']).find((c) => mostly(records, c, (v) => typeof v === 'string'));
  const propertyType = columns.find((c) => mostly(records, c, (v) => typeof v === 'string' && REGISTRY_TYPES.has(v)));
  const id = named(['id', 'reference', 'number']).find((c) => uniqueText(records, c));
  return { price, date, district, propertyType, id };
}
