/**
 * The brokerage directory (`/brokers`): location, sort and paging, with a simple view
 * (`/search-brokers`) and a detailed one (`/search-brokers-detailed`: phone and description).
 * Should our plan ever refuse the detailed endpoint, the page falls back as the agents page does.
 */
import { getRouteApi } from '@tanstack/react-router';
import { BROKER_SORT, type BrokerDetailed, type BrokerSimple } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { defaultsOf } from '../../lib/url-search.ts';
import { BrokerDetailedCard, BrokerSimpleCard } from './BrokerCard.tsx';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { DirectoryFilters } from './DirectoryFilters.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { TwoViewResults } from './TwoViewResults.tsx';

const route = getRouteApi('/brokers/');
const DETAILED_HINT = 'Detailed adds phone and a description.';
const DEFAULTS = defaultsOf('search-brokers');

export function BrokersPage() {
  const { location_name, view, ...query } = route.useSearch();
  const navigate = route.useNavigate();
  const results = useDetailedOrSimple('search-brokers', 'search-brokers-detailed', query, view === 'detailed');

  return (
    <section aria-labelledby="brokers-title" className="space-y-4">
      <div>
        <h1 id="brokers-title" className="text-2xl font-semibold">Find a brokerage</h1>
        <p className="text-slate-600">Brokerages by area, with their office and how many properties they list.</p>
      </div>
      <DirectoryFilters
        label="Brokerage filters"
        locationId={query.location_id}
        locationName={location_name}
        view={view}
        detailedHint={DETAILED_HINT}
        onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      >
        <ValueSelect
          label="Sort brokerages by"
          options={optionsOf(BROKER_SORT)}
          value={query.sort ?? DEFAULTS.sort}
          onChange={(sort) => navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
        />
      </DirectoryFilters>
      <TwoViewResults<BrokerSimple, BrokerDetailed>
        {...results}
        page={query.page ?? 1}
        what="brokerages"
        noticeWhat="brokerage"
        empty={<EmptyState title="No brokerages match">Try another location.</EmptyState>}
        renderSimple={(b) => <BrokerSimpleCard broker={b} />}
        renderDetailed={(b, simple) => <BrokerDetailedCard broker={b} logo={simple?.logo} />}
      />
    </section>
  );
}
