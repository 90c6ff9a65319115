/**
 * An agent's page (`/agents/$agentId`): profile and listings (`/agent-properties`). Beyond what
 * every owner page shows: position, nationality and the brokerage, as the directories gave them
 * (else the brokerage these listings name).
 */
import { AsSent } from '../../components/AsSent.tsx';
import { Link, useParams } from '@tanstack/react-router';
import { AgentContact } from '../../components/AgentContact.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { KnownName, OwnerListing } from '../../contract/index.ts';
import { useKnownName } from '../../lib/names.ts';
import { mainBrokerId, mainListingPlace } from './derive.ts';
import { OwnerPage } from './OwnerPage.tsx';
import { Fact } from './ProfileHeader.tsx';

export function AgentPage() {
  return (
    <OwnerPage
      kind="agent"
      subtitle={(known) => known?.details?.position}
      facts={(known, records) => <AgentFacts known={known} records={records} />}
      contact={(known, records) => <Contact known={known} records={records} />}
    />
  );
}

function AgentFacts({ known, records }: { known: KnownName | null; records: OwnerListing[] }) {
  const { t } = useTranslation();
  const nationality = known?.details?.nationality;
  return (
    <>
      <Fact term={t('directory.owner.nationality')}>{nationality && <AsSent>{nationality}</AsSent>}</Fact>
      <Brokerage id={known?.details?.broker_id ?? mainBrokerId(records)} name={known?.details?.broker_name} />
    </>
  );
}

/**
 * Call, WhatsApp or email when the data gives a way; otherwise a look in the detailed agents
 * directory of the place most of these listings are in, once they have loaded.
 */
function Contact({ known, records }: { known: KnownName | null; records: OwnerListing[] | null }) {
  const { t } = useTranslation();
  const { agentId } = useParams({ strict: false });
  if (!agentId || records === null) return null;
  const name = known?.name ?? t('directory.owner.agent.self');
  const main = mainListingPlace(records);
  return (
    <section aria-labelledby="agent-contact-title" className="space-y-2">
      <h2 id="agent-contact-title" className="text-base font-semibold">
        {t('directory.owner.contact')}
      </h2>
      <AgentContact
        agent={{ id: agentId, name }}
        place={main ? { locationId: main.locationId } : {}}
        category={main?.category ?? 'residential_sale'}
      />
    </section>
  );
}

/** The agent's brokerage, linked, by the name the data gives it. */
function Brokerage({ id, name }: { id: string | undefined; name: string | undefined }) {
  const { t } = useTranslation();
  const known = useKnownName('broker', id).known?.name ?? name;
  const term = t('directory.owner.brokerage');
  if (!id) {
    return <Fact term={term}>{name && <AsSent>{name}</AsSent>}</Fact>;
  }
  return (
    <Fact term={term}>
      <Link to="/brokers/$brokerId" params={{ brokerId: id }} className="text-brand-700 hover:underline">
        {known ? <AsSent>{known}</AsSent> : t('directory.owner.brokerageUnnamed', { id })}
      </Link>
    </Fact>
  );
}
