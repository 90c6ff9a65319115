import { createFileRoute } from '@tanstack/react-router';
import { ComparePage } from '../features/saved/ComparePage.tsx';
import { ListingPercentileBrief } from '../features/market/ListingPercentileBrief.tsx';

export const Route = createFileRoute('/compare')({
  staticData: { title: 'Compare listings' },
  component: CompareRoute,
});

/** The compare table, with the market feature's reading of each price composed in. */
function CompareRoute() {
  return <ComparePage percentile={(listing) => <ListingPercentileBrief listing={listing} />} />;
}
