/**
 * A record's property type as the service writes it ("Apartment", "Office Space", "Co-working
 * Space"), in the language being read: the contract's value it names, translated
 * (`values.propertyType.*`). A type the contract does not know is the service's own text, shown
 * as data. English shows the service's text as it is.
 */
import { TREND_PROPERTY_TYPES } from '../contract/index.ts';
import { readingI18n, readingLanguage } from './i18n/reading.ts';
import { valueKey } from './i18n/value-sets.ts';

type PropertyType = (typeof TREND_PROPERTY_TYPES)[number];

/** "Office Space" -> 'office-space'; null when no contract value matches. */
export function propertyTypeValue(text: string | null | undefined): PropertyType | null {
  if (!text) return null;
  const value = text
    .trim()
    .toLowerCase()
    .replace(/[\s_]+/g, '-');
  return TREND_PROPERTY_TYPES.find((v) => v === value) ?? (value === 'showroom' ? 'show-room' : null);
}

/** The type's label, and whether it is ours (translated) or the service's text (data). */
export function propertyTypeLabel(text: string | null | undefined): { label: string; translated: boolean } {
  // English reads the service's own words ("Office Space"), as it always has.
  const value = readingLanguage() === 'en' ? null : propertyTypeValue(text);
  return value ? { label: readingI18n().t(valueKey('propertyType', value)), translated: true } : { label: text ?? '', translated: false };
}
