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
  labelOf,
  type InsightPeriod,
  type PeriodCoverage,
} from '../../../contract/index.ts';
import { formatBedroomCategory, formatMonth } from '../../../lib/format.ts';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { SegmentedField } from '../controls.tsx';

import { DEFAULT_PERIOD, DEFAULT_TRANSACTION_TYPE, type RecordsSearch as Query } from './query.ts';

const TYPE_OPTIONS = optionsOf(TRANSACTION_TYPES);
const PROPERTY_OPTIONS = optionsOf(RES_TYPES);
const SERVICE_PERIODS = optionsOf(TRANSACTION_PERIODS);

/**
 * The service's periods always; the longer ones (2 and 3 years, all) once the store holds records
 * older than the service's 12 months, labelled with where their coverage starts when it is short.
 */
function periodOptions(periods: readonly PeriodCoverage[] | undefined, chosen: InsightPeriod): { value: InsightPeriod; label: string }[] {
  const longer = (periods ?? []).filter((p) => (INSIGHT_PERIOD_MONTHS[p.period] ?? Infinity) > 12 && (p.held || p.period === chosen));
  return [
    ...SERVICE_PERIODS,
    ...longer.map((p) => ({
      value: p.period,
      label: p.complete || p.start === null ? labelOf(p.period) : `${labelOf(p.period)} (partial)`,
    })),
  ];
}
const SORT_OPTIONS = optionsOf(TRANSACTION_SORT);
/** Bedrooms is a single count (0 = studio); the service takes up to 50, people pick up to 7+. */
const BEDROOM_OPTIONS = BEDROOM_CHOICES.map((n) => ({ value: String(n), label: formatBedroomCategory(n) }));

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
  const period = query.period ?? DEFAULT_PERIOD;
  const chosenLonger = periods?.find((p) => p.period === period && (INSIGHT_PERIOD_MONTHS[p.period] ?? Infinity) > 12);
  return (
    <form className="flex flex-wrap items-end gap-4" aria-label="Transaction filters" onSubmit={(e) => e.preventDefault()}>
      <SegmentedField
        legend="Transactions"
        value={query.transaction_type ?? DEFAULT_TRANSACTION_TYPE}
        options={TYPE_OPTIONS}
        onChange={(v) => onChange({ transaction_type: v })}
      />
      <ValueSelect
        label="Property type"
        className="w-44"
        value={query.property_type}
        options={PROPERTY_OPTIONS}
        anyLabel="Any type"
        onChange={(v) => onChange({ property_type: v })}
      />
      <ValueSelect
        label="Bedrooms"
        className="w-32"
        value={query.bedrooms === undefined ? undefined : String(query.bedrooms)}
        options={BEDROOM_OPTIONS}
        anyLabel="Any"
        onChange={(v) => onChange({ bedrooms: v === undefined ? undefined : Number(v) })}
      />
      <SegmentedField legend="Period" value={period} options={periodOptions(periods, period)} onChange={(v) => onChange({ period: v })} />
      {chosenLonger && !chosenLonger.complete && (
        <p className="basis-full text-sm text-slate-600">
          Our store holds {labelOf(period).toLowerCase()} only in part
          {chosenLonger.start ? ` (the period starts ${formatMonth(chosenLonger.start)})` : ''}: history grows as it keeps what the service
          lists.
        </p>
      )}
      <ValueSelect
        label="Sort records"
        className="w-40"
        value={query.sort ?? 'newest'}
        options={SORT_OPTIONS}
        onChange={(v) => onChange({ sort: v })}
      />
    </form>
  );
}
