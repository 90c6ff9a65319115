/**
 * The app's table of figures: columns with a header and a cell renderer, numeric columns aligned
 * to the end and in tabular figures, an optional row-header column, caption and footer. Alignment
 * is logical (start/end), so a table reads right to left in Arabic with nothing more to do. Put it
 * in a `ScrollRegion` where it may be wider than the screen.
 */
import type { ReactNode } from 'react';
import { drawnDeferred } from '../lib/drawn-deferred.tsx';

export interface Column<R> {
  /** Unique among the table's columns (React's key). */
  key: string;
  header: ReactNode;
  cell: (row: R) => ReactNode;
  /** Figures: aligned to the end, in tabular figures, never broken over lines. */
  numeric?: boolean;
  /** The row's header cell (`<th scope="row">`): what the row is about. */
  rowHeader?: boolean;
  /** Extra classes of the column's body cells (e.g. `whitespace-nowrap`). */
  className?: string;
  /** Extra classes of the column's header cell. */
  headerClassName?: string;
  /** A sortable column's order now (`aria-sort` on its header cell); its header holds the button that sorts. */
  sort?: 'ascending' | 'descending' | 'none';
}

interface Props<R> {
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R, index: number) => string;
  /** The table's name; visually hidden unless `captionClassName` shows it. */
  caption?: ReactNode;
  captionClassName?: string;
  /** Classes of the header row's `<thead>` (a background, say). */
  headClassName?: string;
  /** Attributes of a body row (`data-id`, `data-testid`). */
  rowAttributes?: (row: R) => Record<`data-${string}`, string>;
  /** Rows under the body (a total). */
  footer?: ReactNode;
}

/**
 * Header cells are centred by default in browsers: every cell says its side (logical, so it
 * mirrors). A figure never breaks ("AED" above "2,215,000" on a phone): the table scrolls instead.
 */
const cellClass = (numeric: boolean | undefined, extra = '') =>
  `px-3 py-1.5 ${numeric ? 'text-end tabular-nums whitespace-nowrap' : 'text-start'} ${extra}`;

function DataTableView<R>({
  columns,
  rows,
  rowKey,
  caption,
  captionClassName = 'sr-only',
  headClassName = 'text-slate-700',
  rowAttributes,
  footer,
}: Props<R>) {
  return (
    <table className="w-full text-start text-sm">
      {caption !== undefined && <caption className={captionClassName}>{caption}</caption>}
      <thead className={headClassName}>
        <tr>
          {columns.map((c) => (
            <th
              key={c.key}
              scope="col"
              aria-sort={c.sort}
              className={`px-3 py-2 font-medium ${c.numeric ? 'text-end' : 'text-start'} ${c.headerClassName ?? ''}`}
            >
              {c.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody className="divide-y divide-slate-100">
        {rows.map((row, i) => (
          <tr key={rowKey(row, i)} {...rowAttributes?.(row)}>
            {columns.map((c) =>
              c.rowHeader ? (
                <th key={c.key} scope="row" className={cellClass(c.numeric, `font-normal ${c.className ?? ''}`)}>
                  {c.cell(row)}
                </th>
              ) : (
                <td key={c.key} className={cellClass(c.numeric, c.className)}>
                  {c.cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  );
}

/** Drawn from deferred props: rows arriving with an answer are drawn in slices (drawn-deferred.tsx). */
export const DataTable = drawnDeferred(DataTableView) as typeof DataTableView;
