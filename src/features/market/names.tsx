/**
 * Names from the data (places, districts, the registry's messages) inside translated text: kept
 * as the service sends them, in their own direction, and marked as not to be translated.
 */
import type { ReactNode } from 'react';
import { readingLanguage } from '../../lib/i18n/reading.ts';

export function Name({ children }: { children?: ReactNode }) {
  return (
    <bdi translate="no" dir="auto">
      {children}
    </bdi>
  );
}

/** The tags of `<Trans>` texts: `<place>` and `<msg>` hold data, `<strong>` stresses a figure. */
export const TEXT_TAGS = { place: <Name />, msg: <Name />, strong: <strong /> };

/**
 * A signed figure ("+4.5%", "−1.2%") kept in its left-to-right order inside right-to-left text,
 * so its sign stays before its digits (Unicode isolates; nothing is added to English).
 */
export function signed(text: string): string {
  return readingLanguage() === 'en' ? text : `\u2066${text}\u2069`;
}
