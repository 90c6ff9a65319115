/**
 * The flag emoji of a two-letter country code ("AE" -> 🇦🇪): two regional indicator symbols.
 * Empty for anything that is not two ASCII letters, so a bad code shows no flag rather than junk.
 */
const REGIONAL_INDICATOR_A = 0x1f1e6;

export function flagEmoji(code: string | null | undefined): string {
  const letters = (code ?? '').trim().toUpperCase();
  if (!/^[A-Z]{2}$/.test(letters)) return '';
  return String.fromCodePoint(...Array.from(letters, (c) => REGIONAL_INDICATOR_A + c.charCodeAt(0) - 65));
}
