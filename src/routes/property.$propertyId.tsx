import { createFileRoute } from '@tanstack/react-router';
import { apiQuery } from '../lib/queries.ts';
import { isPropertyId } from '../features/property/property-id.ts';
import { PropertyPage } from '../features/property/PropertyPage.tsx';

export const Route = createFileRoute('/property/$propertyId')({
  staticData: { title: 'Listing' },
  // Not awaited: the page shows its skeleton, and a 404 becomes the page's own not-found view.
  loader: ({ context, params }) => {
    if (isPropertyId(params.propertyId)) void context.queryClient.prefetchQuery(apiQuery('property-details', { property_id: params.propertyId }));
  },
  component: PropertyPage,
});
