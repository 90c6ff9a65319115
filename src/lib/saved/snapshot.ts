/** The snapshot a saved or viewed listing keeps: what its card shows, from either listing record. */
import type { Listing, OwnerListing } from '../../contract/index.ts';
import type { ListingSnapshot } from './model.ts';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? null : value);

/** What both listing records carry, with the record's location name. */
type Common = Pick<Listing, 'property_id' | 'title' | 'property_type' | 'price' | 'bedrooms' | 'bathrooms' | 'size' | 'images'>;

function snapshotOf(listing: Common, location: string): ListingSnapshot {
  const { value, period, is_hidden } = listing.price;
  return {
    id: listing.property_id,
    title: listing.title || `${listing.property_type} in ${location}`,
    propertyType: listing.property_type,
    price: { value, period, is_hidden },
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    sizeSqft: listing.size?.value ?? null,
    location,
    image: listing.images[0] ?? null,
  };
}

/** From a search or details record (`/search-*`, `/property-details`). */
export const snapshotOfListing = (listing: Listing): ListingSnapshot => snapshotOf(listing, listing.address.full_name);

/** From an agent's or a brokerage's listing (`/agent-properties`, `/broker-properties`). */
export const snapshotOfOwnerListing = (listing: OwnerListing): ListingSnapshot => snapshotOf(listing, listing.location.full_name);
