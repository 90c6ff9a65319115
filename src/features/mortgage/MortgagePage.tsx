/**
 * `/mortgage`: the mortgage estimate for any price. Its inputs live in the URL (prices in AED), so
 * an estimate opened from a listing, or shared, shows the same figures.
 */
import { getRouteApi } from '@tanstack/react-router';
import { useCallback } from 'react';
import { useTranslation } from '../../lib/i18n/react.ts';
import { MortgageEstimate } from '../../components/mortgage/MortgageEstimate.tsx';
import { useDisplay } from '../../lib/display.ts';
import { searchOf } from '../../lib/mortgage-form.ts';
import type { MortgageInput } from '../../shared/mortgage.ts';

const route = getRouteApi('/mortgage');

export function MortgagePage() {
  const { t } = useTranslation();
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const { currency } = useDisplay();
  const keep = useCallback(
    (input: MortgageInput) => void navigate({ search: (prev) => ({ ...prev, ...searchOf(input) }), replace: true, resetScroll: false }),
    [navigate],
  );
  return (
    <section aria-labelledby="mortgage-page-title" className="mx-auto max-w-4xl space-y-4">
      <h1 id="mortgage-page-title" className="text-2xl font-semibold">
        {t('saved.mortgage.title')}
      </h1>
      <p className="text-slate-700">{t('saved.mortgage.intro')}</p>
      {/* A new currency re-reads the typed price from the URL's AED figure. */}
      <MortgageEstimate key={currency} initial={search} onInputs={keep} headingLevel={2} />
    </section>
  );
}
