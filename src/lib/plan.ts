import type { ErrorCode } from '../contract/index.ts';
import { ApiError } from './api.ts';

/**
 * Refusals that mean "our subscription does not include this endpoint": nothing the person did,
 * and nothing a retry will fix. Pages that can show a simpler view fall back to it instead of
 * showing an error.
 */
const PLAN_REFUSALS: readonly ErrorCode[] = ['upstream_plan_excludes_endpoint', 'upstream_not_subscribed'];

export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && (PLAN_REFUSALS as readonly string[]).includes(error.code);
}
