/**
 * The heart in a pin's popup. Leaflet builds popups as DOM (leaflet-base.ts), so this is the same
 * toggle as the cards' SaveButton, built as DOM over the same store: "Save listing", pressed
 * "Saved", kept in step with hearts elsewhere on the page while the popup is open.
 */
import { toggleFavourite } from '../../lib/saved/actions.ts';
import { isFavourite, type ListingSnapshot } from '../../lib/saved/model.ts';
import { getState, subscribe } from '../../lib/saved/store.ts';
import { readingI18n } from '../../lib/i18n/reading.ts';

export function popupSaveButton(listing: ListingSnapshot): HTMLButtonElement {
  const button = document.createElement('button');
  button.type = 'button';
  button.className =
    'map-popup__save mt-1 inline-flex items-center gap-1 rounded border border-slate-300 bg-white px-2 py-0.5 text-xs font-medium text-slate-800 hover:bg-slate-50';
  const heart = document.createElement('span');
  heart.setAttribute('aria-hidden', 'true');
  const label = document.createElement('span');
  button.append(heart, label);
  const render = () => {
    const saved = isFavourite(getState().data, listing.id);
    button.setAttribute('aria-pressed', String(saved));
    heart.textContent = saved ? '♥' : '♡';
    heart.className = saved ? 'text-rose-700' : '';
    label.textContent = readingI18n().t(saved ? 'widgets.map.saved' : 'widgets.map.save');
  };
  // The popup's content is built as it opens and rebuilt at each opening: a closed popup's button
  // (no longer in the document) stops listening at the next change.
  const unsubscribe = subscribe(() => {
    if (button.isConnected) render();
    else unsubscribe();
  });
  render();
  button.addEventListener('click', () => void toggleFavourite(listing));
  return button;
}
