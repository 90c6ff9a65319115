import { useTranslation } from '../../lib/i18n/react.ts';

const CLEAR_LOOKS = {
  primary: 'mt-3 bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'border border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
};

/** "Clear filters": beside "Apply filters", or the way out of a search nothing matched. */
export function ClearFiltersButton({ onClear, look }: { onClear: () => void; look: keyof typeof CLEAR_LOOKS }) {
  const { t } = useTranslation();
  return (
    <button type="button" onClick={onClear} className={`rounded-md px-4 py-2 text-sm font-medium ${CLEAR_LOOKS[look]}`}>
      {t('listings.filters.clear')}
    </button>
  );
}
