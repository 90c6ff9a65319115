/**
 * The registry records on view as a CSV file (fields.ts `registryCsv`), made in the browser from
 * the page already read: the service gives no total, and reading every page to make a file would
 * spend a paid call per page, so the file is the page and says so in its name and its link.
 */
import { useEffect, useMemo } from 'react';
import { useTranslation } from '../../../lib/i18n/react.ts';
import type { RegistryRecord } from '../../../contract/index.ts';
import { registryCsv } from './fields.ts';

export function RegistryCsvLink({ records, page }: { records: readonly RegistryRecord[]; page: number }) {
  const { t } = useTranslation();
  // The header is in the language being read; the pages are drawn again when it changes (main.tsx).
  const href = useMemo(() => URL.createObjectURL(new Blob([registryCsv(records)], { type: 'text/csv;charset=utf-8' })), [records]);
  useEffect(() => () => URL.revokeObjectURL(href), [href]);
  return (
    <a
      href={href}
      download={`abu-dhabi-registry-page-${page}-${records.length}-records.csv`}
      title={t('market.registry.csvTitle', { count: records.length, page })}
      className="rounded bg-brand-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-800"
    >
      {t('market.registry.csv')}
    </a>
  );
}
