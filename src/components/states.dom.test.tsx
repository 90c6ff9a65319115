/**
 * The loading, empty and error states every view shares: what each says, when Retry is offered,
 * and the rate limit's countdown. jsdom: text, roles and a timer, no layout; fake timers drive
 * the countdown instead of waiting for it.
 */
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../lib/api.ts';
import { CardSkeletons, EmptyState, ErrorState } from './states.tsx';
import { readingI18n } from '../lib/i18n/reading.ts';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const apiError = (
  status: number,
  code: ConstructorParameters<typeof ApiError>[1],
  extra: { retryAfter?: number; issues?: { param: string; message: string }[] } = {},
) => new ApiError(status, code, 'server message', extra.issues ?? [], extra.retryAfter);

/** A rate limit of 3 s on loading `what`: what the alert says now and after each of 4 seconds. */
function countdown(what: string): string[] {
  vi.useFakeTimers();
  render(<ErrorState error={apiError(429, 'upstream_rate_limited', { retryAfter: 3 })} what={what} onRetry={() => {}} />);
  const alert = screen.getByRole('alert');
  const said = [alert.textContent];
  for (let second = 1; second <= 4; second++) {
    act(() => void vi.advanceTimersByTime(1000));
    said.push(alert.textContent);
  }
  return said;
}

describe('ErrorState', () => {
  it('a transient fault says what failed and offers Retry, which retries', () => {
    const onRetry = vi.fn();
    render(<ErrorState error={apiError(502, 'upstream_unavailable')} what="agents" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('Could not load agents.');
    expect(alert.textContent).toContain('Our data provider is unavailable, so agents could not load.');
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a lost connection offers Retry', () => {
    render(
      <ErrorState
        error={new ApiError(0, 'network_error', 'Could not reach our server. Check your connection.')}
        what="listings"
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not reach our server.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a link to nothing says so and offers no Retry, which would fail the same way', () => {
    render(<ErrorState error={apiError(404, 'not_found')} what="this listing" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Our data provider could not find this listing for this link');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('a bad value names the parameters and offers no Retry', () => {
    const error = apiError(400, 'bad_request', { issues: [{ param: 'price_min', message: 'must be a whole number' }] });
    render(<ErrorState error={error} what="homes for sale" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('The search has a bad value: price_min must be a whole number.');
    expect(screen.queryByRole('button', { name: 'Retry' })).toBeNull();
  });

  it('an unknown failure still says something and offers Retry', () => {
    render(<ErrorState error={new TypeError('boom')} what="the price trend" onRetry={() => {}} />);
    expect(screen.getByRole('alert').textContent).toContain('Something went wrong while loading the price trend.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('without a retry handler there is no Retry button', () => {
    render(<ErrorState error={apiError(502, 'upstream_unavailable')} what="agents" />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('a rate limit counts down to the moment a retry can work', () => {
    const [now, second, third, fourth, later] = countdown('transactions');
    expect(now).toContain('Our data provider is rate-limiting us; retry in 3 s.');
    expect(second).toContain('retry in 2 s.');
    expect(third).toContain('retry in 1 s.');
    expect(fourth).toContain('Our data provider is rate-limiting us; you can retry now.');
    expect(later).toContain('you can retry now.');
    expect(screen.getByRole('button', { name: 'Retry' })).toBeTruthy();
  });

  it('a used-up quota says to try later', () => {
    render(<ErrorState error={apiError(429, 'upstream_quota_exceeded')} what="transactions" />);
    expect(screen.getByRole('alert').textContent).toContain("Our data provider's quota is used up for now.");
  });
});

describe('EmptyState and CardSkeletons', () => {
  it('an empty state is a status with its title and advice', () => {
    render(<EmptyState title="No agents match">Try another specialisation.</EmptyState>);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('No agents matchTry another specialisation.');
  });

  it('the loading placeholders announce what is loading, and hide the shapes from screen readers', () => {
    const { container } = render(<CardSkeletons count={4} label="Loading agents" />);
    expect(screen.getByRole('status').textContent).toBe('Loading agents…');
    const shapes = container.querySelectorAll('[aria-hidden="true"]');
    expect(shapes.length).toBeGreaterThanOrEqual(4 * 4);
  });
});

describe('states in Arabic', () => {
  afterEach(async () => {
    await readingI18n().changeLanguage('en');
  });

  it('say what failed in Arabic sentences, count the wait down in Arabic plurals, and offer إعادة المحاولة', async () => {
    await readingI18n().changeLanguage('ar');
    render(<ErrorState error={apiError(504, 'upstream_timeout')} what="الوكلاء" onRetry={() => {}} />);
    const alert = screen.getByRole('alert');
    expect(alert.textContent).toContain('تعذّر تحميل الوكلاء.');
    expect(alert.textContent).toContain('استغرق مزوّد البيانات وقتًا طويلًا للرد بشأن الوكلاء.');
    expect(screen.getByRole('button', { name: 'إعادة المحاولة' })).toBeTruthy();
    cleanup();

    const [now, second, third, fourth] = countdown('المعاملات');
    expect(now).toContain('أعد المحاولة بعد 3 ثوانٍ.');
    expect(second).toContain('أعد المحاولة بعد ثانيتين.');
    expect(third).toContain('أعد المحاولة بعد ثانية واحدة.');
    expect(fourth).toContain('يمكنك إعادة المحاولة الآن.');
    cleanup();

    render(<CardSkeletons />);
    expect(screen.getByRole('status').textContent).toBe('جارٍ تحميل النتائج…');
  });
});
