/**
 * Filters that fold away on a phone. On a wide screen the filters show where they are; on a narrow
 * one a "Filters (3)" button (the number of filters set) opens them in a sheet from the bottom of
 * the screen, so the results are not a screen or more below the controls.
 *
 * The sheet is a native modal `<dialog>`: focus moves into it and stays there, the page behind is
 * inert, Escape closes it, and focus returns to the button. Filters apply as they change, so
 * closing the sheet keeps them. "Show results" is the one action at the end: with `formId` (a form
 * with typed fields, such as a search's), it submits that form, which applies what was typed and
 * closes the sheet when it is valid (children as a function get the sheet's `close`), keeping it
 * open with its messages when not; without, it closes the sheet.
 *
 * Given a `summary`, the filters on a wide screen fold into one line saying what is set, with a
 * button that shows the form in place: once a search runs, its results start near the top.
 */
import { useId, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';
import { useMediaQuery } from '../lib/use-media-query.ts';
import { FILTERS_WIDE_QUERY, filtersKeptOpen, keepFiltersOpen } from './filter-sheet-state.ts';

/** What a form inside an open sheet can do: close it once what it applied is valid. */
export interface SheetControl {
  close: () => void;
}

interface Props {
  /** How many filters are set (not at their defaults). */
  activeCount: number;
  /** The filters; as a function, given the sheet (null when they show in place, on a wide screen). */
  children: ReactNode | ((sheet: SheetControl | null) => ReactNode);
  /** The sheet's title and the button's word, "Filters" (in the language being read) unless said. */
  title?: string;
  /** From this width on, the filters show in place. */
  wideQuery?: string;
  /** The form "Show results" submits (its valid submit closes the sheet); none: it just closes. */
  formId?: string;
  /** What is set, in words; with it, a wide screen shows this line and folds the filters behind a button. */
  summary?: string;
  /** Whether the wide screen's filters start folded (with a summary). */
  folded?: boolean;
  /**
   * Called as the reader reaches for the button that shows the filters (points at it, focuses or
   * presses it): code the filters need can load at once.
   */
  onReach?: () => void;
}

const sheetDialog = (id: string) => document.getElementById(id) as HTMLDialogElement | null;

export function FilterSheet({
  activeCount,
  children,
  title: given,
  wideQuery = FILTERS_WIDE_QUERY,
  formId,
  summary,
  folded: startFolded,
  onReach,
}: Props) {
  const { t } = useTranslation();
  const wide = useMediaQuery(wideQuery);
  const title = given ?? t('widgets.filters.title');
  const buttonText = activeCount > 0 ? t('widgets.filters.withCount', { title, count: activeCount }) : title;
  // The dialog is found by its id when opened or closed, so the sheet's `close` can be handed to
  // children while rendering. Not by a callback ref setting state: that made the commit that drew
  // the sheet draw the page again at once, in the same task, with every effect of the first draw
  // pulled in ahead of it (a 130-160 ms task at the app's takeover on a slow phone).
  const dialogId = useId();
  const titleId = useId();
  const control = useMemo(() => ({ close: () => sheetDialog(dialogId)?.close() }), [dialogId]);
  // Folded from the start only when there was a summary to show then (a search running on arrival),
  // and the person has not opened them in this tab (a new language or digits draws the page again).
  const [folded, setFolded] = useState(() => Boolean(startFolded) && summary !== undefined && !filtersKeptOpen());
  const panelId = useId();
  if (wide && summary !== undefined) {
    const toggle = folded ? t('widgets.filters.show') : t('widgets.filters.hide');
    return (
      <div className="space-y-2">
        <div className="flex items-center gap-3 rounded-lg border border-slate-200 bg-white px-4 py-2">
          <button
            type="button"
            aria-expanded={!folded}
            aria-controls={panelId}
            onPointerEnter={onReach}
            onFocus={onReach}
            onClick={() => {
              onReach?.();
              keepFiltersOpen(folded);
              setFolded(!folded);
            }}
            className="inline-flex shrink-0 items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-semibold text-slate-800 hover:bg-slate-50"
          >
            <FilterIcon />
            {activeCount > 0 ? t('widgets.filters.withCount', { title: toggle, count: activeCount }) : toggle}
          </button>
          {/* The whole line for a screen reader and on hover; cut with an ellipsis when it is long. */}
          <p className="min-w-0 flex-1 truncate text-sm text-slate-600" title={summary}>
            {summary}
          </p>
        </div>
        <div id={panelId} hidden={folded}>
          {typeof children === 'function' ? children(null) : children}
        </div>
      </div>
    );
  }
  if (wide) return <>{typeof children === 'function' ? children(null) : children}</>;
  const close = control.close;
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onPointerEnter={onReach}
        onFocus={onReach}
        onClick={() => {
          onReach?.();
          sheetDialog(dialogId)?.showModal();
        }}
        className="inline-flex items-center gap-2 rounded-md border border-slate-300 bg-white px-4 py-2 text-sm font-semibold text-slate-800 shadow-sm hover:bg-slate-50"
      >
        <FilterIcon />
        {buttonText}
      </button>
      <dialog
        id={dialogId}
        aria-labelledby={titleId}
        className="m-0 mt-auto max-h-[85dvh] w-full max-w-none overflow-y-auto rounded-t-xl bg-slate-50 p-0 shadow-xl backdrop:bg-slate-900/50"
      >
        <div className="sticky top-0 z-10 flex items-center justify-between gap-3 border-b border-slate-200 bg-white px-4 py-3">
          <h2 id={titleId} className="text-lg font-semibold">
            {buttonText}
          </h2>
          <button
            {...(formId ? { type: 'submit', form: formId } : { type: 'button', onClick: close })}
            className="rounded-md bg-brand-700 px-4 py-2 text-sm font-medium text-white hover:bg-brand-800"
          >
            {t('widgets.filters.showResults')}
          </button>
        </div>
        <div className="p-3">{typeof children === 'function' ? children(control) : children}</div>
      </dialog>
    </>
  );
}

function FilterIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="h-4 w-4 fill-current">
      <path d="M3 5h14v2H3zm3 4h8v2H6zm2 4h4v2H8z" />
    </svg>
  );
}
