/**
 * How to reach an agent, wherever one is shown with a place to look them up in (a listing, the
 * agent's page): call, WhatsApp and email when the data gives a number or an email; otherwise a
 * button that looks the agent up in the detailed agents directory of the place, a few pages per
 * press (lib/agent-contact.ts); and when that cannot help, a plain sentence on how to reach them.
 */
import { useState } from 'react';
import { Trans } from '../lib/i18n/Trans.tsx';
import { useTranslation } from '../lib/i18n/react.ts';
import { AsSent } from './AsSent.tsx';
import type { Category } from '../contract/index.ts';
import { AGENT_LOOKUP_MAX_PAGES, AGENT_LOOKUP_PAGES, useAgentContact, type AgentPlace } from '../lib/agent-contact.ts';
import { ContactActions } from './ContactActions.tsx';
import { ErrorState } from './states.tsx';

interface Props {
  agent: { id: string; name: string };
  place: AgentPlace;
  category: Category;
  /** The listing's public page (a listing's box); without it, the sentence points to their listings. */
  publicUrl?: string | null;
}

/** The contact sentences that name the agent (and the place). */
type SaidKey = `widgets.contact.${'viaListing' | 'viaListings' | 'noNumber' | 'findHint' | 'looking' | 'notAmong' | 'notAmongHere'}`;

/** A sentence naming the agent (and the place): the data's names marked as such, in their own direction. */
function Said({ k, values }: { k: SaidKey; values: Record<string, unknown> }) {
  return <Trans i18nKey={k} values={values} components={{ name: <AsSent /> }} />;
}

const BUTTON = 'rounded-md border border-brand-700 bg-white px-3 py-1.5 text-sm font-medium text-brand-800 hover:bg-brand-50';

export function AgentContact({ agent, place, category, publicUrl }: Props) {
  const { t } = useTranslation();
  const [pages, setPages] = useState(0);
  const contact = useAgentContact(agent.id, place, category, pages);
  const name = agent.name;
  const more = () => setPages((p) => Math.min(AGENT_LOOKUP_MAX_PAGES, p + AGENT_LOOKUP_PAGES));
  const otherwise = publicUrl ? (
    <p className="text-sm text-slate-700" data-testid="contact-otherwise">
      <Said k="widgets.contact.viaListing" values={{ name }} />{' '}
      <a href={publicUrl} target="_blank" rel="noopener noreferrer" className="text-brand-800 underline">
        {t('listings.property.publicPage')}
        <span className="sr-only">{t('listings.property.newTab')}</span>
      </a>
    </p>
  ) : (
    <p className="text-sm text-slate-700" data-testid="contact-otherwise">
      <Said k="widgets.contact.viaListings" values={{ name }} />
    </p>
  );

  switch (contact.state) {
    case 'loading':
      return null;
    case 'found':
      return contact.phone || contact.email ? (
        <ContactActions name={name} phone={contact.phone} email={contact.email} />
      ) : (
        <div className="space-y-1">
          <p className="text-sm text-slate-600">
            <Said k="widgets.contact.noNumber" values={{ name }} />
          </p>
          {otherwise}
        </div>
      );
    case 'unknown':
      return (
        <div className="space-y-1">
          <button type="button" className={BUTTON} onClick={more} aria-describedby={`find-hint-${agent.id}`}>
            {t('widgets.contact.find')}
          </button>
          <p id={`find-hint-${agent.id}`} className="text-xs text-slate-500">
            <Said k="widgets.contact.findHint" values={{ name }} />
          </p>
        </div>
      );
    case 'looking':
      return (
        <p role="status" className="text-sm text-slate-600">
          <Said k="widgets.contact.looking" values={{ name }} />
        </p>
      );
    case 'notFound':
      return (
        <div className="space-y-2" role="status">
          <p className="text-sm text-slate-600" data-testid="contact-not-found">
            {contact.place === null && contact.seen === 0 ? (
              t('widgets.contact.noPlace')
            ) : contact.place ? (
              <Said k="widgets.contact.notAmong" values={{ name, seen: contact.seen, place: contact.place }} />
            ) : (
              <Said k="widgets.contact.notAmongHere" values={{ name, seen: contact.seen }} />
            )}
          </p>
          {contact.more && (
            <button type="button" className={BUTTON} onClick={more}>
              {t('widgets.contact.lookFurther')}
            </button>
          )}
          {otherwise}
        </div>
      );
    case 'plan':
      return (
        <div className="space-y-1" role="status">
          <p className="text-sm text-slate-600" data-testid="contact-plan">
            {t('widgets.contact.plan')}
          </p>
          {otherwise}
        </div>
      );
    case 'error':
      return (
        <div className="space-y-2">
          <ErrorState error={contact.error} what={t('widgets.contact.what')} onRetry={contact.retry} />
          {otherwise}
        </div>
      );
  }
}
