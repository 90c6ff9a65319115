import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { ApiError, describeError } from './api.ts';
import { apiQuery } from './queries.ts';
import { newestPageQuery } from './saved/queries.ts';
import { endpointSearch } from './url-search.ts';
import { readingI18n } from './i18n/reading.ts';

describe('errors for people', () => {
  it('says an unknown record is not there, and that retrying cannot help', () => {
    const missing = new ApiError(404, 'not_found', 'No such record or path.');
    expect(describeError(missing, 'listings')).toBe('Our data provider could not find listings for this link: it may be old or mistyped.');
    expect(missing.isTransient).toBe(false);
  });

  it('says when a rate limit may clear, and that retrying can help', () => {
    const limited = new ApiError(429, 'upstream_rate_limited', 'Busy', [], 3);
    expect(describeError(limited, 'listings')).toBe('Our data provider is rate-limiting us; retry in 3 s.');
    expect(limited.isTransient).toBe(true);
    expect(new ApiError(0, 'network_error', 'Could not reach our server.').isTransient).toBe(true);
    expect(new ApiError(400, 'bad_request', 'Bad').isTransient).toBe(false);
  });
});

describe('errors in Arabic', () => {
  it("are written in Arabic, the server's English message giving way to the code's own sentence", async () => {
    await readingI18n().changeLanguage('ar');
    try {
      expect(describeError(new ApiError(429, 'upstream_rate_limited', 'Busy', [], 3), 'الإعلانات')).toBe(
        'يحدّ مزوّد البيانات من عدد طلباتنا؛ أعد المحاولة بعد 3 ث.',
      );
      expect(describeError(new ApiError(504, 'upstream_circuit_open', 'Our data provider is not answering'))).toBe(
        'مزوّد البيانات لا يستجيب؛ سنعيد المحاولة قريبًا.',
      );
      expect(describeError(new TypeError('boom'), 'الإعلانات')).toBe('حدث خطأ أثناء تحميل الإعلانات.');
    } finally {
      await readingI18n().changeLanguage('en');
    }
  });
});

describe('what the browser may reuse', () => {
  it("a page takes the browser's stored answer; a saved search's new-since count asks our server again", async () => {
    const asked: RequestInit[] = [];
    const fetchStub = vi.fn((_url: string, init: RequestInit) => {
      asked.push(init);
      return Promise.resolve(Response.json({ success: true, data: [] }));
    });
    vi.stubGlobal('fetch', fetchStub);
    try {
      const search = { location_id: '50' };
      const client = new QueryClient();
      await client.query(apiQuery('search-buy', endpointSearch('search-buy', search)));
      await client.query({ ...newestPageQuery('search-buy', search, 1), staleTime: 0 });
      expect(asked.map((init) => init.cache)).toEqual([undefined, 'no-cache']);
      expect(fetchStub.mock.calls[1]![0]).toContain('sort=newest');
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
