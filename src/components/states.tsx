/**
 * Loading, empty and error states: every view has all three, and they look the same everywhere.
 */
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect, useState, type ReactNode } from 'react';
import { useTranslation } from '../lib/i18n/react.ts';
import { ApiError, describeError } from '../lib/api.ts';

export function Skeleton({ className = '' }: { className?: string }) {
  return <div aria-hidden="true" className={`animate-pulse rounded bg-slate-200 ${className}`} />;
}

/** A list of placeholder cards while results load. */
export function CardSkeletons({ count = 6, label }: { count?: number; label?: string }) {
  const { t } = useTranslation();
  return (
    <div role="status" aria-live="polite">
      <span className="sr-only">{t('shell.states.loading', { label: label ?? t('shell.states.loadingResults') })}</span>
      <div className="grid gap-4 sm:grid-cols-2">
        {Array.from({ length: count }, (_, i) => (
          <div key={i} className="overflow-hidden rounded-lg border border-slate-200 bg-white">
            <Skeleton className="h-40 w-full rounded-none" />
            <div className="space-y-2 p-3">
              <Skeleton className="h-5 w-1/2" />
              <Skeleton className="h-4 w-3/4" />
              <Skeleton className="h-4 w-1/3" />
            </div>
          </div>
        ))}
      </div>
    </div>
  );
}

export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div role="status" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <p className="text-base font-semibold text-slate-800">{title}</p>
      {children && <div className="mt-2 text-sm text-slate-600">{children}</div>}
    </div>
  );
}

/** A page whose record is not there (an id no list names): said as the page's heading, with a way on. */
export function RecordNotFound({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <section aria-labelledby="record-not-found" className="rounded-lg border border-dashed border-slate-300 bg-white p-8 text-center">
      <h1 id="record-not-found" className="text-xl font-semibold text-slate-800">
        {title}
      </h1>
      {children && <div className="mt-2 space-y-2 text-sm text-slate-600">{children}</div>}
    </section>
  );
}

/** Counts down a rate limit's retry delay, so the person knows when retrying can work. */
function useCountdown(seconds: number | undefined): number {
  const [left, setLeft] = useState(seconds ?? 0);
  // A new delay restarts the count, set while rendering (React's pattern for state that follows a
  // prop) rather than in the effect, which would first paint the old count.
  const [counting, setCounting] = useState(seconds);
  if (counting !== seconds) {
    setCounting(seconds);
    setLeft(seconds ?? 0);
  }
  useEffect(() => {
    if (!seconds) return;
    const timer = setInterval(() => setLeft((s) => (s > 0 ? s - 1 : 0)), 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return left;
}

/**
 * Says what failed, and offers a retry where one can help: not for a request the service refused
 * for good (an unknown record, a bad value), where retrying would fail the same way.
 */
export function ErrorState({ error, what, onRetry }: { error: unknown; what: string; onRetry?: () => void }) {
  const retryable = !(error instanceof ApiError) || error.isTransient;
  const retryAfter = error instanceof ApiError ? error.retryAfter : undefined;
  const left = useCountdown(retryAfter);
  const { t } = useTranslation();
  const message =
    error instanceof ApiError && error.code === 'upstream_rate_limited' && retryAfter
      ? left > 0
        ? t('shell.states.rateLimitedIn', { count: left })
        : t('shell.states.rateLimitedNow')
      : describeError(error, what);
  return (
    <div role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900">
      <p className="font-semibold">{t('shell.states.couldNotLoad', { what })}</p>
      <p className="mt-1">{message}</p>
      {onRetry && retryable && (
        <button type="button" onClick={onRetry} className="mt-3 rounded bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800">
          {t('shell.states.retry')}
        </button>
      )}
    </div>
  );
}

/** The router's error boundary: a failed loader or a render error. */
export function RouteError({ error, reset }: ErrorComponentProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-xl py-10">
      <ErrorState error={error} what={t('shell.states.thisPage')} onRetry={reset} />
    </div>
  );
}
