/**
 * A brokerage's page (`/brokers/$brokerId`): profile, listings (`/broker-properties`) and the
 * agents seen in those listings. As for agents there is no get-by-id endpoint: the profile is
 * what the directory link carried, and the agents come from the listings themselves.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { defaultsOf } from '../../lib/url-search.ts';
import { agentsSeen, areasOf, type SeenAgent } from './derive.ts';
import { useOwnerListings } from './hooks.ts';
import { telHref } from './links.ts';
import { OwnerGuard } from './OwnerGuard.tsx';
import { OwnerListings } from './OwnerListings.tsx';
import { Fact, ProfileHeader } from './ProfileHeader.tsx';

const route = getRouteApi('/brokers/$brokerId');
const DEFAULT_SORT = defaultsOf('broker-properties').sort ?? 'featured';

export function BrokerPage() {
  const { brokerId } = route.useParams();
  return <OwnerGuard kind="broker" id={brokerId}><BrokerProfile brokerId={brokerId} /></OwnerGuard>;
}

function BrokerProfile({ brokerId }: { brokerId: string }) {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { listings, filters, hasNext } = useOwnerListings('broker', brokerId, search);
  const records = listings.data?.data ?? [];
  const areas = areasOf(records);
  const title = search.name ?? `Brokerage ${brokerId}`;

  return (
    <article className="space-y-6">
      <ProfileHeader directory={{ to: '/brokers', label: 'Brokerages' }} title={title} name={search.name} image={search.logo} imageShape="logo" subtitle={search.city}>
        <dl className="space-y-1 text-sm">
          <Fact term="Address">{search.address}</Fact>
          <Fact term="Phone">{search.phone && <a href={telHref(search.phone)} className="text-brand-700 hover:underline">{search.phone}</a>}</Fact>
          <Fact term="Areas in these listings">{areas.length ? areas.map((a) => a.area).join(' · ') : undefined}</Fact>
        </dl>
        {!search.name && (
          <p className="text-sm text-slate-500">This link carried only the brokerage’s id, so the profile shows what its listings tell us.</p>
        )}
      </ProfileHeader>
      <div className="grid gap-6 lg:grid-cols-[1fr_18rem]">
        <OwnerListings
          result={listings}
          filters={filters}
          defaultSort={DEFAULT_SORT}
          hasNext={hasNext}
          brokerName={search.name}
          ownerLabel={search.name ?? 'this brokerage'}
          onFilters={(next) => navigate({ search: (prev) => ({ ...prev, ...next }) })}
        />
        <SeenAgents
          agents={agentsSeen(records)}
          loading={listings.isPending}
          broker={{ id: brokerId, name: search.name }}
        />
      </div>
    </article>
  );
}

/** The agents named in this page of listings, each linking to their own page. */
function SeenAgents({ agents, loading, broker }: { agents: SeenAgent[]; loading: boolean; broker: { id: string; name?: string } }) {
  return (
    <aside aria-labelledby="broker-agents-title" className="space-y-2">
      <h2 id="broker-agents-title" className="text-xl font-semibold">Agents in these listings</h2>
      {loading ? (
        <p className="text-sm text-slate-500">Loading agents…</p>
      ) : agents.length === 0 ? (
        <p className="text-sm text-slate-500">No agents are named in these listings.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white" aria-labelledby="broker-agents-title" data-testid="broker-agents">
          {agents.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link
                to="/agents/$agentId"
                params={{ agentId: a.id }}
                search={{ name: a.name, broker: broker.name, broker_id: broker.id }}
                className="truncate font-medium text-brand-700 hover:underline"
              >
                {a.name}
              </Link>
              <span className="shrink-0 text-slate-500">{a.listings} {a.listings === 1 ? 'listing' : 'listings'}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
