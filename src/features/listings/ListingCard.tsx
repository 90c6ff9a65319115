import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { Listing } from '../../contract/index.ts';
import { memo } from 'react';
import { AgentLink } from '../../components/AgentLink.tsx';
import { formatArea, formatBaths, formatBeds, formatPrice, formatPricePerArea, hasCount } from '../../lib/format.ts';
import { propertyTypeLabel } from '../../lib/property-type.ts';
import { BrokerageLink } from './BrokerageLink.tsx';
import { useDisplay } from '../../lib/display.ts';
import { CardFrame, type CardProps } from './CardFrame.tsx';
import { CompareToggle } from '../../components/saved/CompareToggle.tsx';
import { SaveButton } from '../../components/saved/SaveButton.tsx';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';
import { ListingType } from '../../components/ListingType.tsx';
import { ListingHistoryNote } from '../../components/history/ListingHistoryNote.tsx';
import type { ListingHistory } from '../../lib/listing-history.ts';

/**
 * One search result: photo, price (with its period for rents), beds, baths, size, price
 * per area (in the person's currency and unit), title, location, agent (with the SuperAgent badge) and brokerage.
 * The title, place, agent and brokerage are the data's names: not translated, in their own direction.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  history,
  ...card
}: { listing: Listing; history?: ListingHistory | undefined } & CardProps) {
  const { t } = useTranslation();
  const agent = listing.agent_details;
  const id = listing.property_id;
  const type = propertyTypeLabel(listing.property_type);
  const title = listing.title || t('listings.card.untitled', { type: type.label, place: listing.address.full_name });
  const snapshot = () => snapshotOfListing(listing);
  const display = useDisplay();
  return (
    <CardFrame id={id} testId="listing-card" image={listing.images[0]} fallbackText={type.label} className="relative" {...card}>
      <p className="text-lg font-semibold text-slate-900" data-testid="price">
        {formatPrice(listing.price, display)}
      </p>
      <p className="text-sm text-slate-600" data-testid="facts">
        <ListingType name={listing.property_type} />
        {/* Commercial units say "none": leave the fact out rather than print "No bedrooms". */}
        {hasCount(listing.bedrooms) && (
          <>
            {' '}
            · <span data-testid="beds">{formatBeds(listing.bedrooms)}</span>
          </>
        )}
        {/* "none" bathrooms is said ("No bathroom info"), not dropped: the card would look incomplete. */}
        {listing.bathrooms && (
          <>
            {' '}
            · <span data-testid="baths">{formatBaths(listing.bathrooms)}</span>
          </>
        )}
        {' · '}
        <span data-testid="size">{formatArea(listing.size?.value, display)}</span>
      </p>
      <p className="text-xs text-slate-500">{formatPricePerArea(listing.price, listing.size?.value, display)}</p>
      <h3 className="line-clamp-2 text-sm font-medium">
        <Link to="/property/$propertyId" params={{ propertyId: id }} className="hover:underline" translate="no" dir="auto">
          {title}
        </Link>
      </h3>
      <p className="truncate text-xs text-slate-500" data-testid="location">
        <bdi translate="no">{listing.address.full_name}</bdi>
      </p>
      <ListingHistoryNote history={history} id={id} />
      {/* Over the photo, but after the title in the Tab order: the card is named before its buttons. */}
      <CompareToggle snapshot={snapshot} id={id} title={title} className="absolute inset-s-2 top-2 z-10 max-w-[70%]" />
      <SaveButton snapshot={snapshot} id={id} title={title} variant="overlay" />
      {(agent || listing.broker_id) && (
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
          {agent && <AgentLink agent={agent} className="font-medium text-slate-800 hover:underline" />}
          {listing.broker_id && <BrokerageLink brokerId={listing.broker_id} agentName={agent?.name} />}
        </p>
      )}
    </CardFrame>
  );
});
