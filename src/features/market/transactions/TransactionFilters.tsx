/**
 * The transactions view's filters. Each change goes straight into the URL (and back to the first
 * page of records); the value sets come from the contract.
 */
import {
  BEDROOM_CHOICES, RES_TYPES, TRANSACTION_PERIODS, TRANSACTION_SORT, TRANSACTION_TYPES, type QueryOf,
} from '../../../contract/index.ts';
import { formatBedroomCategory } from '../../../lib/format.ts';
import { ValueSelect, optionsOf } from '../../../components/form/index.ts';
import { SegmentedField } from '../controls.tsx';
import { DEFAULT_PERIOD, DEFAULT_SORT, DEFAULT_TRANSACTION_TYPE } from './query.ts';

type Query = QueryOf<'get-get-transactions'>;

const TYPE_OPTIONS = optionsOf(TRANSACTION_TYPES);
const PROPERTY_OPTIONS = optionsOf(RES_TYPES);
const PERIOD_OPTIONS = optionsOf(TRANSACTION_PERIODS);
const SORT_OPTIONS = optionsOf(TRANSACTION_SORT);
/** Bedrooms is a single count (0 = studio); the service takes up to 50, people pick up to 7+. */
const BEDROOM_OPTIONS = BEDROOM_CHOICES.map((n) => ({ value: String(n), label: formatBedroomCategory(n) }));

export function TransactionFilters({ query, onChange }: { query: Query; onChange: (patch: Partial<Query>) => void }) {
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
      <SegmentedField
        legend="Period"
        value={query.period ?? DEFAULT_PERIOD}
        options={PERIOD_OPTIONS}
        onChange={(v) => onChange({ period: v })}
      />
      <ValueSelect
        label="Sort records"
        className="w-40"
        value={query.sort ?? DEFAULT_SORT}
        options={SORT_OPTIONS}
        onChange={(v) => onChange({ sort: v })}
      />
    </form>
  );
}
