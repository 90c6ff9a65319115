/**
 * A listing's link to its brokerage, named by the brokerage. A listing carries only the
 * brokerage's id; its name comes from what the data has said about that id (`/api/names`, learned
 * from the service's answers). Until then, or if the data never named it, the link says whose
 * brokerage it is: the listing agent's.
 */
import { Link } from '@tanstack/react-router';
import { useKnownName } from '../../lib/names.ts';

export function BrokerageLink({ brokerId, agentName }: { brokerId: string; agentName?: string }) {
  const { known } = useKnownName('broker', brokerId);
  const name = known?.name;
  return (
    <Link
      to="/brokers/$brokerId"
      params={{ brokerId }}
      className="ms-auto min-w-0 truncate text-brand-800 hover:underline"
      data-testid="brokerage-link"
    >
      {name ?? (agentName ? `${agentName}’s brokerage` : 'The listing’s brokerage')}
    </Link>
  );
}
