/**
 * Developers of one emirate (`/developers`, over `/real-estate-developer`): emirate selector and
 * paging. Descriptions arrive as HTML and are rendered sanitised (see SafeHtml).
 */
import { getRouteApi } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { DEVELOPER_LOCATIONS, labelOf, type Developer } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { apiQuery } from '../../lib/queries.ts';
import { defaultParam } from '../../lib/url-search.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { DeveloperCard } from './DeveloperCard.tsx';
import { useHasNextPage } from '../../lib/use-has-next-page.ts';
import { ResultList } from './ResultList.tsx';

const route = getRouteApi('/developers');
const DEFAULT_EMIRATE = defaultParam('real-estate-developer', 'location');

export function DevelopersPage() {
  const query = route.useSearch();
  const navigate = route.useNavigate();
  const emirate = query.location ?? DEFAULT_EMIRATE;
  const page = query.page ?? 1;
  const result = useQuery(apiQuery('real-estate-developer', query));
  const hasNext = useHasNextPage('real-estate-developer', query, result.data?.data.length);
  // Developers link to the new projects of their emirate (the service has no developer filter):
  // the emirate's location id is what the location search says it is.
  const emirateName = labelOf(emirate);
  const places = useQuery(apiQuery('autocomplete-location', { query: emirateName }));
  const found = places.data?.data.find((p) => p.name.toLowerCase() === emirateName.toLowerCase());
  const emiratePlace = found ? { id: found.id, name: found.name } : undefined;

  return (
    <section aria-labelledby="developers-title" className="space-y-4">
      <div>
        <h1 id="developers-title" className="text-2xl font-semibold">
          Developers
        </h1>
        <p className="text-slate-600">Who builds in each emirate: since when, and how many projects they have on the market.</p>
      </div>
      <div role="search" aria-label="Developer filters" className="rounded-lg border border-slate-200 bg-white p-4">
        <ValueSelect
          className="max-w-xs"
          label="Emirate"
          options={optionsOf(DEVELOPER_LOCATIONS)}
          value={emirate}
          onChange={(location) => void navigate({ search: (prev) => ({ ...prev, location, page: undefined }) })}
        />
      </div>
      <section aria-labelledby="developers-results-title" className="space-y-3">
        <h2 id="developers-results-title" className="text-lg font-semibold">
          Developers in {labelOf(emirate)}
        </h2>
        <ResultList<Developer>
          result={result}
          what="developers"
          page={page}
          hasNext={hasNext}
          listClassName="grid gap-4 md:grid-cols-2"
          getKey={(d) => d.id}
          renderItem={(d) => <DeveloperCard developer={d} emirate={emiratePlace} />}
          empty={<EmptyState title={`No developers listed for ${labelOf(emirate)}`}>Try another emirate.</EmptyState>}
        />
      </section>
    </section>
  );
}
