import { createFileRoute } from '@tanstack/react-router';
import { apiQuery, prefetch } from '../lib/queries.ts';
import { isPropertyId } from '../features/property/property-id.ts';
import { PropertyPage } from '../features/property/PropertyPage.tsx';
import { ListingPriceContext } from '../features/market/ListingPriceContext.tsx';

export const Route = createFileRoute('/property/$propertyId')({
  staticData: { title: 'property' },
  // Not awaited: the page shows its skeleton, and a 404 becomes the page's own not-found view.
  loader: ({ context, params }) => {
    if (isPropertyId(params.propertyId)) prefetch(context.queryClient, apiQuery('property-details', { property_id: params.propertyId }));
  },
  component: PropertyRoute,
});

/** The listing's page, with the market feature's view of its price composed in. */
function PropertyRoute() {
  return <PropertyPage priceContext={(listing) => <ListingPriceContext listing={listing} />} />;
}
