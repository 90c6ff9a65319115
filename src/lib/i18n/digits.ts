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

let current: Digits = readStored();
const listeners = new Set<() => void>();

export function getDigits(): Digits {
  return current;
}

/** Choose and remember the digits; unchanged if remembering is refused (the choice still holds). */
export function setDigits(digits: Digits): void {
  if (digits === current) return;
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
