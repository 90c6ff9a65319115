/**
 * A brokerage's page (`/brokers/$brokerId`): profile, listings (`/broker-properties`) and the
 * agents seen in those listings. Beyond what every owner page shows: city, address and phone, as
 * the directories gave them.
 */
import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { KnownName } from '../../contract/index.ts';
import { agentsSeen, type SeenAgent } from './derive.ts';
import { ContactActions } from '../../components/ContactActions.tsx';
import { OwnerPage } from './OwnerPage.tsx';
import { Fact } from './ProfileHeader.tsx';

export function BrokerPage() {
  return (
    <OwnerPage
      kind="broker"
      subtitle={(known) => known?.details?.city}
      facts={(known) => <BrokerFacts known={known} />}
      contact={(known) => <BrokerContact known={known} />}
      aside={(records, loading) => <SeenAgents agents={agentsSeen(records)} loading={loading} />}
    />
  );
}

function BrokerFacts({ known }: { known: KnownName | null }) {
  const { t } = useTranslation();
  const address = known?.details?.address;
  return <Fact term={t('directory.owner.address')}>{address && <AsSent>{address}</AsSent>}</Fact>;
}

/** Call, WhatsApp or email, when the brokerage directory gave a number or an email. */
function BrokerContact({ known }: { known: KnownName | null }) {
  const { t } = useTranslation();
  const { phone, email } = known?.details ?? {};
  if (!phone && !email) return null;
  return <ContactActions name={known?.name ?? t('directory.owner.broker.self')} phone={phone} email={email} />;
}

/** The agents named in this page of listings, each linking to their own page. */
function SeenAgents({ agents, loading }: { agents: SeenAgent[]; loading: boolean }) {
  const { t } = useTranslation();
  return (
    <aside aria-labelledby="broker-agents-title" className="space-y-2">
      <h2 id="broker-agents-title" className="text-xl font-semibold">
        {t('directory.owner.agentsTitle')}
      </h2>
      {loading ? (
        <p className="text-sm text-slate-500">{t('directory.owner.agentsLoading')}</p>
      ) : agents.length === 0 ? (
        <p className="text-sm text-slate-500">{t('directory.owner.agentsNone')}</p>
      ) : (
        <ul
          className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white"
          aria-labelledby="broker-agents-title"
          data-testid="broker-agents"
        >
          {agents.map((a) => (
            <li key={a.id} className="flex items-center justify-between gap-2 px-3 py-2 text-sm">
              <Link to="/agents/$agentId" params={{ agentId: a.id }} className="truncate font-medium text-brand-700 hover:underline">
                <AsSent>{a.name}</AsSent>
              </Link>
              <span className="shrink-0 text-slate-500">{t('counts.listings', { count: a.listings })}</span>
            </li>
          ))}
        </ul>
      )}
    </aside>
  );
}
