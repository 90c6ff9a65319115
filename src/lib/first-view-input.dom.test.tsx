/**
 * What the reader does in the server's first view until the app's view replaces it (a render in
 * slices: they may type between them) reaches the same controls in the app's view.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { carryReaderInput } from './first-view-input.ts';

const VIEW = `<main><input aria-label="Place" placeholder="Community"><input name="price_min"><a href="/rent">Rent</a></main>`;

let root: HTMLElement;
afterEach(() => root.remove());

/** A root holding a first view; `replace` swaps in the app's view, as React's commit does. */
function firstView() {
  root = document.createElement('div');
  root.innerHTML = VIEW;
  document.body.append(root);
  return {
    box: (r = root) => r.querySelector<HTMLInputElement>('input[aria-label="Place"]')!,
    price: (r = root) => r.querySelector<HTMLInputElement>('input[name="price_min"]')!,
    replace: () => {
      // As Chromium does (jsdom does not): the focused control hears its blur as it is removed.
      if (root.contains(document.activeElement)) document.activeElement!.dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
      root.textContent = '';
      root.innerHTML = VIEW;
    },
  };
}

describe('carryReaderInput', () => {
  it('carries text typed after it started watching (between the slices) and the box in focus', () => {
    const view = firstView();
    view.box().focus();
    const takeOver = carryReaderInput(root);
    view.box().value = 'Jum';
    view.price().value = '900000';
    const heard: string[] = [];
    view.replace();
    root.addEventListener('input', (e) => heard.push((e.target as HTMLInputElement).value));
    takeOver();
    expect([view.box().value, view.price().value]).toEqual(['Jum', '900000']);
    // As typing does: the app's handlers hear it.
    expect(heard.sort()).toEqual(['900000', 'Jum']);
    expect(document.activeElement).toBe(view.box());
    expect(view.box().selectionStart).toBe(3);
  });

  it('follows focus as the reader moves it, and drops it where they left the view', async () => {
    const view = firstView();
    const takeOver = carryReaderInput(root);
    view.box().focus();
    view.price().focus();
    view.price().blur();
    await Promise.resolve();
    view.replace();
    takeOver();
    expect(document.activeElement).toBe(document.body);

    const again = firstView();
    const next = carryReaderInput(root);
    again.box().focus();
    again.price().focus();
    again.replace();
    next();
    expect(document.activeElement).toBe(again.price());
  });

  it('leaves the app view as drawn where nothing was typed', () => {
    const view = firstView();
    const takeOver = carryReaderInput(root);
    view.replace();
    takeOver();
    expect([view.box().value, view.price().value, document.activeElement]).toEqual(['', '', document.body]);
  });
});
