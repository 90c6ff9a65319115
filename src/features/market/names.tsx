/**
 * Names from the data (places, districts, the registry's messages) inside translated text: kept
 * as the service sends them (`AsSent`), in their own direction, and marked as not to be translated.
 */
import { AsSent } from '../../components/AsSent.tsx';
import { readingLanguage } from '../../lib/i18n/reading.ts';

/** The tags of `<Trans>` texts: `<place>` and `<msg>` hold data, `<strong>` stresses a figure. */
export const TEXT_TAGS = { place: <AsSent />, msg: <AsSent />, strong: <strong /> };

/**
 * A signed figure ("+4.5%", "−1.2%") kept in its left-to-right order inside right-to-left text,
 * so its sign stays before its digits (Unicode isolates; nothing is added to English).
 */
export function signed(text: string): string {
  return readingLanguage() === 'en' ? text : `\u2066${text}\u2069`;
}
