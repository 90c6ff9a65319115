/**
 * Card <-> pin highlighting: hovering or focusing a card marks its pin, and the map reports the
 * pin under the pointer or focus back. One piece of state, owned by the search page.
 */
export interface CardHighlight {
  active: string | null;
  handlers: (id: string) => {
    onMouseEnter: () => void;
    onMouseLeave: () => void;
    onFocus: () => void;
    onBlur: () => void;
  };
}

export function cardHighlight(active: string | null, setActive: (id: string | null) => void): CardHighlight {
  return {
    active,
    handlers: (id) => ({
      onMouseEnter: () => setActive(id),
      onMouseLeave: () => setActive(null),
      // Focus events bubble in React, so tabbing through a card's links keeps its pin marked.
      onFocus: () => setActive(id),
      onBlur: () => setActive(null),
    }),
  };
}

export const cardClass = (active: boolean) =>
  `overflow-hidden rounded-lg border bg-white shadow-sm transition ${active ? 'border-brand-600 ring-2 ring-brand-600' : 'border-slate-200'}`;
