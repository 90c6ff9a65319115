/**
 * The result cards, in rows of one (phones) or two cards. Up to four pages they are a plain grid:
 * nothing measured, so the first render forces no layout (about 50-65 ms of a search's first
 * render at a 4x slower CPU) and the virtualizer does not follow the scroll. A longer list (after
 * many "load more"s) is virtualized against the window's scroll: only the rows near the viewport
 * are in the DOM, so thousands of results cost a few dozen cards (and the map next to it redraws
 * without laying out the whole list). Items say their place (`aria-posinset` of `aria-setsize`)
 * when virtualized.
 *
 * In the plain grid, a card the reader cannot see yet is neither styled nor laid out
 * (`content-visibility: auto`, at about a card's height, 370 px, until first drawn; the size it was
 * drawn at after): of the server's first view of 25 cards, and of the app's commit over it, only
 * the few in view are. Its text stays in the page (find in page, screen readers, `textContent`;
 * `innerText`, the text as drawn, is empty until then), and a card focused or scrolled to is drawn
 * then. At a 4x slower CPU a search's style time in its first
 * seconds went from a median of 644 to 330 ms (four runs each, side by side).
 *
 * Keyboard: Tab moves through the rendered cards; focusing one scrolls it into view, and the rows
 * after it render before the next Tab. A focused card stays rendered when scrolled away, so focus
 * is never dropped. `reveal(id)` scrolls a card into view (a pin's popup opened on the map).
 */
import { defaultRangeExtractor, useWindowVirtualizer, type Range } from '@tanstack/react-virtual';
import { useCallback, useImperativeHandle, useLayoutEffect, useMemo, useRef, useState, type Ref } from 'react';
import type { Listing, NewProject } from '../../contract/index.ts';
import { ListingCard } from './ListingCard.tsx';
import { ProjectCard } from './ProjectCard.tsx';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import { ListedHistories, useListingHistories } from '../../lib/listing-history.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';

/** Up to this many results every card is rendered (find in page works; four pages of 25). */
const VIRTUALIZE_ABOVE = 100;
/** Rows rendered beyond the viewport, above and below. */
const OVERSCAN = 3;
/** Space between rows and between the two columns, in px (Tailwind's gap-4). */
const GAP = 16;
/** A row's height before it is measured: a card with a two-line title and an agent line. */
const ROW_ESTIMATE = 350;
/** What the sticky page header covers at the top of the window, and a margin. */
const HEADER_SPACE = 88;

type Item = Listing | NewProject;
const NO_SEARCH: ProjectSearch = {};

export interface ResultsListHandle {
  /** Scroll the card of this result into view, if it is in the list. */
  reveal: (id: string) => void;
}

interface Props {
  items: readonly Item[];
  cards: 'listing' | 'project';
  label: string;
  active: string | null;
  onActive: (id: string | null) => void;
  handle?: Ref<ResultsListHandle>;
  /** Project cards: the search they are results of (their pages find them there). */
  projectSearch?: ProjectSearch;
}

const idOf = (item: Item, cards: 'listing' | 'project') =>
  cards === 'listing' ? (item as Listing).property_id : (item as NewProject).listing_id;

/** A row's height: the taller of its cards (the row's first item is the one observed). */
function rowHeight(first: Element): number {
  const height = (first as HTMLElement).offsetHeight;
  const next = first.nextElementSibling as HTMLElement | null;
  return next && next.dataset.index === (first as HTMLElement).dataset.index ? Math.max(height, next.offsetHeight) : height;
}

export function ResultsList({ items, cards, label, active, onActive, handle, projectSearch = NO_SEARCH }: Props) {
  const columns = useMediaQuery('(min-width: 640px)') ? 2 : 1;
  // What each listing did since Dar first saw it: one request per page of cards.
  const ids = useMemo(() => (cards === 'listing' ? items.map((item) => idOf(item, cards)) : []), [items, cards]);
  const histories = useListingHistories(ids);
  const virtual = items.length > VIRTUALIZE_ABOVE;
  const rows = Math.ceil(items.length / columns);
  const list = useRef<HTMLUListElement>(null);
  const focusedRow = useRef<number | null>(null);
  // Where the list starts on the page: the virtualizer works in window scroll offsets.
  const [top, setTop] = useState(0);
  useLayoutEffect(() => {
    const el = list.current;
    if (!el || !virtual) return;
    const measure = () => setTop(Math.round(el.getBoundingClientRect().top + window.scrollY));
    measure();
    // The filters above can open and close; the page's size changes with them.
    const observer = new ResizeObserver(measure);
    observer.observe(document.documentElement);
    return () => observer.disconnect();
  }, [virtual]);

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
    enabled: virtual,
    count: rows,
    estimateSize: () => ROW_ESTIMATE,
    gap: GAP,
    overscan: OVERSCAN,
    scrollMargin: top,
    scrollPaddingStart: HEADER_SPACE,
    scrollPaddingEnd: GAP,
    // Rows regroup when the column count changes: their measured heights no longer apply.
    getItemKey: (row) => `${columns}:${items[row * columns] ? idOf(items[row * columns]!, cards) : row}`,
    rangeExtractor,
    measureElement: rowHeight,
  });

  useImperativeHandle(
    handle,
    () => ({
      reveal: (id) => {
        const index = items.findIndex((item) => idOf(item, cards) === id);
        if (index < 0) return;
        if (virtual) virtualizer.scrollToIndex(Math.floor(index / columns), { align: 'auto' });
        else list.current?.children[index]?.scrollIntoView({ block: 'nearest' });
      },
    }),
    [items, cards, columns, virtualizer, virtual],
  );

  const card = (item: Item, index: number, id: string) =>
    cards === 'listing' ? (
      <ListingCard listing={item as Listing} active={active === id} onActive={onActive} priority={index === 0} />
    ) : (
      <ProjectCard project={item as NewProject} from={projectSearch} active={active === id} onActive={onActive} priority={index === 0} />
    );

  if (!virtual)
    return (
      <ListedHistories value={histories}>
        {/* One card a row on a phone (block layout: the cheapest to lay out), two from 640 px, each
          at its own height; scrolled to clear the sticky header. */}
        <ul ref={list} aria-label={label} className="space-y-4 sm:grid sm:grid-cols-2 sm:items-start sm:gap-4 sm:space-y-0">
          {items.map((item, index) => {
            const id = idOf(item, cards);
            return (
              <li key={id} className="scroll-mt-22 scroll-mb-4 [contain-intrinsic-size:auto_370px] [content-visibility:auto]">
                {card(item, index, id)}
              </li>
            );
          })}
        </ul>
      </ListedHistories>
    );

  const width = columns === 2 ? `calc(50% - ${GAP / 2}px)` : '100%';
  return (
    // The cards read their histories from here: their answer then draws each card's note again, not each card.
    <ListedHistories value={histories}>
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
            const item = items[index];
            if (!item) return null;
            const id = idOf(item, cards);
            return (
              <li
                key={id}
                data-index={row.index}
                // Measured on every render (cheap: a few rows), so a row that gains its second card
                // on "load more" is measured again.
                ref={column === 0 ? (el) => virtualizer.measureElement(el) : undefined}
                aria-setsize={items.length}
                aria-posinset={index + 1}
                className="absolute top-0"
                // The second column on the reading's end side (right to left: the left).
                style={{ width, insetInlineStart: column === 0 ? 0 : `calc(50% + ${GAP / 2}px)`, transform: `translateY(${y}px)` }}
              >
                {card(item, index, id)}
              </li>
            );
          });
        })}
      </ul>
    </ListedHistories>
  );
}
