/**
 * The filters of a listing search: the sheet or folded line they live in (FilterSheet.tsx), with
 * what is set, and the form itself (SearchFilterForm.tsx), a chunk of its own that this asks for
 * (filter-form-code.ts). Until it is here, the filters' place says they are loading, or that they
 * could not load, with a retry.
 */
import { startTransition, useEffect, useId, useState } from 'react';
import { activeFilterCount } from './filter-form.ts';
import type { SearchFiltersProps } from './SearchFilterForm.tsx';
import { filterSummary } from './filter-summary.ts';
import { askFilterForm, loadedFilterForm } from './filter-form-code.ts';
import { useDisplay } from '../../lib/display.ts';
import { FilterSheet } from '../../components/FilterSheet.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';

export function SearchFilters(props: SearchFiltersProps) {
  const { endpoint, search } = props;
  const { t } = useTranslation();
  const display = useDisplay();
  const formId = useId();
  const { Form, failed, load } = useFilterForm();
  const locationId = typeof search.location_id === 'string' ? search.location_id : undefined;
  // On a phone the filters fold into a sheet, so the results are not a screen and a half down.
  // Once a search runs (a place is chosen), the wide screen's filters fold into one line of what is
  // set; a place chosen on this page keeps them open, where the person is working.
  const summary = filterSummary(endpoint, search, display);
  return (
    <FilterSheet
      activeCount={activeFilterCount(endpoint, search)}
      formId={formId}
      summary={locationId === undefined ? undefined : summary.length ? summary.join(' · ') : t('listings.filters.summary.none')}
      folded
      onReach={load}
    >
      {(sheet) =>
        Form ? (
          <Form {...props} formId={formId} sheet={sheet} />
        ) : (
          <div role="status" className="rounded-lg border border-slate-200 bg-white p-4 text-sm text-slate-600">
            {failed ? (
              <>
                {t('listings.filters.couldNotLoad')}{' '}
                <button type="button" onClick={load} className="font-medium text-brand-800 underline">
                  {t('shell.states.retry')}
                </button>
              </>
            ) : (
              t('shell.states.loading', { label: t('listings.filters.label') })
            )}
          </div>
        )
      }
    </FilterSheet>
  );
}

/**
 * The form, once its chunk is here: asked for after the page has drawn, or at once by `load` (the
 * reader reaching for the filters, or a retry). Drawn in a transition, as it is not yet in view.
 */
function useFilterForm() {
  const [Form, setForm] = useState(loadedFilterForm);
  const [failed, setFailed] = useState(false);
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    if (Form) return;
    let live = true;
    // Asked for by the reader: at once; else once the page has drawn.
    const cancel = askFilterForm(
      asked > 0,
      (next) => live && startTransition(() => setForm(() => next)),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
      cancel();
    };
  }, [Form, asked]);
  const load = () => {
    if (Form || (asked > 0 && !failed)) return;
    setFailed(false);
    setAsked((n) => n + 1);
  };
  return { Form, failed, load };
}
