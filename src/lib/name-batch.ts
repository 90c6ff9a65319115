/**
 * Names asked for in one moment go out in one request per kind. A page of 25 cards names up to 25
 * brokerages: one query each (lib/names.ts keeps the per-id cache), but the queries that start in
 * the same task (the cards mounting together) are answered by one `/api/names/batch` request
 * instead of 25 `fetch`es, each of which costs the main thread too. An id asked alone still goes to
 * `/api/names` as before.
 */
import { INSIGHT_ENDPOINTS, NAMES_BATCH_MAX_IDS, type NamesAnswer, type NamesBatch } from '../contract/index.ts';
import { getJson } from './api.ts';
import { insightUrl } from './insights.ts';

export type NamedKind = 'location' | 'agent' | 'broker';

/** `/api/names`'s parameter of each kind. */
export const NAME_PARAM = { location: 'location_id', agent: 'agent_id', broker: 'broker_id' } as const;

/** An id of a form the batch refuses (a link's typo) goes alone, so its 400 is its own, not its neighbours'. */
const batchable = (id: string) => INSIGHT_ENDPOINTS['names/batch'].params.ids.pattern.test(id);

interface Waiter {
  resolve: (answer: NamesAnswer) => void;
  reject: (err: unknown) => void;
}

/** Ids waiting for the next send, by kind, each with whoever asked. */
const waiting = new Map<NamedKind, Map<string, Waiter[]>>();
let sendScheduled = false;

/** The name of one id, as `/api/names` answers it, sent with every other id asked in the same task. */
export function askName(kind: NamedKind, id: string): Promise<NamesAnswer> {
  return new Promise((resolve, reject) => {
    const ids = waiting.get(kind) ?? new Map<string, Waiter[]>();
    waiting.set(kind, ids);
    ids.set(id, [...(ids.get(id) ?? []), { resolve, reject }]);
    if (sendScheduled) return;
    sendScheduled = true;
    // A task later, not a microtask: cards mounting in separate commits of one render still join.
    setTimeout(send, 0);
  });
}

function send(): void {
  sendScheduled = false;
  const asked = [...waiting];
  waiting.clear();
  for (const [kind, ids] of asked) {
    const together = [...ids.keys()].filter(batchable);
    const chunks = [...ids.keys()].filter((id) => !batchable(id)).map((id) => [id]);
    for (let i = 0; i < together.length; i += NAMES_BATCH_MAX_IDS) chunks.push(together.slice(i, i + NAMES_BATCH_MAX_IDS));
    for (const chunk of chunks) {
      const settle = (each: (waiter: Waiter, id: string) => void) => {
        for (const id of chunk) for (const waiter of ids.get(id)!) each(waiter, id);
      };
      void request(kind, chunk).then(
        (answerFor) => settle((w, id) => w.resolve(answerFor(id))),
        (err: unknown) => settle((w) => w.reject(err)),
      );
    }
  }
}

/** The answer for each id asked: `/api/names` of one id as it came, or its part of a batch's. */
async function request(kind: NamedKind, ids: string[]): Promise<(id: string) => NamesAnswer> {
  if (ids.length === 1) {
    const one = (await getJson(insightUrl('names', { [NAME_PARAM[kind]]: ids[0] }))).body as NamesAnswer;
    return () => one;
  }
  const { names, notAskedYet } = (await getJson(insightUrl('names/batch', { kind, ids }))).body as NamesBatch;
  return (id) => ({ success: true, [kind]: names[id], notAskedYet: notAskedYet?.filter((x) => x === id) });
}
