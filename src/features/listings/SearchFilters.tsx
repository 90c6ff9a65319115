/**
 * The filter form of a listing search, generated from the endpoint's parameters. Selects and
 * chips apply at once; typed amounts apply with Enter or "Apply filters". react-hook-form holds
 * the draft; the contract validates it; only a valid search reaches the URL (and so the service).
 */
import { useEffect, useEffectEvent, useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChipsField, RangeField, SelectField, optionsOf } from '../../components/form/index.ts';
import {
  activeFilterCount,
  filterFieldsOf,
  filterResolver,
  keepTypedDrafts,
  rangeNote,
  toFormValues,
  type FilterField,
  type FilterValues,
  type SearchEndpoint,
  valueLabel,
} from './filter-form.ts';
import { anyLabel, fieldLabel, priceLegend, rangeLegend } from './search-pages.ts';
import { filterSummary } from './filter-summary.ts';
import { useDisplay } from '../../lib/display.ts';
import { FilterSheet, type SheetControl } from '../../components/FilterSheet.tsx';
import { useTranslation } from 'react-i18next';

interface Props {
  endpoint: SearchEndpoint;
  /** The current URL search (filters included). */
  search: Record<string, unknown>;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  canClear: boolean;
}

const errorOf = (errors: Record<string, { message?: string } | undefined>, key: string) => errors[key]?.message;

export function SearchFilters({ endpoint, search, onApply, onClear, canClear }: Props) {
  const { t } = useTranslation();
  const fields = useMemo(() => filterFieldsOf(endpoint), [endpoint]);
  // Amounts shown and typed in the person's currency and area unit; the URL keeps AED and sqft.
  const display = useDisplay();
  const urlValues = useMemo(() => toFormValues(endpoint, search, display), [endpoint, search, display]);
  // useForm takes its options afresh on every render, so the resolver sees the current location.
  const locationId = typeof search.location_id === 'string' ? search.location_id : undefined;
  const {
    register,
    control,
    handleSubmit,
    reset,
    getValues,
    formState: { errors },
  } = useForm<FilterValues>({
    defaultValues: urlValues,
    resolver: filterResolver(endpoint, { location_id: locationId }, display),
  });
  // The URL is the truth: back/forward or a pasted link must show up in the form. A figure typed
  // as people type them ("3.5M", "٦٠٠٠٠٠٠") stays as typed when it means what the URL now says.
  const urlKey = JSON.stringify(urlValues);
  const showUrl = useEffectEvent((key: string) => reset(keepTypedDrafts(endpoint, JSON.parse(key) as FilterValues, getValues(), display)));
  useEffect(() => showUrl(urlKey), [urlKey]);
  // What each typed figure was read as, shown beside it as the person types.
  const typed = useWatch({ control }) as FilterValues;
  const noteOf = (fieldKey: string, key: string) => {
    const text = typed[key];
    return typeof text === 'string' ? rangeNote(fieldKey, text, display) : undefined;
  };

  // A choice applies at once; in the phone's sheet, submitting (its "Show results", or Enter in a
  // field) applies what was typed and closes the sheet when it is valid.
  const applyNow = () => void handleSubmit(onApply)();
  const submitIn = (sheet: SheetControl | null) =>
    handleSubmit((values) => {
      onApply(values);
      sheet?.close();
    });
  const formId = useId();
  const rentFrequency = useWatch({ control, name: 'rent_frequency' }) as string | undefined;

  const render = (field: FilterField) => {
    switch (field.kind) {
      case 'range':
        return (
          <RangeField
            key={field.key}
            legend={field.key === 'price' ? priceLegend(endpoint, rentFrequency, display.currency) : rangeLegend(field.key, display.unit)}
            minProps={register(field.min)}
            maxProps={register(field.max)}
            minError={errorOf(errors, field.min)}
            maxError={errorOf(errors, field.max)}
            minNote={noteOf(field.key, field.min)}
            maxNote={noteOf(field.key, field.max)}
          />
        );
      case 'select':
        return (
          <SelectField
            key={field.key}
            label={fieldLabel(field.key)}
            options={optionsOf(field.values, (v) => valueLabel(field.key, v))}
            emptyLabel={field.default === undefined ? anyLabel(field.key) : undefined}
            error={errorOf(errors, field.key)}
            {...register(field.key, { onChange: applyNow })}
          />
        );
      case 'chips': {
        const chips = (
          <Controller
            key={field.key}
            control={control}
            name={field.key}
            render={({ field: f }) => (
              <ChipsField
                legend={fieldLabel(field.key)}
                options={optionsOf(field.values, field.label)}
                value={(f.value as string[] | undefined) ?? []}
                onChange={(next) => {
                  f.onChange(next);
                  applyNow();
                }}
                error={errorOf(errors, field.key)}
              />
            )}
          />
        );
        // A long set of choices (amenities) folds away so the results stay near the top.
        return field.values.length > 8 ? (
          <details
            key={field.key}
            className="sm:col-span-2 lg:col-span-4"
            open={Array.isArray(search[field.key]) && (search[field.key] as unknown[]).length > 0}
          >
            <summary className="cursor-pointer text-sm font-medium text-brand-800">{fieldLabel(field.key)}</summary>
            <div className="mt-2">{chips}</div>
          </details>
        ) : (
          chips
        );
      }
    }
  };

  const form = (sheet: SheetControl | null) => (
    <form
      id={formId}
      role="search"
      aria-label={t('listings.filters.label')}
      noValidate
      onSubmit={(e) => void submitIn(sheet)(e)}
      className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 lg:grid-cols-4"
    >
      {fields.map(render)}
      <div className="flex items-end gap-2 sm:col-span-2 lg:col-span-4">
        {/* In the phone's sheet, its "Show results" is this form's one submit. */}
        {!sheet && (
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800">
            {t('listings.filters.apply')}
          </button>
        )}
        {canClear && <ClearFiltersButton onClear={onClear} look="secondary" />}
      </div>
    </form>
  );
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
    >
      {form}
    </FilterSheet>
  );
}

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
