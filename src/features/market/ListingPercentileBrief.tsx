/**
 * A listing's price placed among registered transactions in one line, for a table cell (the
 * compare page): "62nd percentile of 148 sales". The same reading as the details page's
 * ListingPriceContext (its community found by exact name, one price-context request), without
 * its chart; "—" with the reason where there is nothing to compare with.
 */
import { useQuery } from '@tanstack/react-query';
import type { Listing } from '../../contract/index.ts';
import { communityOf, exactMatch } from '../../lib/address.ts';
import { formatNumber, formatOrdinal } from '../../lib/format.ts';
import { insightQuery } from '../../lib/insights.ts';
import { apiQuery } from '../../lib/queries.ts';
import { askingFigureOf, bedroomsFilterOf, residentialTypeOf } from './listing-context.ts';

const Muted = ({ children }: { children: string }) => <span className="text-sm text-slate-600">{children}</span>;

export function ListingPercentileBrief({ listing }: { listing: Listing }) {
  const community = communityOf(listing.address.full_name);
  const asking = askingFigureOf(listing);
  const resType = residentialTypeOf(listing.property_type);
  const comparable = Boolean(community && asking && resType);
  const suggestions = useQuery({ ...apiQuery('autocomplete-location', { query: community ?? '' }), enabled: comparable });
  const location = community && suggestions.data ? exactMatch(suggestions.data.data, community) : undefined;
  const beds = bedroomsFilterOf(listing.bedrooms ?? null);
  const context = useQuery({
    ...insightQuery('insights/price-context', {
      location_id: location?.id ?? '',
      transaction_type: asking?.type ?? 'sold',
      property_type: resType,
      bedrooms: beds?.exact ?? beds?.atLeast,
      price: Math.round(asking?.value ?? 0),
    }),
    enabled: Boolean(location && asking && resType),
  });

  if (!asking) return <Muted>— (price not shown)</Muted>;
  if (!resType) return <Muted>— (no transactions are recorded for this type)</Muted>;
  if (!community) return <Muted>— (no address to compare with)</Muted>;
  if (suggestions.isError || context.isError) return <Muted>— (could not be loaded)</Muted>;
  if (suggestions.isPending || (location && context.isPending)) return <Muted>Loading…</Muted>;
  if (!location) return <Muted>{`— (no location named ${community})`}</Muted>;
  if (!context.data) return <Muted>Loading…</Muted>;
  const { count, percentile } = context.data;
  const deals = asking.type === 'sold' ? 'sales' : 'rentals';
  if (!count || percentile === null) return <Muted>{`— (no ${deals} recorded in ${location.name} in 12 months)`}</Muted>;
  return (
    <span data-testid="compare-percentile">
      <strong>{formatOrdinal(percentile)} percentile</strong> of {formatNumber(count)} {deals} in {location.name}
    </span>
  );
}
