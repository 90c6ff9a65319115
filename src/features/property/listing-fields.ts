/**
 * "Every field of the record": the fields the contract names are shown in their own places;
 * whatever else the service sends (records are lenient) is listed generically, so nothing the
 * service knows is hidden. Their names and values are the service's words, shown as data.
 */
import { labelOf, type Listing } from '../../contract/index.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';

const SHOWN = new Set([
  'property_id',
  'property_type',
  'price',
  'address',
  'images',
  'agent_details',
  'broker_id',
  'bedrooms',
  'bathrooms',
  'size',
  'floor_plan_area',
  'title',
  'property_url',
]);

function display(value: unknown): string | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'boolean') return readingI18n().t(value ? 'listings.property.yes' : 'listings.property.no');
  if (typeof value === 'number' || typeof value === 'string') return String(value);
  if (Array.isArray(value)) {
    const parts = value.map(display).filter((v): v is string => v !== null);
    return parts.length ? parts.join(', ') : null;
  }
  if (typeof value === 'object') {
    const obj = value as Record<string, unknown>;
    if (typeof obj.name === 'string') return obj.name;
    const parts = Object.entries(obj)
      .map(([k, v]) => (display(v) === null ? null : `${labelOf(k)}: ${display(v)}`))
      .filter(Boolean);
    return parts.length ? parts.join('; ') : null;
  }
  return null;
}

/** Extra fields of a listing as label/value pairs, in the order they arrived. */
export function extraFields(listing: Listing): { label: string; value: string }[] {
  const out: { label: string; value: string }[] = [];
  for (const [key, value] of Object.entries(listing)) {
    if (SHOWN.has(key)) continue;
    const text = display(value);
    if (text !== null) out.push({ label: labelOf(key), value: text });
  }
  return out;
}
