/**
 * The page's first answers, where the server held them and handed them over in the page
 * (server/plugins/page-html.ts, src/shared/first-answer.ts): read once, before the router starts,
 * and put where the page's own queries read them (`seedHeldAnswers`), so the page neither waits nor
 * asks for them.
 */
import type { QueryClient } from '@tanstack/react-query';
import type { EndpointName, ResponseOf } from '../contract/index.ts';
import { HELD_ANSWER_ID, isInsight, isLookup, isSingle, type HeldAnswer } from '../shared/first-answer.ts';
import { insightKey } from '../shared/insight-key.ts';
import { lookupKey } from '../shared/record-lookup.ts';
import { apiPagesQuery, apiQuery } from './queries.ts';

function isHeldAnswer(held: unknown): held is HeldAnswer {
  if (typeof held !== 'object' || held === null) return false;
  const { answer, body, storedAt } = held as Record<string, unknown>;
  const names = typeof answer === 'object' && answer !== null ? (answer as Record<string, unknown>) : {};
  const named = ['endpoint', 'insight', 'lookup'].some((kind) => typeof names[kind] === 'string');
  return named && typeof storedAt === 'number' && typeof body === 'object' && body !== null;
}

/** The held answers in `doc`: none where there are none or they cannot be read (the page then asks, as without). */
export function readHeldAnswers(doc: Document = document): HeldAnswer[] {
  const text = doc.getElementById(HELD_ANSWER_ID)?.textContent;
  if (!text) return [];
  try {
    const held = JSON.parse(text) as unknown;
    return Array.isArray(held) ? (held as unknown[]).filter(isHeldAnswer) : [];
  } catch {
    return [];
  }
}

/**
 * The answers as the server held them, each put where the page's own query reads it, as of when
 * it was stored: the page draws them at once and asks again only once they are stale. The
 * listing, an owner's listings, the first page of a search's results, a developer or project
 * found in the lists, or the store's figures and names.
 */
export function seedHeldAnswers(client: QueryClient, held: readonly HeldAnswer[]): void {
  for (const { answer, body, storedAt } of held) {
    // The query's own key (the contract's defaults filled in), whatever the answer's type.
    if (isInsight(answer)) client.setQueryData(insightKey(answer.insight, answer.query), body, { updatedAt: storedAt });
    else if (isLookup(answer)) client.setQueryData(lookupKey(answer), body, { updatedAt: storedAt });
    else if (isSingle(answer)) {
      const { queryKey } = apiQuery<EndpointName>(answer.endpoint, answer.query);
      client.setQueryData(queryKey, body as ResponseOf<typeof answer.endpoint>, { updatedAt: storedAt });
    } else {
      const pages = apiPagesQuery<EndpointName>(answer.endpoint, answer.query);
      client.setQueryData(
        pages.queryKey,
        { pages: [body as ResponseOf<typeof answer.endpoint>], pageParams: [pages.initialPageParam] },
        { updatedAt: storedAt },
      );
    }
  }
}
