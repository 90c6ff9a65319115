/**
 * Card <-> pin highlighting: hovering or focusing a card marks its pin, and the map reports the
 * pin under the pointer or focus back. One piece of state, owned by the search page. Cards get
 * a boolean and the (stable) setter, so a highlight re-renders two cards, not thousands.
 */
export interface HighlightProps {
  active?: boolean;
  onActive?: (id: string | null) => void;
}

export function highlightHandlers(id: string, onActive: ((id: string | null) => void) | undefined) {
  if (!onActive) return {};
  return {
    onMouseEnter: () => onActive(id),
    onMouseLeave: () => onActive(null),
    // Focus events bubble in React, so tabbing through a card's links keeps its pin marked.
    onFocus: () => onActive(id),
    onBlur: () => onActive(null),
  };
}

/**
 * A card's frame. Long lists stay cheap by rendering only the cards near the viewport (see
 * ResultsList), so a card needs no `content-visibility` (which would also hide its true height
 * from the list's measurements).
 */
export const cardClass = (active: boolean | undefined) =>
  `overflow-hidden rounded-lg border bg-white shadow-sm transition ${
    active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'
  }`;
