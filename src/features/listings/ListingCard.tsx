import { Link } from '@tanstack/react-router';
import type { Listing } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { formatArea, formatBaths, formatBeds, formatPrice } from '../../lib/format.ts';

/** One search result: photo, price in AED, beds, baths, size, title, location. */
export function ListingCard({ listing }: { listing: Listing }) {
  return (
    <article className="overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm" data-testid="listing-card">
      <Img src={listing.images[0]} alt={listing.title} className="h-44 w-full object-cover" />
      <div className="space-y-1 p-3">
        <p className="text-lg font-semibold text-slate-900">{formatPrice(listing.price)}</p>
        <p className="text-sm text-slate-600">
          {listing.property_type} · {formatBeds(listing.bedrooms)} · {formatBaths(listing.bathrooms)} · {formatArea(listing.size?.value)}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link to="/property/$propertyId" params={{ propertyId: listing.property_id }} className="hover:underline">
            {listing.title}
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-500">{listing.address.full_name}</p>
      </div>
    </article>
  );
}
