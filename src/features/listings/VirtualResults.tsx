/**
 * The result cards of a long list (over ResultsList's VIRTUALIZE_ABOVE, after many "load more"s),
 * virtualized against the window's scroll: only the rows near the viewport are in the DOM, so
 * thousands of results cost a few dozen cards (and the map next to it redraws without laying out
 * the whole list). Items say their place (`aria-posinset` of `aria-setsize`). A chunk of its own,
 * loaded only when a list grows long: a search's first view (25 cards) never needs the
 * virtualizer's 9 KB gzip.
 *
 * Keyboard: Tab moves through the rendered cards; focusing one scrolls it into view, and the rows
 * after it render before the next Tab. A focused card stays rendered when scrolled away, so focus
 * is never dropped.
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useImperativeHandle, useLayoutEffect, useRef, useState } from 'react';
import type { CardListProps } from './ResultsList.tsx';
import { headerSpace } from '../../components/layout/header-space.ts';

/** Rows rendered beyond the viewport, above and below. */
const OVERSCAN = 3;
/** Space between rows and between the two columns, in px (Tailwind's gap-4). */
const GAP = 16;
/** A row's height before it is measured: a card with a two-line title and an agent line. */
const ROW_ESTIMATE = 350;

/** A row's height: the taller of its cards (the row's first item is the one observed). */
function rowHeight(first: Element): number {
  const height = (first as HTMLElement).offsetHeight;
  const next = first.nextElementSibling as HTMLElement | null;
  return next && next.dataset.index === (first as HTMLElement).dataset.index ? Math.max(height, next.offsetHeight) : height;
}

function VirtualResults({ ids, card, columns, label, handle }: CardListProps) {
  const rows = Math.ceil(ids.length / columns);
  const list = useRef<HTMLUListElement>(null);
  const focusedRow = useRef<number | null>(null);
  // Where the list starts on the page: the virtualizer works in window scroll offsets.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el) return;
    const measure = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    // The filters above can open and close; the page's size changes with them.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, []);

  const rangeExtractor = useCallback((range: Range) => {
    const indexes = defaultRangeExtractor(range);
    const focused = focusedRow.current;
    if (focused !== null && focused < range.count && !indexes.includes(focused)) {
      indexes.push(focused);
      indexes.sort((a, b) => a - b);
    }
    return indexes;
  }, []);

  const virtualizer = useWindowVirtualizer({
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin: top,
    // Below the sticky header: the window is scrolled by the virtualizer, not by the browser.
    scrollPaddingStart: headerSpace(),
    scrollPaddingEnd: GAP,
    // Rows regroup when the column count changes: their measured heights no longer apply.
    getItemKey: (row) => `${columns}:${ids[row * columns] ?? row}`,
    rangeExtractor,
    measureElement: rowHeight,
  });

  useImperativeHandle(
    handle,
    () => ({
      reveal: (id) => {
        const index = ids.indexOf(id);
        if (index >= 0) virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
      },
    }),
    [ids, columns, virtualizer],
  );

  const width = columns === 2 ? `calc(50% - ${GAP / 2}px)` : '100%';
  return (
    <ul
      ref={list}
      aria-label={label}
      className="relative"
      // The virtualizer keeps the view steady when a row above it changes height; the browser's
      // own scroll anchoring would correct the same change a second time.
      style={{ height: virtualizer.getTotalSize(), overflowAnchor: 'none' }}
      onFocus={(e) => {
        const row = (e.target as Element).closest('li')?.dataset.index;
        if (row !== undefined) focusedRow.current = Number(row);
      }}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget)) focusedRow.current = null;
      }}
    >
      {/* One flat list of items keyed by id: rows leaving the view must not move the others to a new
          parent fragment, which would re-create them (and drop the focus of a card scrolled to by Tab). */}
      {virtualizer.getVirtualItems().flatMap((row) => {
        const y = row.start - virtualizer.options.scrollMargin;
        return Array.from({ length: columns }, (_, column) => {
          const index = row.index * columns + column;
          const id = ids[index];
          if (id === undefined) return null;
          return (
            <li
              key={id}
              data-index={row.index}
              // Measured on every render (cheap: a few rows), so a row that gains its second card
              // on "load more" is measured again.
              ref={column === 0 ? (el) => virtualizer.measureElement(el) : undefined}
              aria-setsize={ids.length}
              aria-posinset={index + 1}
              className="absolute top-0"
              // The second column on the reading's end side (right to left: the left).
              style={{ width, insetInlineStart: column === 0 ? 0 : `calc(50% + ${GAP / 2}px)`, transform: `translateY(${y}px)` }}
            >
              {card(index)}
            </li>
          );
        });
      })}
    </ul>
  );
}

/** The list drawn (a function, not the component: ResultsList holds it once the chunk has come). */
export const drawVirtualResults = (props: CardListProps) => <VirtualResults {...props} />;
