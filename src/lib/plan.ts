import { PLAN_REFUSALS } from '../contract/index.ts';
import { ApiError } from './api.ts';

/**
 * Whether our plan refused the endpoint (contract/errors.ts). Pages that can show a simpler view
 * fall back to it instead of showing an error.
 */
export function isPlanRefusal(error: unknown): boolean {
  return error instanceof ApiError && (PLAN_REFUSALS as readonly string[]).includes(error.code);
}
