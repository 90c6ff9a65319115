/**
 * The brokerage directory (`/brokers`): location, sort and paging, with a simple view
 * (`/search-brokers`) and a detailed one (`/search-brokers-detailed`: phone and description).
 * Should our plan ever refuse the detailed endpoint, the page falls back as the agents page does.
 */
import { getRouteApi } from '@tanstack/react-router';
import { BROKER_SORT, type BrokerDetailed, type BrokerSimple } from '../../contract/index.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { defaultParam } from '../../lib/url-search.ts';
import { BrokerDetailedCard, BrokerSimpleCard } from './BrokerCard.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { DIRECTORY_COPY } from './kinds.ts';
import { TwoViewDirectory } from './TwoViewDirectory.tsx';

const route = getRouteApi('/brokers/');
const DEFAULT_SORT = defaultParam('search-brokers', 'sort');

export function BrokersPage() {
  const search = route.useSearch();
  const { view, ...query } = search;
  const navigate = route.useNavigate();
  const results = useDetailedOrSimple('search-brokers', 'search-brokers-detailed', query, view === 'detailed');

  return (
    <TwoViewDirectory<BrokerSimple, BrokerDetailed>
      copy={DIRECTORY_COPY.brokers}
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      selects={
        <ValueSelect
          label="Sort brokerages by"
          options={optionsOf(BROKER_SORT)}
          value={query.sort ?? DEFAULT_SORT}
          onChange={(sort) => void navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
        />
      }
      results={results}
      empty={<EmptyState title="No brokerages match">Try another location.</EmptyState>}
      renderSimple={(b) => <BrokerSimpleCard broker={b} />}
      renderDetailed={(b, simple) => <BrokerDetailedCard broker={b} logo={simple?.logo} />}
    />
  );
}
