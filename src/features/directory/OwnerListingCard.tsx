import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { OwnerListing } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { formatArea, formatBaths, formatBeds, formatPrice } from '../../lib/format.ts';
import { CompareToggle } from '../../components/saved/CompareToggle.tsx';
import { ListingType } from '../../components/ListingType.tsx';
import { SaveButton } from '../../components/saved/SaveButton.tsx';
import { snapshotOfOwnerListing } from '../../lib/saved/snapshot.ts';
import { useDisplay } from '../../lib/display.ts';
import { ListingHistoryNote } from '../../components/history/ListingHistoryNote.tsx';
import type { ListingHistory } from '../../lib/listing-history.ts';

/**
 * One listing of an agent or a brokerage (`/agent-properties`, `/broker-properties`): photo,
 * price, type, beds, baths, size (agent listings only), title linking to its details, location,
 * and, in brokerage listings, the agent who holds it. Titles, places and names are the data's.
 */
export function OwnerListingCard({
  listing,
  history,
  priority = false,
}: {
  listing: OwnerListing;
  history?: ListingHistory | undefined;
  /** The first card's photo is the page's largest paint: fetched first (`Img`). */
  priority?: boolean;
}) {
  const { t } = useTranslation();
  const display = useDisplay();
  const facts = [formatBeds(listing.bedrooms), formatBaths(listing.bathrooms)];
  if (listing.size) facts.push(formatArea(listing.size.value, display));
  const snapshot = () => snapshotOfOwnerListing(listing);
  const { title } = snapshot();
  return (
    <article
      className="relative flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white shadow-sm"
      data-testid="owner-listing-card"
    >
      <Img src={listing.images[0]} alt="" priority={priority} fallbackText={listing.property_type} className="h-40 w-full object-cover" />
      <div className="flex flex-1 flex-col gap-1 p-3">
        <p className="text-lg font-semibold text-slate-900" data-testid="listing-price">
          {formatPrice(listing.price, display)}
        </p>
        <p className="text-sm text-slate-600">
          <ListingType name={listing.property_type} />
          {facts
            .filter((f) => f && f !== '—')
            .map((f) => ` · ${f}`)
            .join('')}
        </p>
        <h3 className="line-clamp-2 text-sm font-medium">
          <Link to="/property/$propertyId" params={{ propertyId: listing.property_id }} className="hover:underline">
            <AsSent>{title}</AsSent>
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-500">
          <AsSent>{listing.location.full_name}</AsSent>
        </p>
        <ListingHistoryNote history={history} />
        {/* Over the photo, but after the title in the Tab order: the card is named before its heart. */}
        <SaveButton snapshot={snapshot} id={listing.property_id} title={title} variant="overlay" />
        <CompareToggle snapshot={snapshot} id={listing.property_id} title={title} className="self-start" />
        {listing.agent_id && listing.agent_name && (
          <p className="mt-auto pt-1 text-xs text-slate-600">
            {t('directory.listings.agent')}{' '}
            <Link to="/agents/$agentId" params={{ agentId: listing.agent_id }} className="text-brand-700 hover:underline">
              <AsSent>{listing.agent_name}</AsSent>
            </Link>
          </p>
        )}
      </div>
    </article>
  );
}
