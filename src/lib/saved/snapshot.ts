/** The snapshot a saved or viewed listing keeps: what its card shows, from either listing record. */
import type { Listing, OwnerListing } from '../../contract/index.ts';
import type { ListingSnapshot } from './model.ts';

const text = (value: string | null | undefined) => (value === null || value === undefined || value === '' ? null : value);

/** From a search or details record (`/search-*`, `/property-details`). */
export function snapshotOfListing(listing: Listing): ListingSnapshot {
  const { value, period, is_hidden } = listing.price;
  return {
    id: listing.property_id,
    title: listing.title || `${listing.property_type} in ${listing.address.full_name}`,
    propertyType: listing.property_type,
    price: { value, period, is_hidden },
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    sizeSqft: listing.size?.value ?? null,
    location: listing.address.full_name,
    image: listing.images[0] ?? null,
  };
}

/** From an agent's or a brokerage's listing (`/agent-properties`, `/broker-properties`). */
export function snapshotOfOwnerListing(listing: OwnerListing): ListingSnapshot {
  const { value, period, is_hidden } = listing.price;
  return {
    id: listing.property_id,
    title: listing.title || `${listing.property_type} in ${listing.location.full_name}`,
    propertyType: listing.property_type,
    price: { value, period, is_hidden },
    bedrooms: text(listing.bedrooms),
    bathrooms: text(listing.bathrooms),
    sizeSqft: listing.size?.value ?? null,
    location: listing.location.full_name,
    image: listing.images[0] ?? null,
  };
}
