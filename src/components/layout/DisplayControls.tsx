/**
 * The header's unit and currency pickers. A choice goes into the URL (kept from page to page and
 * in shared links) and is remembered by the browser; every price and area follows it.
 */
import { useDisplay, useRememberedDisplayInUrl, useSetDisplay } from '../../lib/display.ts';
import { AREA_UNITS, CURRENCIES, isAreaUnit, isCurrency } from '../../shared/units.ts';

const SELECT = 'rounded border border-slate-300 bg-white px-1.5 py-1 text-sm text-slate-800';

export function DisplayControls({ className = '' }: { className?: string }) {
  useRememberedDisplayInUrl();
  const display = useDisplay();
  const setDisplay = useSetDisplay();
  const fromTable = display.currency !== 'AED' && display.currency !== 'USD';
  return (
    <div role="group" aria-label="Units and currency" className={`flex items-center gap-2 ${className}`}>
      <label>
        <span className="sr-only">Area unit</span>
        <select
          className={SELECT}
          value={display.unit}
          onChange={(e) => {
            if (isAreaUnit(e.target.value)) setDisplay({ unit: e.target.value });
          }}
        >
          {AREA_UNITS.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </label>
      <label>
        <span className="sr-only">Currency</span>
        <select
          className={SELECT}
          value={display.currency}
          aria-describedby={fromTable ? 'display-rates-date' : undefined}
          onChange={(e) => {
            if (isCurrency(e.target.value)) setDisplay({ currency: e.target.value });
          }}
        >
          {CURRENCIES.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </select>
      </label>
      {fromTable && (
        <span id="display-rates-date" className="hidden whitespace-nowrap text-xs text-slate-600 lg:inline">
          Rates of {display.rates.date}
        </span>
      )}
    </div>
  );
}
