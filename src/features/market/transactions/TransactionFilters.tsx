/**
 * The transactions view's filters. Each change goes straight into the URL (and back to the first
 * page of records); the value sets come from the contract.
 */
import {
  BEDROOM_CHOICES,
  INSIGHT_PERIOD_MONTHS,
  RES_TYPES,
  TRANSACTION_PERIODS,
  TRANSACTION_SORT,
  TRANSACTION_TYPES,
  type InsightPeriod,
  type PeriodCoverage,
} from '../../../contract/index.ts';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { formatBedroomCategory, formatMonth } from '../../../lib/format.ts';
import { readingI18n } from '../../../lib/i18n/reading.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { SegmentedField } from '../controls.tsx';

import { DEFAULT_PERIOD, DEFAULT_TRANSACTION_TYPE, type RecordsSearch as Query } from './query.ts';

/** A period's name in the language being read. */
const periodLabel = (period: InsightPeriod) => readingI18n().t(valueKey('period', period));

/**
 * The service's periods always; the longer ones (2 and 3 years, all) once the store holds records
 * older than the service's 12 months, labelled with where their coverage starts when it is short.
 */
function periodOptions(periods: readonly PeriodCoverage[] | undefined, chosen: InsightPeriod): { value: InsightPeriod; label: string }[] {
  const longer = (periods ?? []).filter((p) => (INSIGHT_PERIOD_MONTHS[p.period] ?? Infinity) > 12 && (p.held || p.period === chosen));
  return [
    ...optionsOf(TRANSACTION_PERIODS, periodLabel),
    ...longer.map((p) => ({
      value: p.period,
      label:
        p.complete || p.start === null
          ? periodLabel(p.period)
          : readingI18n().t('market.filters.partialPeriod', { period: periodLabel(p.period) }),
    })),
  ];
}

/** How many of the transaction filters differ from their defaults (the records' sort is not a filter). */
export function transactionFilterCount(query: Query): number {
  const { transaction_type, property_type, bedrooms, period } = query;
  return [
    transaction_type !== undefined && transaction_type !== DEFAULT_TRANSACTION_TYPE,
    property_type !== undefined,
    bedrooms !== undefined,
    period !== undefined && period !== DEFAULT_PERIOD,
  ].filter(Boolean).length;
}

export function TransactionFilters({
  query,
  periods,
  onChange,
}: {
  query: Query;
  /** The periods the store can answer (from the figures' answer; the service's until it arrives). */
  periods?: readonly PeriodCoverage[];
  onChange: (patch: Partial<Query>) => void;
}) {
  const { t } = useTranslation();
  const period = query.period ?? DEFAULT_PERIOD;
  /** Bedrooms is a single count (0 = studio); the service takes up to 50, people pick up to 7+. */
  const bedroomOptions = BEDROOM_CHOICES.map((n) => ({ value: String(n), label: formatBedroomCategory(n) }));
  const chosenLonger = periods?.find((p) => p.period === period && (INSIGHT_PERIOD_MONTHS[p.period] ?? Infinity) > 12);
  return (
    <form className="flex flex-wrap items-end gap-4" aria-label={t('market.filters.form')} onSubmit={(e) => e.preventDefault()}>
      <SegmentedField
        legend={t('market.filters.transactions')}
        value={query.transaction_type ?? DEFAULT_TRANSACTION_TYPE}
        options={optionsOf(TRANSACTION_TYPES, (v) => t(valueKey('transactionType', v)))}
        onChange={(v) => onChange({ transaction_type: v })}
      />
      <ValueSelect
        label={t('market.filters.propertyType')}
        className="w-44"
        value={query.property_type}
        options={optionsOf(RES_TYPES, (v) => t(valueKey('propertyType', v)))}
        anyLabel={t('market.filters.anyType')}
        onChange={(v) => onChange({ property_type: v })}
      />
      <ValueSelect
        label={t('market.filters.bedrooms')}
        className="w-32"
        value={query.bedrooms === undefined ? undefined : String(query.bedrooms)}
        options={bedroomOptions}
        anyLabel={t('market.filters.any')}
        onChange={(v) => onChange({ bedrooms: v === undefined ? undefined : Number(v) })}
      />
      <SegmentedField
        legend={t('market.filters.period')}
        value={period}
        options={periodOptions(periods, period)}
        onChange={(v) => onChange({ period: v })}
      />
      {chosenLonger && !chosenLonger.complete && (
        <p className="basis-full text-sm text-slate-600">
          {chosenLonger.start
            ? t('market.filters.partialNoteFrom', { period: periodLabel(period).toLowerCase(), month: formatMonth(chosenLonger.start) })
            : t('market.filters.partialNote', { period: periodLabel(period).toLowerCase() })}
        </p>
      )}
      <ValueSelect
        label={t('market.filters.sort')}
        className="w-40"
        value={query.sort ?? 'newest'}
        options={optionsOf(TRANSACTION_SORT, (v) => t(valueKey('sort', v)))}
        onChange={(v) => onChange({ sort: v })}
      />
    </form>
  );
}
