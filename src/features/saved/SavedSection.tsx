/** The parts the Saved page's sections share: a titled section and its buttons. */
import type { ReactNode } from 'react';

interface SectionProps {
  id: string;
  title: ReactNode;
  /** Beside the title (a section's own action). */
  action?: ReactNode;
  className?: string;
  children: ReactNode;
}

/** A section named by its level-2 title. */
export function SavedSection({ id, title, action, className = 'space-y-3', children }: SectionProps) {
  const heading = (
    <h2 id={id} className="text-lg font-semibold">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id} className={className}>
      {action ? (
        <div className="flex flex-wrap items-center justify-between gap-2">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </section>
  );
}

const LOOKS = {
  primary: 'rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800',
  plain: 'rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-700 hover:bg-slate-50',
};

/** A button that runs an action (its promise is the store's; the store reports its own failures). */
export function SavedButton({
  onClick,
  look = 'plain',
  children,
}: {
  onClick: () => unknown;
  look?: keyof typeof LOOKS;
  children: ReactNode;
}) {
  return (
    <button type="button" onClick={() => void onClick()} className={LOOKS[look]}>
      {children}
    </button>
  );
}
