/** Headline figures of a transaction sample, and the momentum of its median across periods. */
import { labelOf, type InsightSummary, type MomentumRow, type TransactionType } from '../../../contract/index.ts';
import { formatMoney, formatMoneyCompact, formatNumber, formatSignedPercent } from '../../../lib/format.ts';
import { useDisplay } from '../../../lib/display.ts';
import { Figure } from '../MarketHeader.tsx';

export function SummaryFigures({
  summary,
  momentum,
  type,
  complete,
}: {
  summary: InsightSummary;
  momentum: MomentumRow[];
  type: TransactionType;
  /** Whether the sample holds every transaction of the filters, or only the most recent ones. */
  complete: boolean;
}) {
  const display = useDisplay();
  const what = type === 'sold' ? 'price' : 'yearly rent';
  const quarter = momentum.find((m) => m.period === '3m');
  return (
    <div className="space-y-3">
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        <Figure
          label="Transactions"
          value={`${formatNumber(summary.count)}${complete ? '' : '+'}`}
          detail={complete ? 'All in the period' : 'Those held so far; more exist'}
        />
        <Figure label={`Median ${what}`} value={formatMoney(summary.median, display)} />
        <Figure
          label="Interquartile range"
          value={formatMoneyCompact(summary.iqr, display)}
          detail={
            summary.q1 !== null
              ? `Middle half: ${formatMoneyCompact(summary.q1, display)} to ${formatMoneyCompact(summary.q3, display)}`
              : undefined
          }
        />
        <Figure
          label="Momentum (3 months vs 12)"
          value={formatSignedPercent(quarter?.vsYear)}
          detail="Change of the 3-month median against the 12-month median"
        />
      </dl>
      <div className="overflow-x-auto rounded-lg border border-slate-200 bg-white">
        <table className="w-full text-start text-sm">
          <caption className="px-3 pt-2 text-start text-sm font-semibold text-slate-900">Median {what} by period</caption>
          <thead className="text-slate-700">
            <tr>
              <th scope="col" className="px-3 py-2 font-medium">
                Last
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Transactions
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Median {what}
              </th>
              <th scope="col" className="px-3 py-2 text-end font-medium">
                Against 12 months
              </th>
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-100">
            {momentum.map((row) => (
              <tr key={row.period}>
                <th scope="row" className="px-3 py-1.5 font-normal">
                  {labelOf(row.period)}
                </th>
                <td className="px-3 py-1.5 text-end tabular-nums">
                  {formatNumber(row.count)}
                  {row.complete ? '' : '+'}
                </td>
                <td className="px-3 py-1.5 text-end tabular-nums">{formatMoney(row.median, display)}</td>
                <td className="px-3 py-1.5 text-end tabular-nums">{row.period === '1y' ? '' : formatSignedPercent(row.vsYear)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
