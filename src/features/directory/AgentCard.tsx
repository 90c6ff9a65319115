/**
 * An agent in the directory. The simple card comes from `/search-agents`; the detailed one from
 * the higher-plan `/search-agents-detailed`, which adds phone, languages, nationality code and
 * the brokerage's id (so it can link to the brokerage).
 */
import { Link } from '@tanstack/react-router';
import type { AgentDetailed, AgentSimple } from '../../contract/index.ts';
import { Img } from '../../components/Img.tsx';
import { flagEmoji } from './flag.ts';
import { telHref } from './links.ts';
import { PropertiesCount } from './PropertiesCount.tsx';

const cardClass = 'flex h-full gap-3 rounded-lg border border-slate-200 bg-white p-4 shadow-sm';
const photoClass = 'h-16 w-16 shrink-0 rounded-full object-cover text-lg';

/** The agent's place in the service's sales or rentals ranking, when the list is sorted by one. */
function Rank({ rank }: { rank: string | undefined }) {
  if (!rank) return null;
  return (
    <p className="mt-1 inline-block rounded bg-brand-50 px-2 py-0.5 text-sm font-semibold text-brand-800" data-testid="agent-rank">
      {rank}
    </p>
  );
}

export function AgentSimpleCard({ agent, rank }: { agent: AgentSimple; rank?: string }) {
  return (
    <article className={cardClass} data-testid="agent-card">
      <Img src={agent.image ?? undefined} alt="" fallbackText={agent.name} className={photoClass} />
      <div className="min-w-0">
        <h3 className="font-semibold text-slate-900">
          <Link to="/agents/$agentId" params={{ agentId: agent.id }} className="hover:underline">
            {agent.name}
          </Link>
        </h3>
        {agent.position && <p className="text-sm text-slate-600">{agent.position}</p>}
        <dl className="mt-1 space-y-0.5 text-sm text-slate-600">
          {agent.nationality && (
            <div>
              <dt className="sr-only">Nationality</dt>
              <dd>{agent.nationality}</dd>
            </div>
          )}
          {agent.broker_name && (
            <div>
              <dt className="sr-only">Brokerage</dt>
              <dd className="truncate">{agent.broker_name}</dd>
            </div>
          )}
        </dl>
        <Rank rank={rank} />
        <PropertiesCount count={agent.total_properties} className="mt-1" />
      </div>
    </article>
  );
}

export function AgentDetailedCard({ agent, photo, rank }: { agent: AgentDetailed; photo?: string | null; rank?: string }) {
  const flag = flagEmoji(agent.nationality?.code);
  const languages = agent.languages.map((l) => l.name).filter(Boolean);
  return (
    <article className={cardClass} data-testid="agent-card-detailed">
      <Img src={photo ?? undefined} alt="" fallbackText={agent.name} className={photoClass} />
      <div className="min-w-0 flex-1">
        <h3 className="font-semibold text-slate-900">
          <Link to="/agents/$agentId" params={{ agentId: agent.id }} className="hover:underline">
            {agent.name}
          </Link>
        </h3>
        {agent.position && <p className="text-sm text-slate-600">{agent.position}</p>}
        <dl className="mt-2 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {agent.nationality && (
            <>
              <dt className="text-slate-500">Nationality</dt>
              <dd>
                {flag && (
                  <span aria-hidden="true" className="me-1">
                    {flag}
                  </span>
                )}
                {agent.nationality.name} <span className="text-slate-500">({agent.nationality.code})</span>
              </dd>
            </>
          )}
          {languages.length > 0 && (
            <>
              <dt className="text-slate-500">Languages</dt>
              <dd>{languages.join(', ')}</dd>
            </>
          )}
          {agent.phone && (
            <>
              <dt className="text-slate-500">Phone</dt>
              <dd>
                <a href={telHref(agent.phone)} className="text-brand-700 hover:underline">
                  {agent.phone}
                </a>
              </dd>
            </>
          )}
          {agent.broker && (
            <>
              <dt className="text-slate-500">Brokerage</dt>
              <dd className="min-w-0 break-words">
                <Link to="/brokers/$brokerId" params={{ brokerId: agent.broker.id }} className="text-brand-700 hover:underline">
                  {agent.broker.name}
                </Link>
              </dd>
            </>
          )}
        </dl>
        <Rank rank={rank} />
        <PropertiesCount count={agent.totalProperties} className="mt-1" />
      </div>
    </article>
  );
}
