/**
 * The agent directory (`/agents`): location, specialisation, sort and paging, with a simple view
 * (`/search-agents`) and a detailed one (`/search-agents-detailed`, higher plan) that falls back
 * to the simple view with a notice when our plan refuses it.
 */
import { getRouteApi } from '@tanstack/react-router';
import { AGENT_SORT, CATEGORY, type AgentDetailed, type AgentSimple } from '../../contract/index.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { defaultParam } from '../../lib/url-search.ts';
import { AgentDetailedCard, AgentSimpleCard } from './AgentCard.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { DIRECTORY_COPY } from './kinds.ts';
import { TwoViewDirectory } from './TwoViewDirectory.tsx';

const route = getRouteApi('/agents/');
const DEFAULT_CATEGORY = defaultParam('search-agents', 'category');
const DEFAULT_SORT = defaultParam('search-agents', 'sort');

export function AgentsPage() {
  const search = route.useSearch();
  const { view, ...query } = search;
  const navigate = route.useNavigate();
  const results = useDetailedOrSimple('search-agents', 'search-agents-detailed', query, view === 'detailed');

  return (
    <TwoViewDirectory<AgentSimple, AgentDetailed>
      copy={DIRECTORY_COPY.agents}
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      selects={
        <>
          <ValueSelect
            label="Specialisation"
            options={optionsOf(CATEGORY)}
            value={query.category ?? DEFAULT_CATEGORY}
            onChange={(category) => void navigate({ search: (prev) => ({ ...prev, category, page: undefined }) })}
          />
          <ValueSelect
            label="Sort agents by"
            options={optionsOf(AGENT_SORT)}
            value={query.sort ?? DEFAULT_SORT}
            onChange={(sort) => void navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
          />
        </>
      }
      results={results}
      empty={
        <EmptyState title="No agents match">
          {query.location_id ? 'Try another location or specialisation.' : 'Try another specialisation.'}
        </EmptyState>
      }
      renderSimple={(a) => <AgentSimpleCard agent={a} />}
      renderDetailed={(a, simple) => <AgentDetailedCard agent={a} photo={simple?.image} />}
    />
  );
}
