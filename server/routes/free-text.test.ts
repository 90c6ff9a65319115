/**
 * Free-text parameters refuse control characters before any upstream call, with a 400 naming the
 * parameter (the rule lives in the contract, src/contract/params.ts; the forms use the same one).
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { harness, okBody, type Harness } from '../upstream/testing.ts';
import { readApiErrorBody, type EndpointName } from '../../src/contract/index.ts';

let h: Harness;
beforeEach(async () => {
  h = await harness();
  h.respond((req) => ({ status: 200, body: okBody(req.path.split('?')[0]!.slice(1) as EndpointName) }));
});
afterEach(async () => {
  await h.close();
});

describe('control characters in free text', () => {
  const cases: [string, string][] = [
    ['/api/autocomplete-location?query=mar%00ina', 'query'],
    ['/api/autocomplete-location?query=mar%0D%0AX-Injected:%201', 'query'],
    ['/api/autocomplete-location?query=gate%09', 'query'], // trimmed: see the second test
    ['/api/get-registry-transactions?district=Yas%20Island,Al%1BReem', 'district'],
  ];

  it('answers 400 bad_request naming the parameter, and calls nobody', async () => {
    for (const [url, param] of cases.slice(0, 2).concat(cases.slice(3))) {
      const res = await h.app.inject(url);
      expect(res.statusCode, url).toBe(400);
      const body = readApiErrorBody(res.json<unknown>());
      expect(body?.error, url).toBe('bad_request');
      expect(body?.message, url).toContain(`"${param}"`);
      expect(body?.message, url).toContain('control characters');
      expect(
        body?.issues?.map((i) => i.param),
        url,
      ).toEqual([param]);
      expect(body?.issues?.[0]?.message, url).toContain('control characters');
    }
    expect(h.seen).toHaveLength(0);
  });

  it('a tab or line break at the ends is whitespace the contract trims, not a refusal', async () => {
    const res = await h.app.inject(cases[2]![0]);
    expect(res.statusCode).toBe(200);
    expect(h.seen).toHaveLength(1);
    expect(h.seen[0]!.path).toBe('/autocomplete-location?query=gate');
  });

  it('ordinary text (accents, Arabic) still goes through', async () => {
    const res = await h.app.inject(`/api/autocomplete-location?query=${encodeURIComponent('دبي مارينا')}`);
    expect(res.statusCode).toBe(200);
  });
});
