import { useTranslation } from '../../lib/i18n/react.ts';

/** "165 properties" on a directory card; nothing when the service did not say. */
export function PropertiesCount({ count, className = '' }: { count: number | null | undefined; className?: string }) {
  const { t } = useTranslation();
  if (count === null || count === undefined) return null;
  return (
    <p className={`text-sm font-medium text-slate-800 ${className}`} data-testid="properties-count">
      {t('directory.counts.properties', { count })}
    </p>
  );
}
