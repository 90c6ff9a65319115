/**
 * A listing's agent, linked to the agent's page, with the SuperAgent badge when the portal gives
 * it. The name is the data's: not translated, in its own direction.
 */
import { Link } from '@tanstack/react-router';
import { SuperAgentBadge } from './SuperAgentBadge.tsx';

interface Props {
  agent: { id: string; name: string; is_super_agent?: boolean | null };
  /** The link's look where it is shown. */
  className: string;
}

export function AgentLink({ agent, className }: Props) {
  return (
    <>
      <Link to="/agents/$agentId" params={{ agentId: agent.id }} className={className}>
        <bdi translate="no">{agent.name}</bdi>
      </Link>
      {agent.is_super_agent && <SuperAgentBadge />}
    </>
  );
}
