/**
 * A listing's property type as the service sends it ("Apartment", "Hotel Apartment"): in the
 * reader's words when it is one of the contract's types, else as sent (kept in its own direction).
 * English shows the service's own name, as it always has (src/lib/property-type.ts).
 */
import { AsSent } from './AsSent.tsx';
import { propertyTypeLabel } from '../lib/property-type.ts';

export function ListingType({ name }: { name: string }) {
  const { label, translated } = propertyTypeLabel(name);
  return translated ? <>{label}</> : <AsSent>{label}</AsSent>;
}
