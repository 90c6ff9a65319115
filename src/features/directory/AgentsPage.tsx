/**
 * The agent directory (`/agents`): location, specialisation, sort and paging, with a simple view
 * (`/search-agents`) and a detailed one (`/search-agents-detailed`, higher plan) that falls back
 * to the simple view with a notice when our plan refuses it.
 */
import { getRouteApi } from '@tanstack/react-router';
import { AGENT_SORT, CATEGORY, type AgentDetailed, type AgentSimple } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { defaultsOf } from '../../lib/url-search.ts';
import { AgentDetailedCard, AgentSimpleCard } from './AgentCard.tsx';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { DirectoryFilters } from './DirectoryFilters.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { TwoViewResults } from './TwoViewResults.tsx';

const route = getRouteApi('/agents/');
const DETAILED_HINT = 'Detailed adds phone, languages, nationality and a brokerage link.';
const DEFAULTS = defaultsOf('search-agents');

export function AgentsPage() {
  const { location_name, view, ...query } = route.useSearch();
  const navigate = route.useNavigate();
  const results = useDetailedOrSimple('search-agents', 'search-agents-detailed', query, view === 'detailed');

  return (
    <section aria-labelledby="agents-title" className="space-y-4">
      <div>
        <h1 id="agents-title" className="text-2xl font-semibold">Find an agent</h1>
        <p className="text-slate-600">Agents by area and specialisation, with their brokerage and how many properties they list.</p>
      </div>
      <DirectoryFilters
        label="Agent filters"
        locationId={query.location_id}
        locationName={location_name}
        view={view}
        detailedHint={DETAILED_HINT}
        onChange={(patch) => navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      >
        <ValueSelect
          label="Specialisation"
          options={optionsOf(CATEGORY)}
          value={query.category ?? DEFAULTS.category}
          onChange={(category) => navigate({ search: (prev) => ({ ...prev, category, page: undefined }) })}
        />
        <ValueSelect
          label="Sort agents by"
          options={optionsOf(AGENT_SORT)}
          value={query.sort ?? DEFAULTS.sort}
          onChange={(sort) => navigate({ search: (prev) => ({ ...prev, sort, page: undefined }) })}
        />
      </DirectoryFilters>
      <TwoViewResults<AgentSimple, AgentDetailed>
        {...results}
        page={query.page ?? 1}
        what="agents"
        noticeWhat="agent"
        empty={
          <EmptyState title="No agents match">
            {query.location_id ? 'Try another location or specialisation.' : 'Try another specialisation.'}
          </EmptyState>
        }
        renderSimple={(a) => <AgentSimpleCard agent={a} />}
        renderDetailed={(a, simple) => <AgentDetailedCard agent={a} photo={simple?.image} />}
      />
    </section>
  );
}
