/**
 * A listing's property type as the service sends it ("Apartment", "Hotel Apartment"): in the
 * reader's words when it is one of the contract's types, else as sent (kept in its own direction).
 * English shows the service's own name, as it always has.
 */
import { useTranslation } from 'react-i18next';
import { AsSent } from './AsSent.tsx';
import { useLanguage } from '../../lib/i18n/react.ts';
import { VALUE_SETS, valueKey } from '../../lib/i18n/value-sets.ts';

type PropertyType = (typeof VALUE_SETS.propertyType)[number];

/** The contract's value of a type name from a listing record: "Hotel Apartment" -> "hotel-apartment". */
function propertyTypeOf(name: string): PropertyType | null {
  const value = name.trim().toLowerCase().replace(/\s+/g, '-');
  return (VALUE_SETS.propertyType as readonly string[]).includes(value) ? (value as PropertyType) : null;
}

export function ListingType({ name }: { name: string }) {
  const { t } = useTranslation();
  const value = useLanguage() === 'en' ? null : propertyTypeOf(name);
  if (value) return <>{t(valueKey('propertyType', value))}</>;
  return <AsSent>{name}</AsSent>;
}
