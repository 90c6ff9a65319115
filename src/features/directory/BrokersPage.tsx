/**
 * The brokerage directory (`/brokers`): location, sort and paging, with a simple view
 * (`/search-brokers`) and a detailed one (`/search-brokers-detailed`: phone and description).
 * Should our plan ever refuse the detailed endpoint, the page falls back as the agents page does.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { BrokerDetailed, BrokerSimple } from '../../contract/index.ts';
import { EmptyState } from '../../components/states.tsx';
import { BrokerDetailedCard, BrokerSimpleCard } from './BrokerCard.tsx';
import { useDetailedOrSimple } from './hooks.ts';
import { TwoViewDirectory } from './TwoViewDirectory.tsx';

const route = getRouteApi('/brokers/');

export function BrokersPage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const { view, name: _name, ...query } = search;
  const navigate = route.useNavigate();
  return (
    <TwoViewDirectory<'brokers', BrokerSimple, BrokerDetailed>
      kind="brokers"
      search={search}
      onChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
      results={useDetailedOrSimple('search-brokers', 'search-brokers-detailed', query, view === 'detailed')}
      empty={<EmptyState title={t('directory.brokers.empty')}>{t('directory.brokers.emptyHint')}</EmptyState>}
      renderSimple={(b) => <BrokerSimpleCard broker={b} />}
      renderDetailed={(b, simple) => <BrokerDetailedCard broker={b} logo={simple?.logo} />}
    />
  );
}
