/** The stale notice's sentence: how old the data is and why, plainly. */
import { describe, expect, it } from 'vitest';
import { staleMessage } from './StaleNotice.tsx';

const AS_OF = '2026-11-23T10:05:00.000Z';

describe('stale notice', () => {
  it('says plainly how old the data is and why', () => {
    const now = new Date('2026-11-23T12:00:00Z');
    expect(staleMessage(AS_OF, 'upstream_unavailable', now)).toMatch(/^Data as of \d\d:\d\d; our data provider is not answering\.$/);
    expect(staleMessage(AS_OF, 'revalidating', now)).toMatch(/fresher data is on its way/);
    expect(staleMessage('2026-11-20T10:05:00.000Z', 'upstream_timeout', now)).toMatch(/^Data as of 20 Nov, \d\d:\d\d;/);
  });
});
