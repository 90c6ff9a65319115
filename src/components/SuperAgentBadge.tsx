import { useTranslation } from '../lib/i18n/react.ts';

/** The portal's mark of a top-rated agent, beside the agent's name on cards and listing pages. */
export function SuperAgentBadge() {
  const { t } = useTranslation();
  return (
    <span className="rounded bg-amber-100 px-1.5 py-0.5 text-[11px] font-semibold text-amber-900" title={t('widgets.superAgent.title')}>
      {t('widgets.superAgent.label')}
    </span>
  );
}
