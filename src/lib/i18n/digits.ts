/**
 * The reader's choice of digits (Latin by default, or Arabic-Indic), remembered in this browser.
 * A small store: formatters read it, and components re-render through `subscribeDigits`.
 */
import { DEFAULT_DIGITS, DIGITS_STORAGE_KEY, isDigits, type Digits } from '../../shared/languages.ts';

/** localStorage, or undefined where there is none or it refuses access (private modes, policies). */
function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

function readStored(): Digits {
  try {
    const stored = storage()?.getItem(DIGITS_STORAGE_KEY);
    return isDigits(stored) ? stored : DEFAULT_DIGITS;
  } catch {
    return DEFAULT_DIGITS;
  }
}

// Read on first use, not as the module loads: a page's first read of local storage loads it (up to
// 60 ms on a slow phone, 4x), and the app does that in a task of its own first (src/main.tsx).
let current: Digits | undefined;
const listeners = new Set<() => void>();

export function getDigits(): Digits {
  current ??= readStored();
  return current;
}

/** Choose and remember the digits; unchanged if remembering is refused (the choice still holds). */
export function setDigits(digits: Digits): void {
  if (digits === getDigits()) return;
  current = digits;
  try {
    storage()?.setItem(DIGITS_STORAGE_KEY, digits);
  } catch {
    // Storage full or refused: the choice lasts for this page only.
  }
  for (const listener of listeners) listener();
}

export function subscribeDigits(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
