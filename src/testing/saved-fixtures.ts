/** A saved listing's snapshot for tests of the saved items (src/lib/saved/). */
import type { ListingSnapshot } from '../lib/saved/model.ts';

export const snap = (id: string, over: Partial<ListingSnapshot> = {}): ListingSnapshot => ({
  id,
  title: `Listing ${id}`,
  propertyType: 'Apartment',
  price: { value: 1_000_000, period: 'sell', is_hidden: false },
  bedrooms: '2',
  bathrooms: '2',
  sizeSqft: 900,
  location: 'Marina Gate, Dubai Marina, Dubai',
  image: '/media/x.svg',
  ...over,
});
