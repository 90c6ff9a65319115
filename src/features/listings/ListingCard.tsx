import { Link } from '@tanstack/react-router';
import type { Listing } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { memo } from 'react';
import { SuperAgentBadge } from '../../components/SuperAgentBadge.tsx';
import { formatArea, formatBaths, formatBeds, formatPrice, formatPricePerArea, hasCount } from '../../lib/format.ts';
import { BrokerageLink } from './BrokerageLink.tsx';
import { useDisplay } from '../../lib/display.ts';
import { cardClass, highlightHandlers, type HighlightProps } from './card-highlight.ts';
import { CompareToggle } from '../../components/saved/CompareToggle.tsx';
import { SaveButton } from '../../components/saved/SaveButton.tsx';
import { snapshotOfListing } from '../../lib/saved/snapshot.ts';

/**
 * One search result: photo, price (with its period for rents), beds, baths, size, price
 * per area (in the person's currency and unit), title, location, agent (with the SuperAgent badge) and brokerage.
 */
export const ListingCard = memo(function ListingCard({
  listing,
  active,
  onActive,
  priority = false,
}: { listing: Listing; /** The first result: its photo is the page's largest paint. */ priority?: boolean } & HighlightProps) {
  const agent = listing.agent_details;
  const id = listing.property_id;
  const title = listing.title || `${listing.property_type} in ${listing.address.full_name}`;
  const snapshot = () => snapshotOfListing(listing);
  const display = useDisplay();
  return (
    <article className={`relative ${cardClass(active)}`} data-testid="listing-card" data-id={id} {...highlightHandlers(id, onActive)}>
      <Img src={listing.images[0]} alt="" priority={priority} fallbackText={listing.property_type} className="h-44 w-full object-cover" />
      <div className="space-y-1 p-3">
        <p className="text-lg font-semibold text-slate-900" data-testid="price">
          {formatPrice(listing.price, display)}
        </p>
        <p className="text-sm text-slate-600" data-testid="facts">
          {listing.property_type}
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
          <Link to="/property/$propertyId" params={{ propertyId: id }} className="hover:underline">
            {title}
          </Link>
        </h3>
        <p className="truncate text-xs text-slate-500" data-testid="location">
          {listing.address.full_name}
        </p>
        {/* Over the photo, but after the title in the Tab order: the card is named before its buttons. */}
        <CompareToggle snapshot={snapshot} id={id} title={title} className="absolute inset-s-2 top-2 z-10 max-w-[70%]" />
        <SaveButton snapshot={snapshot} id={id} title={title} variant="overlay" />
        {(agent || listing.broker_id) && (
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 border-t border-slate-100 pt-2 text-xs text-slate-600">
            {agent && (
              <Link to="/agents/$agentId" params={{ agentId: agent.id }} className="font-medium text-slate-800 hover:underline">
                {agent.name}
              </Link>
            )}
            {agent?.is_super_agent && <SuperAgentBadge />}
            {listing.broker_id && <BrokerageLink brokerId={listing.broker_id} agentName={agent?.name} />}
          </p>
        )}
      </div>
    </article>
  );
});
