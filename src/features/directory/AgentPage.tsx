/**
 * An agent's page (`/agents/$agentId`): profile and listings (`/agent-properties`). Beyond what
 * every owner page shows: position, nationality and the brokerage, as the directories gave them
 * (else the brokerage these listings name).
 */
import { Link, getRouteApi } from '@tanstack/react-router';
import { useKnownName } from '../../lib/names.ts';
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
      subtitle={(known) => known?.details?.position}
      onFilters={(next) => void navigate({ search: (prev) => ({ ...prev, ...next }) })}
      facts={(known, records) => (
        <>
          <Fact term="Nationality">{known?.details?.nationality}</Fact>
          <Brokerage id={known?.details?.broker_id ?? mainBrokerId(records)} name={known?.details?.broker_name} />
        </>
      )}
    />
  );
}

/** The agent's brokerage, linked, by the name the data gives it. */
function Brokerage({ id, name }: { id: string | undefined; name: string | undefined }) {
  const known = useKnownName('broker', id).known?.name ?? name;
  if (!id) return <Fact term="Brokerage">{name}</Fact>;
  return (
    <Fact term="Brokerage">
      <Link to="/brokers/$brokerId" params={{ brokerId: id }} className="text-brand-700 hover:underline">
        {known ?? `Brokerage ${id} (name not known)`}
      </Link>
    </Fact>
  );
}
