import { describe, expect, it } from 'vitest';
import { ApiError, describeError } from './api.ts';

describe('errors for people', () => {
  it('says an unknown record is not there, and that retrying cannot help', () => {
    const missing = new ApiError(404, 'not_found', 'No such record or path.');
    expect(describeError(missing, 'listings')).toBe('The data service has no listings for this link: it may be old or mistyped.');
    expect(missing.isTransient).toBe(false);
  });

  it('says when a rate limit may clear, and that retrying can help', () => {
    const limited = new ApiError(429, 'upstream_rate_limited', 'Busy', [], 3);
    expect(describeError(limited, 'listings')).toBe('The data service is rate-limiting us; retry in 3 s.');
    expect(limited.isTransient).toBe(true);
    expect(new ApiError(0, 'network_error', 'Could not reach our server.').isTransient).toBe(true);
    expect(new ApiError(400, 'bad_request', 'Bad').isTransient).toBe(false);
  });
});
