/**
 * Call, WhatsApp and email actions for an agent or a brokerage, from the number and email the
 * data gives (lib/contact.ts). Each is a link named for whom it reaches ("Call Sara Ali"); the
 * number is shown as written, left to right in both languages. Nothing when the data gives no way.
 */
import { useTranslation } from '../lib/i18n/react.ts';
import { contactLinks } from '../lib/contact.ts';

interface Props {
  /** Whom the actions reach, as the data names them (or "this agent" in the reader's words). */
  name: string;
  phone?: string | null;
  email?: string | null;
  /** Smaller actions, for cards. */
  compact?: boolean;
}

const ACTION = {
  call: 'bg-brand-700 text-white hover:bg-brand-800',
  whatsapp: 'bg-emerald-700 text-white hover:bg-emerald-800',
  email: 'border border-brand-700 bg-white text-brand-800 hover:bg-brand-50',
} as const;

export function ContactActions({ name, phone, email, compact = false }: Props) {
  const { t } = useTranslation();
  const links = contactLinks({ phone, email });
  if (!links.tel && !links.mailto) return null;
  const size = compact ? 'px-2.5 py-1 text-xs' : 'px-3 py-1.5 text-sm';
  const action = (kind: keyof typeof ACTION) => `inline-block rounded-md font-medium ${size} ${ACTION[kind]}`;
  return (
    <div className="space-y-2" data-testid="contact-actions">
      <dl className="space-y-0.5 text-sm">
        {links.phone && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-slate-500">{t('widgets.contact.phone')}</dt>
            <dd dir="ltr" translate="no" data-testid="contact-phone">
              {links.phone}
            </dd>
          </div>
        )}
        {links.email && (
          <div className="flex flex-wrap gap-x-2">
            <dt className="text-slate-500">{t('widgets.contact.email')}</dt>
            <dd dir="ltr" translate="no" className="break-all">
              {links.email}
            </dd>
          </div>
        )}
      </dl>
      <ul className="flex flex-wrap gap-2" aria-label={t('widgets.contact.ways', { name })}>
        {links.tel && (
          <li>
            <a href={links.tel} className={action('call')} aria-label={t('widgets.contact.callWho', { name })}>
              {t('widgets.contact.call')}
            </a>
          </li>
        )}
        {links.whatsapp && (
          <li>
            <a
              href={links.whatsapp}
              target="_blank"
              rel="noopener noreferrer"
              className={action('whatsapp')}
              aria-label={t('widgets.contact.whatsappWho', { name })}
            >
              {t('widgets.contact.whatsapp')}
            </a>
          </li>
        )}
        {links.mailto && (
          <li>
            <a href={links.mailto} className={action('email')} aria-label={t('widgets.contact.emailWho', { name })}>
              {t('widgets.contact.emailAction')}
            </a>
          </li>
        )}
      </ul>
    </div>
  );
}
