/**
 * What a reader did in the server's first view before the app took over (src/main.tsx): text typed
 * into its boxes and the control in focus. The app draws its own view over the first one, and
 * would drop both; this carries them to the same controls in the app's view, so a reader who starts
 * typing on a slow phone loses nothing.
 */

const CONTROLS = 'a[href], button, input, select, textarea';

type Control = HTMLInputElement | HTMLTextAreaElement;

/** A control's name for matching across the two views: what it is and how it is labelled (not its generated id). */
function keyOf(el: Element): string {
  return [el.tagName, el.getAttribute('type'), el.getAttribute('name'), el.getAttribute('aria-label'), el.getAttribute('placeholder')].join(
    '|',
  );
}

/** The controls of a view, each keyed by its name and which of that name it is. */
function keyed(root: HTMLElement): Map<string, Element> {
  const seen = new Map<string, number>();
  const out = new Map<string, Element>();
  for (const el of root.querySelectorAll(CONTROLS)) {
    const key = keyOf(el);
    const n = seen.get(key) ?? 0;
    seen.set(key, n + 1);
    out.set(`${key}#${n}`, el);
  }
  return out;
}

const isTextControl = (el: Element): el is Control =>
  (el instanceof HTMLInputElement && !['checkbox', 'radio', 'button', 'submit', 'reset', 'hidden'].includes(el.type)) ||
  el instanceof HTMLTextAreaElement;

/** Set a box's text as typing does, so the app's own handlers see it. */
function typeInto(el: Control, value: string): void {
  const proto = el instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(proto, 'value')?.set?.call(el, value);
  el.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Watch the first view from now until the app's view replaces it: the function returned reads what
 * the reader typed there and where they were, and gives it to the app's view. Call it in the commit
 * that drew that view (a layout effect), before the browser handles the next key, so keys pressed
 * meanwhile reach the same box.
 *
 * The app draws its view in slices (src/main.tsx), and the reader may type between them: the boxes
 * are read at the commit, from the first view's own elements (put out of the page by then, they
 * keep their text). Focus is followed as it moves, and a control that loses it only because the
 * commit removed it still counts as holding it.
 */
export function carryReaderInput(root: HTMLElement): () => void {
  const first = keyed(root);
  const keys = new Map<EventTarget, string>([...first].map(([key, el]) => [el, key]));
  const keyOfElement = (el: EventTarget | null) => (el ? keys.get(el) : undefined);
  let focused = keyOfElement(document.activeElement);
  const onFocusIn = (e: FocusEvent) => {
    focused = keyOfElement(e.target);
  };
  const onFocusOut = (e: FocusEvent) => {
    const el = e.target;
    if (!(el instanceof Element) || keyOfElement(el) !== focused) return;
    // Decided a moment later: a reader's own blur is then over; a blur from the commit removing the
    // control (Chromium fires one) is still in its task, where the function below reads focus first.
    queueMicrotask(() => {
      if (keyOfElement(el) === focused) focused = undefined;
    });
  };
  root.addEventListener('focusin', onFocusIn);
  root.addEventListener('focusout', onFocusOut);
  return () => {
    root.removeEventListener('focusin', onFocusIn);
    root.removeEventListener('focusout', onFocusOut);
    const now = keyed(root);
    for (const [key, el] of first) {
      const to = now.get(key);
      if (isTextControl(el) && el.value !== el.defaultValue && to && isTextControl(to)) typeInto(to, el.value);
    }
    const target = focused === undefined ? undefined : now.get(focused);
    if (target instanceof HTMLElement) {
      target.focus();
      if (isTextControl(target) && typeof target.selectionStart === 'number')
        target.setSelectionRange(target.value.length, target.value.length);
    }
  };
}
