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
 * Read the first view now (just before the app draws over it); the function returned gives what was
 * found to the app's view (call it in the commit that drew it, before the browser handles the next
 * key, so keys pressed meanwhile reach the same box).
 */
export function carryReaderInput(root: HTMLElement): () => void {
  const typed = new Map<string, string>();
  let focused: string | undefined;
  for (const [key, el] of keyed(root)) {
    if (isTextControl(el) && el.value !== el.defaultValue) typed.set(key, el.value);
    if (el === document.activeElement) focused = key;
  }
  if (!typed.size && focused === undefined) return () => undefined;
  return () => {
    const now = keyed(root);
    for (const [key, value] of typed) {
      const el = now.get(key);
      if (el && isTextControl(el)) typeInto(el, value);
    }
    const target = focused === undefined ? undefined : now.get(focused);
    if (target instanceof HTMLElement) {
      target.focus();
      if (isTextControl(target) && typeof target.selectionStart === 'number')
        target.setSelectionRange(target.value.length, target.value.length);
    }
  };
}
