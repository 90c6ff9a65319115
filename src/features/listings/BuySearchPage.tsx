import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { apiQuery } from '../../lib/queries.ts';
import { CardSkeletons, EmptyState, ErrorState } from '../../components/states.tsx';
import { LocationAutocomplete } from '../location/LocationAutocomplete.tsx';
import { ListingCard } from './ListingCard.tsx';

const route = getRouteApi('/buy');

export function BuySearchPage() {
  const { location_name, ...query } = route.useSearch();
  const navigate = route.useNavigate();
  const location = query.location_id ? { id: query.location_id, name: location_name ?? `Location ${query.location_id}` } : null;
  const results = useQuery({ ...apiQuery('search-buy', query), enabled: Boolean(query.location_id) });

  return (
    <section aria-labelledby="buy-title" className="space-y-4">
      <h1 id="buy-title" className="text-2xl font-semibold">Properties for sale</h1>
      <LocationAutocomplete
        className="max-w-md"
        value={location}
        onChange={(picked) =>
          navigate({ search: picked ? { location_id: picked.id, location_name: picked.name } : {} })
        }
      />
      {!query.location_id ? (
        <EmptyState title="Choose a location to see homes for sale">Start typing a community, tower or emirate.</EmptyState>
      ) : results.isPending ? (
        <CardSkeletons />
      ) : results.isError ? (
        <ErrorState error={results.error} what="listings" onRetry={() => void results.refetch()} />
      ) : results.data.data.length === 0 ? (
        <EmptyState title="Nothing matched this search">Try a wider area.</EmptyState>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-label="Search results">
          {results.data.data.map((listing) => (
            <li key={listing.property_id}><ListingCard listing={listing} /></li>
          ))}
        </ul>
      )}
    </section>
  );
}
