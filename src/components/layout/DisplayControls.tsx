/**
 * The header's unit and currency pickers. A choice goes into the URL (kept from page to page and
 * in shared links) and is remembered by the browser; every price and area follows it.
 */
import { useTranslation } from '../../lib/i18n/react.ts';
import { unitLabel } from '../../lib/format.ts';
import { ratesDate, useDisplay, useLoadRates, useRememberedDisplayInUrl, useSetDisplay } from '../../lib/display.ts';
import { AREA_UNITS, CURRENCIES, isAreaUnit, isCurrency } from '../../shared/units.ts';

const SELECT = 'rounded border border-slate-300 bg-white px-1.5 py-1 text-sm text-slate-800';

/** One labelled picker over a fixed list: the label for screen readers, each choice by its text. */
function Picker<V extends string>({
  label,
  value,
  values,
  text = (v) => v,
  accept,
  describedBy,
  onReach,
}: {
  label: string;
  value: V;
  values: readonly V[];
  text?: (value: V) => string;
  /** Called with the chosen value when it is one of `values`. */
  accept: (value: string) => void;
  describedBy?: string;
  /** Called as the picker is pointed at or focused, before any choice. */
  onReach?: () => void;
}) {
  return (
    <label>
      <span className="sr-only">{label}</span>
      <select
        className={SELECT}
        value={value}
        aria-describedby={describedBy}
        onPointerEnter={onReach}
        onFocus={onReach}
        onChange={(e) => accept(e.target.value)}
      >
        {values.map((v) => (
          <option key={v} value={v}>
            {text(v)}
          </option>
        ))}
      </select>
    </label>
  );
}

export function DisplayControls({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  useRememberedDisplayInUrl();
  const display = useDisplay();
  const setDisplay = useSetDisplay();
  const loadRates = useLoadRates();
  const fromTable = display.currency !== 'AED' && display.currency !== 'USD';
  return (
    <div role="group" aria-label={t('shell.display.group')} className={`flex items-center gap-1 min-[400px]:gap-2 ${className}`}>
      <Picker
        label={t('shell.display.unit')}
        value={display.unit}
        values={AREA_UNITS}
        text={(unit) => unitLabel({ unit })}
        accept={(v) => isAreaUnit(v) && setDisplay({ unit: v })}
      />
      <Picker
        label={t('shell.display.currency')}
        value={display.currency}
        values={CURRENCIES}
        describedBy={fromTable ? 'display-rates-date' : undefined}
        onReach={loadRates}
        accept={(v) => isCurrency(v) && setDisplay({ currency: v })}
      />
      {fromTable && (
        <span
          id="display-rates-date" // Longer in Arabic: shown from a wider screen there (the footer says it on every page).
          className="hidden whitespace-nowrap text-xs text-slate-600 xl:inline rtl:xl:hidden rtl:2xl:inline"
        >
          {t('shell.display.ratesOf', { date: ratesDate(display) })}
        </span>
      )}
    </div>
  );
}
