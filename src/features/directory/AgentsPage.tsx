/**
 * The agent directory (`/agents`): location, specialisation, sort and paging, with a simple view
 * (`/search-agents`) and a detailed one (`/search-agents-detailed`, higher plan) that falls back
 * to the simple view with a notice when our plan refuses it.
 */
import { useQuery } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import { CATEGORY, type AgentDetailed, type AgentSimple, type Category } from '../../contract/index.ts';
import { apiQuery } from '../../lib/queries.ts';
import { ValueSelect, optionsOf } from '../../components/form/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { valueKey } from '../../lib/i18n/value-sets.ts';
import { defaultParam } from '../../lib/url-search.ts';
import { AgentDetailedCard, AgentSimpleCard } from './AgentCard.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { DIRECTORY_KINDS } from './kinds.ts';
import { TwoViewDirectory, type DirectoryPatch } from './TwoViewDirectory.tsx';

const route = getRouteApi('/agents/');
const DEFAULT_CATEGORY = defaultParam('search-agents', 'category');

export function AgentsPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const { view, name: _name, ...query } = search;
  const navigate = route.useNavigate();
  const results = useDetailedOrSimple('search-agents', 'search-agents-detailed', query, view === 'detailed');
  const sort = query.sort ?? DIRECTORY_KINDS.agents.defaultSort;
  const page = query.page ?? 1;
  // The service ranks agents by sales or rentals but sends no figure: their rank is what the data
  // says. Past page 1 the rank counts the pages before, at page 1's size (usually in the cache).
  const ranked = sort === 'most_sales' || sort === 'most_rentals';
  const firstPage = useQuery({ ...apiQuery('search-agents', { ...query, page: undefined }), enabled: ranked && page > 1 });
  const pageSize = page > 1 ? firstPage.data?.data.length : 0;
  const records: readonly { id: string }[] = (results.showDetailed ? results.detailed.data?.data : results.simple.data?.data) ?? [];
  /** "No. 3 by sales": an agent's place in the service's ranking. */
  const rankOf = (id: string): string | undefined => {
    const index = records.findIndex((r) => r.id === id);
    if (!ranked || index < 0 || pageSize === undefined) return undefined;
    return t(`directory.agents.rank.${sort}`, { rank: (page - 1) * pageSize + index + 1 });
  };
  const onChange = (patch: DirectoryPatch<'agents'> & { category?: Category }) =>
    void navigate({ search: (prev) => ({ ...prev, ...patch }) });

  return (
    <TwoViewDirectory<'agents', AgentSimple, AgentDetailed>
      kind="agents"
      search={search}
      onChange={onChange}
      selects={
        <ValueSelect
          label={t('directory.agents.specialisation')}
          options={optionsOf(CATEGORY, (v) => t(valueKey('category', v)))}
          value={query.category ?? DEFAULT_CATEGORY}
          onChange={(category) => onChange({ category, page: undefined })}
        />
      }
      results={results}
      empty={
        <EmptyState title={t('directory.agents.empty')}>
          {t(query.location_id ? 'directory.agents.emptyWithLocation' : 'directory.agents.emptyHint')}
        </EmptyState>
      }
      renderSimple={(a) => <AgentSimpleCard agent={a} rank={rankOf(a.id)} />}
      renderDetailed={(a, simple) => <AgentDetailedCard agent={a} photo={simple?.image} rank={rankOf(a.id)} />}
    />
  );
}
