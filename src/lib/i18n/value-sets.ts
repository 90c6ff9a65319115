/**
 * The contract's value sets that people see, by the resource section that translates them: every
 * value of every set has a label in every language, under `values.<section>.<value>`. A value
 * added to the contract is a type error in each resource file and fails the completeness test
 * until it is translated.
 */
import {
  AGENT_SORT,
  AMENITIES,
  BROKER_SORT,
  CATEGORY,
  COMPLETION_STATUS,
  DEVELOPER_LOCATIONS,
  EMIRATES,
  ERROR_CODES,
  FURNISHING,
  INSIGHT_PERIODS,
  NEW_PROJECT_SORT,
  PRICE_PERIODS,
  REGISTRY_PROPERTY_TYPE_GROUPS,
  REGISTRY_PROPERTY_TYPES,
  RENT_FREQUENCY,
  SORT_A,
  TRANSACTION_SORT,
  TRANSACTION_TYPES,
  TREND_PROPERTY_TYPES,
  labelOf,
  type ErrorCode,
} from '../../contract/index.ts';

const ERROR_CODE_LIST = Object.keys(ERROR_CODES) as ErrorCode[];
const REGISTRY_GROUPS = Object.keys(REGISTRY_PROPERTY_TYPE_GROUPS) as (keyof typeof REGISTRY_PROPERTY_TYPE_GROUPS)[];

export const VALUE_SETS = {
  /** Residential and commercial types (the union `/price-trend-of-location` takes). */
  propertyType: TREND_PROPERTY_TYPES,
  registryPropertyType: REGISTRY_PROPERTY_TYPES,
  registryPropertyGroup: REGISTRY_GROUPS,
  amenity: AMENITIES,
  furnishing: FURNISHING,
  /** Every sort set (listings, new projects, transactions, agents, brokers): one label per value. */
  sort: [...new Set([...SORT_A, ...NEW_PROJECT_SORT, ...TRANSACTION_SORT, ...AGENT_SORT, ...BROKER_SORT])],
  category: CATEGORY,
  completionStatus: COMPLETION_STATUS,
  rentFrequency: RENT_FREQUENCY,
  pricePeriod: PRICE_PERIODS,
  transactionType: TRANSACTION_TYPES,
  /** Look-back periods: the service's and the market store's longer ones. */
  period: INSIGHT_PERIODS,
  developerLocation: DEVELOPER_LOCATIONS,
  emirate: EMIRATES,
  errorCode: ERROR_CODE_LIST,
} as const;

export type ValueSet = keyof typeof VALUE_SETS;
type ValueOf<S extends ValueSet> = (typeof VALUE_SETS)[S][number];

/** A label for each value of each set: the shape every language's `values` section has. */
export type ValueLabels = { [S in ValueSet]: Record<ValueOf<S>, string> };

/**
 * The English labels, as the app shows them today: `labelOf` for the value sets and the
 * contract's own messages for error codes, so English reads the same once components use them.
 */
export function englishValueLabels(): ValueLabels {
  const labels = <V extends string>(values: readonly V[], label: (v: V) => string = labelOf) =>
    Object.fromEntries(values.map((v) => [v, label(v)])) as Record<V, string>;
  return {
    propertyType: labels(VALUE_SETS.propertyType),
    registryPropertyType: labels(VALUE_SETS.registryPropertyType),
    registryPropertyGroup: labels(VALUE_SETS.registryPropertyGroup, (g) => g),
    amenity: labels(VALUE_SETS.amenity),
    furnishing: labels(VALUE_SETS.furnishing),
    sort: labels(VALUE_SETS.sort),
    category: labels(VALUE_SETS.category),
    completionStatus: labels(VALUE_SETS.completionStatus),
    rentFrequency: labels(VALUE_SETS.rentFrequency),
    pricePeriod: labels(VALUE_SETS.pricePeriod),
    transactionType: labels(VALUE_SETS.transactionType),
    period: labels(VALUE_SETS.period),
    developerLocation: labels(VALUE_SETS.developerLocation),
    emirate: labels(VALUE_SETS.emirate, (e) => e),
    errorCode: labels(VALUE_SETS.errorCode, (c) => ERROR_CODES[c]),
  };
}

/** The key of a value's label: `t(valueKey('amenity', 'balcony'))`. */
export function valueKey<S extends ValueSet>(set: S, value: ValueOf<S>): `values.${S}.${ValueOf<S>}` {
  return `values.${set}.${value}`;
}
