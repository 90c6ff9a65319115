/**
 * An agent's page (`/agents/$agentId`): profile and listings (`/agent-properties`). Beyond what
 * every owner page shows: nationality, and the brokerage (from the link, else from the listings).
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { mainBrokerId } from './derive.ts';
import { OwnerPage } from './OwnerPage.tsx';
import { Fact } from './ProfileHeader.tsx';

const route = getRouteApi('/agents/$agentId');

export function AgentPage() {
  const { agentId } = route.useParams();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  return (
    <OwnerPage
      kind="agent"
      id={agentId}
      search={search}
      image={search.photo}
      subtitle={search.position}
      onFilters={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      facts={(records) => {
        const brokerId = search.broker_id ?? mainBrokerId(records);
        return (
          <>
            <Fact term="Nationality">{search.nationality}</Fact>
            <Fact term="Brokerage">
              {brokerId ? (
                <Link
                  to="/brokers/$brokerId"
                  params={{ brokerId }}
                  search={{ name: search.broker }}
                  className="text-brand-700 hover:underline"
                >
                  {search.broker ?? `Brokerage ${brokerId}`}
                </Link>
              ) : (
                search.broker
              )}
            </Fact>
          </>
        );
      }}
    />
  );
}
