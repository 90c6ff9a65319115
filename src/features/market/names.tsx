/**
 * Names from the data (places, districts, the registry's messages) inside translated text: kept
 * as the service sends them, in their own direction, and marked as not to be translated.
 */
import type { ReactNode } from 'react';

export function Name({ children }: { children?: ReactNode }) {
  return (
    <bdi translate="no" dir="auto">
      {children}
    </bdi>
  );
}

/** The tags of `<Trans>` texts: `<place>` and `<msg>` hold data, `<strong>` stresses a figure. */
export const TEXT_TAGS = { place: <Name />, msg: <Name />, strong: <strong /> };
