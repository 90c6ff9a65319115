import type { ReactNode } from 'react';

/**
 * Words from the data (a name, a title, a place), shown as the service sends them: never
 * translated, and isolated in their own direction, so a Latin name reads left to right inside
 * Arabic text while the line around it keeps the page's alignment. As a `<Trans>` tag
 * (`components={{ place: <AsSent /> }}`), the translation fills it.
 */
export function AsSent({ children }: { children?: ReactNode }) {
  return (
    <bdi translate="no" dir="auto">
      {children}
    </bdi>
  );
}
