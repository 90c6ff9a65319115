/**
 * A box that scrolls sideways when its content (a wide table) is wider than the screen. It is a
 * named region in the tab order, so keyboard users can reach it and scroll it with the arrow keys
 * (axe `scrollable-region-focusable`). While there is more at the end (right, or left in Arabic), a shadow on that
 * edge and a line above the box say so; both go once the content fits or is scrolled to its end.
 */
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';

interface Props {
  /** The region's name, e.g. "Transaction records, page 1". */
  label: string;
  children: ReactNode;
  className?: string;
}

export function ScrollRegion({ label, children, className = '' }: Props) {
  const { t } = useTranslation();
  const box = useRef<HTMLDivElement>(null);
  const [more, setMore] = useState(false);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    // A pixel of slack: fractional widths round either way.
    // Right to left, scrollLeft runs from 0 down to minus the overflow: its size is what counts.
    const measure = () => setMore(Math.abs(el.scrollLeft) + el.clientWidth < el.scrollWidth - 1);
    // The observer's first report (right after layout) takes the first measure: measuring here
    // would force a layout of the whole page while it is still being built (38 ms on a slow phone).
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    if (el.firstElementChild) observer.observe(el.firstElementChild);
    el.addEventListener('scroll', measure, { passive: true });
    return () => {
      observer.disconnect();
      el.removeEventListener('scroll', measure);
    };
  }, []);

  return (
    <div className={className}>
      {more && (
        <p className="mb-1 text-end text-xs text-slate-600" aria-hidden="true" data-testid="scroll-cue">
          {t('shell.scrollCue')}
        </p>
      )}
      <div className="relative">
        <div
          ref={box}
          role="region"
          aria-label={label}
          tabIndex={0}
          className="overflow-x-auto rounded-lg border border-slate-200 bg-white focus-visible:outline-2 focus-visible:outline-brand-600"
        >
          {children}
        </div>
        {more && (
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-y-px inset-e-px w-8 rounded-e-lg bg-linear-to-l from-slate-900/15 rtl:bg-linear-to-r to-transparent"
          />
        )}
      </div>
    </div>
  );
}
