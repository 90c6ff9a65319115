/**
 * The registry's filters: districts, property types grouped as the spec groups them, a date range
 * (native date pickers; sent as DD/MM/YYYY) and the page size. Each change goes to the URL and
 * back to the first page.
 */
import {
  REGISTRY_DEFAULT_SIZE,
  REGISTRY_MAX_SIZE,
  REGISTRY_PROPERTY_TYPE_GROUPS,
  type QueryOf,
  type RegistryPropertyType,
} from '../../../contract/index.ts';
import { useTranslation } from '../../../lib/i18n/react.ts';
import { ValueSelect } from '../../../components/form/index.ts';
import { valueKey } from '../../../lib/i18n/value-sets.ts';
import { DateField } from '../controls.tsx';
import { DistrictPicker } from './DistrictPicker.tsx';
import { isoToRegistryDate, registryDateToIso } from './dates.ts';

type Query = QueryOf<'get-registry-transactions'>;

const SIZES = [...new Set([10, REGISTRY_DEFAULT_SIZE, 50, REGISTRY_MAX_SIZE])].filter((n) => n <= REGISTRY_MAX_SIZE).sort((a, b) => a - b);
const GROUPS = Object.entries(REGISTRY_PROPERTY_TYPE_GROUPS) as [
  keyof typeof REGISTRY_PROPERTY_TYPE_GROUPS,
  readonly RegistryPropertyType[],
][];

/** How many of the registry's filters are set (the page size is how the records are paged, not a filter). */
export function registryFilterCount(query: Query): number {
  return [query.district?.length, query.propertyType?.length, query.fromDate, query.toDate].filter(Boolean).length;
}

export function RegistryFilters({ query, onChange }: { query: Query; onChange: (patch: Partial<Query>) => void }) {
  const { t } = useTranslation();
  const types = query.propertyType ?? [];
  const toggle = (type: RegistryPropertyType, on: boolean) =>
    onChange({ propertyType: on ? [...types, type] : types.filter((t) => t !== type) });
  const from = registryDateToIso(query.fromDate);
  const to = registryDateToIso(query.toDate);

  return (
    <form
      className="space-y-4 rounded-lg border border-slate-200 bg-white p-4"
      aria-label={t('market.registry.filters.form')}
      onSubmit={(e) => e.preventDefault()}
    >
      <DistrictPicker value={query.district ?? []} onChange={(district) => onChange({ district })} />
      <fieldset>
        <legend className="mb-1 block text-sm font-medium text-slate-700">{t('market.registry.filters.types')}</legend>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          {GROUPS.map(([group, members]) => (
            <fieldset key={group} className="rounded border border-slate-200 p-2">
              <legend className="px-1 text-xs font-semibold uppercase tracking-wide text-slate-600 rtl:tracking-normal">
                {t(valueKey('registryPropertyGroup', group))}
              </legend>
              {members.map((type) => (
                <label key={type} className="flex items-center gap-2 py-0.5 text-sm">
                  <input type="checkbox" checked={types.includes(type)} onChange={(e) => toggle(type, e.target.checked)} />
                  {t(valueKey('registryPropertyType', type))}
                </label>
              ))}
            </fieldset>
          ))}
        </div>
      </fieldset>
      <div className="flex flex-wrap items-end gap-4">
        <DateField
          label={t('market.registry.filters.from')}
          value={from}
          max={to}
          onChange={(iso) => onChange({ fromDate: isoToRegistryDate(iso) })}
        />
        <DateField
          label={t('market.registry.filters.to')}
          value={to}
          min={from}
          onChange={(iso) => onChange({ toDate: isoToRegistryDate(iso) })}
        />
        <ValueSelect
          label={t('market.registry.filters.pageSize')}
          className="w-36"
          value={String(query.size ?? REGISTRY_DEFAULT_SIZE)}
          options={SIZES.map((n) => ({ value: String(n), label: t('market.registry.filters.perPage', { count: n }) }))}
          onChange={(v) => onChange({ size: v ? Number(v) : undefined })}
        />
      </div>
    </form>
  );
}
