/**
 * A listing's link to its brokerage, named by the brokerage. A listing carries only the
 * brokerage's id; its name comes from what the data has said about that id (`/api/names`, learned
 * from the service's answers: the server reads the brokerage directory of a place whose results
 * showed brokerages it cannot name, so a later visit finds the name). Until then, or if the
 * directory never names it, the link says whose brokerage it is, the listing agent's, and never
 * makes up a name. Names are the data's: not translated, in their own direction.
 */
import { Link } from '@tanstack/react-router';
import { createContext, useContext, useMemo, type ReactNode } from 'react';
import { Trans } from '../../lib/i18n/Trans.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { useKnownNames } from '../../lib/names.ts';

/**
 * The names of a list's brokerages, asked once for the list (ListedBrokerages): a card's link
 * reads its own from here. Asked by each card, a search's 25 cards each set up a names query, its
 * observer and its subscriptions in the task after the first draw.
 */
const BrokerageNames = createContext<ReadonlyMap<string, string>>(new Map());

/** The brokerages of these ids named for the links drawn inside (each id asked once, in the list's order). */
export function ListedBrokerages({ ids, children }: { ids: readonly string[]; children: ReactNode }) {
  const unique = useMemo(() => [...new Set(ids)], [ids]);
  const states = useKnownNames('broker', unique);
  // A new map only when a name arrives: the links are drawn again then, not on each render here.
  const named = JSON.stringify(states.map((state) => state.known?.name ?? null));
  const value = useMemo(() => {
    const names = JSON.parse(named) as (string | null)[];
    return new Map(unique.flatMap((id, i) => (names[i] ? [[id, names[i]] as const] : [])));
  }, [unique, named]);
  return <BrokerageNames value={value}>{children}</BrokerageNames>;
}

export function BrokerageLink({ brokerId, agentName }: { brokerId: string; agentName?: string }) {
  const { t } = useTranslation();
  const name = useContext(BrokerageNames).get(brokerId);
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
