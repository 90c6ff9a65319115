/**
 * A brokerage's page (`/brokers/$brokerId`): profile, listings (`/broker-properties`) and the
 * agents seen in those listings. Beyond what every owner page shows: city, address and phone, as
 * the directories gave them.
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
      subtitle={(known) => known?.details?.city}
      onFilters={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      facts={(known) => {
        const phone = known?.details?.phone;
        return (
          <>
            <Fact term="Address">{known?.details?.address}</Fact>
            <Fact term="Phone">
              {phone && (
                <a href={telHref(phone)} className="text-brand-700 hover:underline">
                  {phone}
                </a>
              )}
            </Fact>
          </>
        );
      }}
      aside={(records, loading) => <SeenAgents agents={agentsSeen(records)} loading={loading} />}
    />
  );
}

/** The agents named in this page of listings, each linking to their own page. */
function SeenAgents({ agents, loading }: { agents: SeenAgent[]; loading: boolean }) {
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
              <Link to="/agents/$agentId" params={{ agentId: a.id }} className="truncate font-medium text-brand-700 hover:underline">
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
