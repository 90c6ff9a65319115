/**
 * The filter form of a listing search, generated from the endpoint's parameters. Selects and
 * chips apply at once; typed amounts apply with Enter or "Apply filters". react-hook-form holds
 * the draft; the contract validates it; only a valid search reaches the URL (and so the service).
 *
 * A chunk of its own, with react-hook-form (about 14 KB gzip): SearchFilters.tsx draws the
 * filters' frame and asks for it (filter-form-code.ts).
 */
import { useEffect, useEffectEvent, useMemo, useRef } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { ChipsField, RangeField, SelectField, optionsOf } from '../../components/form/index.ts';
import {
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
import { useDisplay } from '../../lib/display.ts';
import type { SheetControl } from '../../components/FilterSheet.tsx';
import { useTranslation } from '../../lib/i18n/react.ts';
import { ClearFiltersButton } from './ClearFiltersButton.tsx';

/** What a search hands its filters. */
export interface SearchFiltersProps {
  endpoint: SearchEndpoint;
  /** The current URL search (filters included). */
  search: Record<string, unknown>;
  onApply: (values: FilterValues) => void;
  onClear: () => void;
  canClear: boolean;
}

export interface FormProps extends SearchFiltersProps {
  /** The form's id, which the phone's sheet's "Show results" submits. */
  formId: string;
  /** The phone's sheet it is drawn in, or null where it shows in place. */
  sheet: SheetControl | null;
}

const errorOf = (errors: Record<string, { message?: string } | undefined>, key: string) => errors[key]?.message;

export function SearchFilterForm({ endpoint, search, onApply, onClear, canClear, formId, sheet }: FormProps) {
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
  // The form starts with the URL's values: only a later change is shown (a reset at the start drew
  // the form again, part of a 60 ms task after the app's first draw on a slow phone, 4x).
  const shownKey = useRef(urlKey);
  useEffect(() => {
    if (shownKey.current === urlKey) return;
    shownKey.current = urlKey;
    showUrl(urlKey);
  }, [urlKey]);
  // What each typed figure was read as, shown beside it as the person types.
  const typed = useWatch({ control }) as FilterValues;
  const noteOf = (fieldKey: string, key: string) => {
    const text = typed[key];
    return typeof text === 'string' ? rangeNote(fieldKey, text, display) : undefined;
  };

  // A choice applies at once; in the phone's sheet, submitting (its "Show results", or Enter in a
  // field) applies what was typed and closes the sheet when it is valid.
  const applyNow = () => void handleSubmit(onApply)();
  const submit = handleSubmit((values) => {
    onApply(values);
    sheet?.close();
  });
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

  return (
    <form
      id={formId}
      role="search"
      aria-label={t('listings.filters.label')}
      noValidate
      onSubmit={(e) => void submit(e)}
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
}
