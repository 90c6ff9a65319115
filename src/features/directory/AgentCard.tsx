/**
 * An agent in the directory. The simple card comes from `/search-agents`; the detailed one from
 * the higher-plan `/search-agents-detailed`, which adds phone, languages, nationality code and
 * the brokerage's id (so it can link to the brokerage). Names, positions, nationalities and
 * languages are the service's words, shown as sent.
 */
import { AsSent } from '../../components/AsSent.tsx';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import type { AgentDetailed, AgentSimple } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { flagEmoji } from './flag.ts';
import { ContactActions } from '../../components/ContactActions.tsx';
import { emailOf } from '../../lib/contact.ts';
import { PropertiesCount } from './PropertiesCount.tsx';

interface FrameProps {
  testId: string;
  /** What both records name the same way. */
  agent: { id: string; name: string; position?: string | null };
  photo: string | null | undefined;
  /** The agent's place in the service's sales or rentals ranking, when the list is sorted by one. */
  rank: string | undefined;
  count: number | null | undefined;
  children: ReactNode;
}

/** What both cards show: photo, linked name, position, the card's facts, rank and properties count. */
function AgentCardFrame({ testId, agent, photo, rank, count, children }: FrameProps) {
  const { id, name, position } = agent;
  return (
    <article className="flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm" data-testid={testId}>
      <Img src={photo ?? undefined} alt="" fallbackText={name} className="h-16 w-16 shrink-0 rounded-full object-cover text-lg" />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          <Link to="/agents/$agentId" params={{ agentId: id }} className="hover:underline">
            <AsSent>{name}</AsSent>
          </Link>
        </h3>
        {position && (
          <p className="text-sm text-slate-600">
            <AsSent>{position}</AsSent>
          </p>
        )}
        {children}
        {rank && (
          <p className="mt-1 inline-block rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800" data-testid="agent-rank">
            {rank}
          </p>
        )}
        <PropertiesCount count={count} className="mt-1" />
      </div>
    </article>
  );
}

export function AgentSimpleCard({ agent, rank }: { agent: AgentSimple; rank?: string }) {
  const { t } = useTranslation();
  return (
    <AgentCardFrame testId="agent-card" agent={agent} photo={agent.image} rank={rank} count={agent.total_properties}>
      <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
        {agent.nationality && (
          <div>
            <dt className="sr-only">{t('directory.card.nationality')}</dt>
            <dd>
              <AsSent>{agent.nationality}</AsSent>
            </dd>
          </div>
        )}
        {agent.broker_name && (
          <div>
            <dt className="sr-only">{t('directory.card.brokerage')}</dt>
            <dd className="truncate">
              <AsSent>{agent.broker_name}</AsSent>
            </dd>
          </div>
        )}
      </dl>
    </AgentCardFrame>
  );
}

export function AgentDetailedCard({ agent, photo, rank }: { agent: AgentDetailed; photo?: string | null; rank?: string }) {
  const { t } = useTranslation();
  const flag = flagEmoji(agent.nationality?.code);
  const languages = agent.languages.map((l) => l.name).filter(Boolean);
  return (
    <AgentCardFrame testId="agent-card-detailed" agent={agent} photo={photo} rank={rank} count={agent.totalProperties}>
      <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {agent.nationality && (
          <>
            <dt className="text-slate-500">{t('directory.card.nationality')}</dt>
            <dd>
              {flag && (
                <span aria-hidden="true" className="me-1">
                  {flag}
                </span>
              )}
              <bdi translate="no">{agent.nationality.name}</bdi>{' '}
              <span className="text-slate-500" translate="no" dir="ltr">
                ({agent.nationality.code})
              </span>
            </dd>
          </>
        )}
        {languages.length > 0 && (
          <>
            <dt className="text-slate-500">{t('directory.card.languages')}</dt>
            <dd>
              <AsSent>{languages.join(t('directory.card.listSeparator'))}</AsSent>
            </dd>
          </>
        )}
        {agent.broker && (
          <>
            <dt className="text-slate-500">{t('directory.card.brokerage')}</dt>
            <dd className="min-w-0 break-words">
              <Link to="/brokers/$brokerId" params={{ brokerId: agent.broker.id }} className="text-brand-700 hover:underline">
                <AsSent>{agent.broker.name}</AsSent>
              </Link>
            </dd>
          </>
        )}
      </dl>
      <div className="mt-2">
        <ContactActions name={agent.name} phone={agent.phone} email={emailOf(agent)} compact />
      </div>
    </AgentCardFrame>
  );
}
