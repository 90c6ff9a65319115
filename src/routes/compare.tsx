import { createFileRoute } from '@tanstack/react-router';
import { compareIdsSearch } from '../lib/saved/compare-ids.ts';
import { definedOnly, lenientSearch } from '../lib/url-search.ts';
import { ComparePage } from '../features/saved/ComparePage.tsx';
import { ListingPercentileBrief } from '../features/market/ListingPercentileBrief.tsx';

export const Route = createFileRoute('/compare')({
  staticData: { title: 'compare' },
  // `ids`: a shared comparison; without it, the listings picked in this browser.
  validateSearch: lenientSearch((raw: Record<string, unknown>): { ids?: string } =>
    definedOnly({ ids: compareIdsSearch(raw.ids)?.join(',') }),
  ),
  component: CompareRoute,
});

/** The compare table, with the market feature's reading of each price composed in. */
function CompareRoute() {
  const { ids } = Route.useSearch();
  return <ComparePage shared={ids ? ids.split(',') : undefined} percentile={(listing) => <ListingPercentileBrief listing={listing} />} />;
}
