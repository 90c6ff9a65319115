/**
 * A brokerage's page (`/brokers/$brokerId`): profile, listings (`/broker-properties`) and the
 * agents seen in those listings. Beyond what every owner page shows: address and phone.
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { agentsSeen, type SeenAgent } from './derive.ts';
import { telHref } from './links.ts';
import { OwnerPage } from './OwnerPage.tsx';
import { Fact } from './ProfileHeader.tsx';

const route = getRouteApi('/brokers/$brokerId');

export function BrokerPage() {
  const { brokerId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <OwnerPage
      kind="broker"
      id={brokerId}
      search={search}
      image={search.logo}
      subtitle={search.city}
      brokerName={search.name}
      onFilters={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      facts={() => (
        <>
          <Fact term="Address">{search.address}</Fact>
          <Fact term="Phone">
            {search.phone && (
              <a href={telHref(search.phone)} className="text-brand-700 hover:underline">
                {search.phone}
              </a>
            )}
          </Fact>
        </>
      )}
      aside={(records, loading) => (
        <SeenAgents agents={agentsSeen(records)} loading={loading} broker={{ id: brokerId, name: search.name }} />
      )}
    />
  );
}

/** The agents named in this page of listings, each linking to their own page. */
function SeenAgents({ agents, loading, broker }: { agents: SeenAgent[]; loading: boolean; broker: { id: string; name?: string } }) {
  return (
    <aside aria-labelledby="broker-agents-title" className="space-y-2">
      <h2 id="broker-agents-title" className="text-xl font-semibold">
        Agents in these listings
      </h2>
      {loading ? (
        <p className="text-sm text-slate-500">Loading agents…</p>
      ) : agents.length === 0 ? (
        <p className="text-sm text-slate-500">No agents are named in these listings.</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-labelledby="broker-agents-title"
          data-testid="broker-agents"
        >
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
              <span className="shrink-0 text-slate-500">
                {a.listings} {a.listings === 1 ? 'listing' : 'listings'}
              </span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
