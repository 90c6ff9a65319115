/**
 * The page's first answer, where the server held it and handed it over in the page
 * (server/plugins/page-html.ts, src/shared/first-answer.ts): read once, before the router starts,
 * so the page's query finds it (`seedHeldAnswer`) and the page neither waits nor asks for it.
 */
import { HELD_ANSWER_ID, type HeldAnswer } from '../shared/first-answer.ts';

/** The held answer in `doc`, or null where there is none or it cannot be read (the page then asks, as without). */
export function readHeldAnswer(doc: Document = document): HeldAnswer | null {
  const text = doc.getElementById(HELD_ANSWER_ID)?.textContent;
  if (!text) return null;
  try {
    const held = JSON.parse(text) as Partial<HeldAnswer> | null;
    const complete =
      typeof held?.storedAt === 'number' &&
      typeof held.answer?.endpoint === 'string' &&
      typeof held.body === 'object' &&
      held.body !== null;
    return complete ? (held as HeldAnswer) : null;
  } catch {
    return null;
  }
}
