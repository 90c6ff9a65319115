import { Link } from '@tanstack/react-router';
import { useTranslation } from '../lib/i18n/react.ts';
import { formatNumber } from '../lib/format.ts';

/** `what`: what was not found, in the language being read ("page" unless said). */
export function NotFound({ what }: { what?: string }) {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="nf-title" className="mx-auto max-w-xl py-16 text-center">
      <p className="text-sm font-semibold text-brand-700">{formatNumber(404)}</p>
      <h1 id="nf-title" className="mt-2 text-2xl font-semibold">
        {t('shell.notFound.title', { what: what ?? t('shell.notFound.page') })}
      </h1>
      <p className="mt-2 text-slate-600">{t('shell.notFound.hint')}</p>
      <Link to="/" className="mt-6 inline-block rounded bg-brand-700 px-4 py-2 font-medium text-white hover:bg-brand-800">
        {t('shell.notFound.home')}
      </Link>
    </section>
  );
}
