/**
 * A listing's link to its brokerage, named by the brokerage. A listing carries only the
 * brokerage's id; its name comes from what the data has said about that id (`/api/names`, learned
 * from the service's answers: the server reads the brokerage directory of a place whose results
 * showed brokerages it cannot name, so a later visit finds the name). Until then, or if the
 * directory never names it, the link says whose brokerage it is, the listing agent's, and never
 * makes up a name. Names are the data's: not translated, in their own direction.
 */
import { Link } from '@tanstack/react-router';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { useKnownName } from '../../lib/names.ts';

export function BrokerageLink({ brokerId, agentName }: { brokerId: string; agentName?: string }) {
  const { t } = useTranslation();
  const { known } = useKnownName('broker', brokerId);
  const name = known?.name;
  return (
    <Link
      to="/brokers/$brokerId"
      params={{ brokerId }}
      className="ms-auto min-w-0 truncate text-brand-800 hover:underline"
      data-testid="brokerage-link"
    >
      {name ? (
        <bdi translate="no">{name}</bdi>
      ) : agentName ? (
        <Trans i18nKey="listings.card.brokerageOf" values={{ agent: agentName }} components={{ name: <bdi translate="no" /> }} />
      ) : (
        t('listings.card.brokerage')
      )}
    </Link>
  );
}
