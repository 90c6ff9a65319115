/**
 * The digits toggle for Arabic pages: Arabic-Indic digits (٠-٩) on or off, Latin digits being the
 * default as on most UAE sites. English pages always use Latin digits, so it shows only in Arabic.
 * Numbers re-render in the chosen digits everywhere they go through the i18n formatters.
 */
import { useSyncExternalStore } from 'react';
import { getDigits, setDigits, subscribeDigits } from '../lib/i18n/digits.ts';
import { useLanguage, useTranslation } from '../lib/i18n/react.ts';

export function DigitsSwitch({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const digits = useSyncExternalStore(subscribeDigits, getDigits, getDigits);
  if (useLanguage() !== 'ar') return null;
  const on = digits === 'arab';
  return (
    <button
      type="button"
      aria-pressed={on}
      aria-label={t('digits.arab')}
      title={t(on ? 'digits.latn' : 'digits.arab')}
      className={`rounded border px-2 py-1.5 text-sm sm:px-3 font-medium ${on ? 'border-brand-600 bg-brand-50 text-brand-800' : 'border-slate-300 text-slate-700 hover:bg-slate-100'} ${className}`}
      onClick={() => setDigits(on ? 'latn' : 'arab')}
    >
      {t('digits.arabShort')}
    </button>
  );
}
