/**
 * The result cards, in rows of one (phones) or two cards. Up to four pages they are a plain grid:
 * nothing measured, so the first render forces no layout (about 50-65 ms of a search's first
 * render at a 4x slower CPU) and no virtualizer follows the scroll. A longer list (after many
 * "load more"s) is virtualized against the window's scroll (VirtualResults.tsx: a chunk fetched
 * once the list holds two pages, so it is there before it is needed; until it is, every card).
 *
 * In the plain grid, a card the reader cannot see yet is neither styled nor laid out
 * (`content-visibility: auto`, at about a card's height, 370 px, until first drawn; the size it was
 * drawn at after): of the server's first view of 25 cards, and of the app's commit over it, only
 * the few in view are. Its text stays in the page (find in page, screen readers, `textContent`;
 * `innerText`, the text as drawn, is empty until then), and a card focused or scrolled to is drawn
 * then. At a 4x slower CPU a search's style time in its first
 * seconds went from a median of 644 to 330 ms (four runs each, side by side).
 *
 * `reveal(id)` scrolls a card into view (a pin's popup opened on the map).
 */
import { useCallback, useEffect, useImperativeHandle, useMemo, useRef, useState, type ReactNode, type Ref } from 'react';
import type { Listing, NewProject } from '../../contract/index.ts';
import { ListingCard } from './ListingCard.tsx';
import type { ProjectSearch } from '../../shared/record-lookup.ts';
import type { ProjectResults } from './search-pages.ts';
import { ListedHistories, useListingHistories } from '../../lib/listing-history.ts';
import { useMediaQuery } from '../../lib/use-media-query.ts';
import { drawnDeferred } from '../../lib/drawn-deferred.tsx';
import { ListedBrokerages } from './BrokerageLink.tsx';

/** Up to this many results every card is rendered (find in page works; four pages of 25). */
const VIRTUALIZE_ABOVE = 100;
/** From this many results the virtualizer's chunk is fetched, ahead of the list needing it. */
const PRELOAD_VIRTUAL_FROM = 50;

type Item = Listing | NewProject;
const NO_SEARCH: ProjectSearch = {};
const NO_IDS: readonly string[] = [];

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
  /** Project cards: how each is drawn (the project search's own, its config's `projects`). */
  ProjectCard?: ProjectResults['Card'] | undefined;
}

const idOf = (item: Item, cards: 'listing' | 'project') =>
  cards === 'listing' ? (item as Listing).property_id : (item as NewProject).listing_id;

/** What both ways of listing the cards take: the plain grid here, and VirtualResults. */
export interface CardListProps {
  /** Each result's id, in order. */
  ids: readonly string[];
  /** The card of the result at this index. */
  card: (index: number) => ReactNode;
  columns: 1 | 2;
  label: string;
  handle?: Ref<ResultsListHandle>;
}

/**
 * Every card: one a row on a phone (block layout: the cheapest to lay out), two from 640 px, each
 * at its own height; scrolled to below the sticky header (the page's scroll padding, header-space.ts).
 */
function CardGrid({ ids, card, label, handle }: CardListProps) {
  const list = useRef<HTMLUListElement>(null);
  useImperativeHandle(handle, () => ({ reveal: (id) => list.current?.children[ids.indexOf(id)]?.scrollIntoView({ block: 'nearest' }) }), [
    ids,
  ]);
  return (
    <ul ref={list} aria-label={label} className="space-y-4 sm:grid sm:grid-cols-2 sm:items-start sm:gap-4 sm:space-y-0">
      {ids.map((id, index) => (
        <li key={id} className="scroll-mb-4 [contain-intrinsic-size:auto_370px] [content-visibility:auto]">
          {card(index)}
        </li>
      ))}
    </ul>
  );
}

type DrawList = (props: CardListProps) => ReactNode;
/** The virtualizer's list once its chunk has come (kept for the page's life). */
let drawVirtualResults: DrawList | null = null;

/**
 * The virtualized list, fetched once `wanted`; null until it has come, and while it fails to (a
 * new release replaced the chunk, the network dropped: asked again when the list next grows past
 * PRELOAD_VIRTUAL_FROM): meanwhile the list is drawn whole.
 * No Suspense: a list that grows past VIRTUALIZE_ABOVE with the chunk already here switches in
 * the same render, never drawing every card once more as a fallback.
 */
function useVirtualResults(wanted: boolean): DrawList | null {
  const [draw, setDraw] = useState(() => drawVirtualResults);
  useEffect(() => {
    if (!wanted || draw) return;
    let live = true;
    import('./VirtualResults.tsx').then(
      ({ drawVirtualResults: loaded }) => {
        drawVirtualResults = loaded;
        if (live) setDraw(() => loaded);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, draw]);
  return draw;
}

function ResultsListView({ items, cards, label, active, onActive, handle, projectSearch = NO_SEARCH, ProjectCard }: Props) {
  const columns = useMediaQuery('(min-width: 640px)') ? 2 : 1;
  const ids = useMemo(() => items.map((item) => idOf(item, cards)), [items, cards]);
  // What each listing did since Dar first saw it: one request per page of cards.
  const histories = useListingHistories(cards === 'listing' ? ids : NO_IDS);
  const brokerIds = useMemo(
    () => (cards === 'listing' ? (items as readonly Listing[]).flatMap((l) => (l.broker_id ? [l.broker_id] : [])) : NO_IDS),
    [items, cards],
  );
  const drawVirtual = useVirtualResults(items.length >= PRELOAD_VIRTUAL_FROM);

  const card = useCallback(
    (index: number) => {
      const item = items[index]!;
      const id = idOf(item, cards);
      return cards === 'listing' ? (
        <ListingCard listing={item as Listing} active={active === id} onActive={onActive} priority={index === 0} />
      ) : (
        ProjectCard && (
          <ProjectCard
            project={item as NewProject}
            from={projectSearch}
            active={active === id}
            onActive={onActive}
            priority={index === 0}
          />
        )
      );
    },
    [items, cards, active, onActive, projectSearch, ProjectCard],
  );

  const list: CardListProps = { ids, card, columns, label, handle };
  // The cards read their histories and brokerages' names from here: an answer then draws each
  // card's note or link again, not each card.
  return (
    <ListedHistories value={histories}>
      <ListedBrokerages ids={brokerIds}>
        {items.length > VIRTUALIZE_ABOVE && drawVirtual ? drawVirtual(list) : <CardGrid {...list} />}
      </ListedBrokerages>
    </ListedHistories>
  );
}

/**
 * Drawn from deferred props: a search's answer arriving (25 cards, the longest task after it when
 * drawn at once) is drawn in slices, not in the one task React gives a query's update
 * (drawn-deferred.tsx).
 */
export const ResultsList = drawnDeferred(ResultsListView);
