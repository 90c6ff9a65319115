/**
 * The registry takes dates as DD/MM/YYYY; `<input type="date">` speaks YYYY-MM-DD. Conversions
 * between the two, checked against the calendar by the contract's `registryDateKey`.
 */
import { registryDateKey } from '../../../contract/index.ts';

/** "2025-03-01" -> "01/03/2025"; undefined for an empty or impossible date. */
export function isoToRegistryDate(iso: string): string | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return undefined;
  const text = `${m[3]}/${m[2]}/${m[1]}`;
  return registryDateKey(text) === null ? undefined : text;
}

/** "01/03/2025" -> "2025-03-01"; "" for anything else (an empty date input). */
export function registryDateToIso(text: string | undefined): string {
  const m = text ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text) : null;
  return m ? `${m[3]}-${m[2]}-${m[1]}` : '';
}
