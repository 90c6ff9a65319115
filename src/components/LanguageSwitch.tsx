/**
 * The language switch for the header: one button naming the other language in that language
 * ("العربية" on an English page, "English" on an Arabic one), as Arabic and English sites do.
 * The choice is remembered and `<html lang dir>` follows it (src/lib/i18n/app.ts).
 */
import { useLanguage, useTranslation } from '../lib/i18n/react.ts';
import { LANGUAGE_NAMES, directionOf } from '../shared/languages.ts';

export function LanguageSwitch({ className = '' }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const other = useLanguage() === 'ar' ? 'en' : 'ar';
  return (
    <button
      type="button"
      // The name is read in its own language, and its letters run in its own direction; it is the
      // same in every language, so never translated.
      lang={other}
      translate="no"
      dir={directionOf(other)}
      title={t('language.switchTo', { language: LANGUAGE_NAMES[other] })}
      className={`rounded border border-slate-300 px-2 py-1.5 sm:px-3 text-sm font-medium text-slate-700 hover:bg-slate-100 ${className}`}
      onClick={() => void i18n.changeLanguage(other)}
    >
      {LANGUAGE_NAMES[other]}
    </button>
  );
}
