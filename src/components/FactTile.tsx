import type { ReactNode } from 'react';

/**
 * One fact of a `<dl>` grid: its label over its value on a tinted tile (a listing's key facts, the
 * mortgage estimate's headline figures). `large` for headline figures.
 */
export function FactTile({
  label,
  children,
  testId,
  large = false,
}: {
  label: ReactNode;
  children: ReactNode;
  testId?: string;
  large?: boolean;
}) {
  return (
    <div className="rounded-md bg-slate-50 px-3 py-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className={large ? 'text-lg font-semibold text-slate-900' : 'font-medium text-slate-900'} data-testid={testId}>
        {children}
      </dd>
    </div>
  );
}
