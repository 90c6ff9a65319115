/** Gross yield per bedroom count, with the two samples each figure rests on. */
import { formatMoney, formatBedroomCategory, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import type { YieldRow } from '../../../contract/index.ts';
import { ScrollRegion } from '../../../components/ScrollRegion.tsx';

export function YieldTable({ rows, complete }: { rows: YieldRow[]; complete: boolean }) {
  const display = useDisplay();
  return (
    <section aria-labelledby="yield-title" className="rounded-lg border border-slate-200 bg-white p-4">
      <h2 id="yield-title" className="text-base font-semibold">
        Gross yield by bedrooms
      </h2>
      <p className="mt-0.5 text-sm text-slate-600">
        Median yearly rent of rented units over the median price of sold ones, same location, type and period. A rent is taken as yearly
        unless its record says otherwise. Small samples make rough yields.
        {complete ? '' : ' The store does not hold the whole period yet: samples are the transactions held so far.'}
      </p>
      {rows.length === 0 ? (
        <p className="mt-3 text-sm text-slate-600">No transactions to compare.</p>
      ) : (
        <ScrollRegion label="Gross yield by bedrooms: table" className="mt-3">
          <table className="w-full text-start text-sm">
            <thead className="text-slate-700">
              <tr>
                <th scope="col" className="px-3 py-2 font-medium">
                  Bedrooms
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Gross yield
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Median yearly rent
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Rented
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Median price
                </th>
                <th scope="col" className="px-3 py-2 text-end font-medium">
                  Sold
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {rows.map((r) => (
                <tr key={r.beds}>
                  <th scope="row" className="px-3 py-1.5 font-normal">
                    {formatBedroomCategory(r.beds)}
                  </th>
                  <td className="px-3 py-1.5 text-end font-semibold tabular-nums">{formatPercent(r.yield)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatMoney(r.medianYearlyRent, display)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatNumber(r.rentCount)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatMoney(r.medianPrice, display)}</td>
                  <td className="px-3 py-1.5 text-end tabular-nums">{formatNumber(r.saleCount)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
    </section>
  );
}
