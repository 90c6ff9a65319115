/**
 * An agent's page (`/agents/$agentId`): profile and listings (`/agent-properties`).
 * The service has no agent-by-id endpoint: the profile shows what the directory link carried
 * (name, photo, position, nationality, brokerage) and what the listings tell (brokerage, areas).
 * A pasted link with only the id still shows the listings and a profile from them.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { defaultsOf } from '../../lib/url-search.ts';
import { areasOf, mainBrokerId } from './derive.ts';
import { useOwnerListings } from './hooks.ts';
import { OwnerGuard } from './OwnerGuard.tsx';
import { OwnerListings } from './OwnerListings.tsx';
import { Fact, ProfileHeader } from './ProfileHeader.tsx';

const route = getRouteApi('/agents/$agentId');
const DEFAULT_SORT = defaultsOf('agent-properties').sort ?? 'featured';

export function AgentPage() {
  const { agentId } = route.useParams();
  return <OwnerGuard kind="agent" id={agentId}><AgentProfile agentId={agentId} /></OwnerGuard>;
}

function AgentProfile({ agentId }: { agentId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { listings, filters, hasNext } = useOwnerListings('agent', agentId, search);
  const records = listings.data?.data ?? [];
  const brokerId = search.broker_id ?? mainBrokerId(records);
  const areas = areasOf(records);
  const title = search.name ?? `Agent ${agentId}`;

  return (
    <article className="space-y-6">
      <ProfileHeader directory={{ to: '/agents', label: 'Agents' }} title={title} name={search.name} image={search.photo} imageShape="round" subtitle={search.position}>
        <dl className="space-y-1 text-sm">
          <Fact term="Nationality">{search.nationality}</Fact>
          <Fact term="Brokerage">
            {brokerId ? (
              <Link to="/brokers/$brokerId" params={{ brokerId }} search={{ name: search.broker }} className="text-brand-700 hover:underline">
                {search.broker ?? `Brokerage ${brokerId}`}
              </Link>
            ) : search.broker}
          </Fact>
          <Fact term="Areas in these listings">{areas.length ? areas.map((a) => a.area).join(' · ') : undefined}</Fact>
        </dl>
        {!search.name && (
          <p className="text-sm text-slate-500">This link carried only the agent’s id, so the profile shows what their listings tell us.</p>
        )}
      </ProfileHeader>
      <OwnerListings
        result={listings}
        filters={filters}
        defaultSort={DEFAULT_SORT}
        hasNext={hasNext}
        ownerLabel={search.name ?? 'this agent'}
        onFilters={(next) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
      />
    </article>
  );
}
