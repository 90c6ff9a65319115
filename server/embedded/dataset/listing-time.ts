/**
 * What a listing does after it goes live, so time can be seen offline: under EMBEDDED_CLOCK a
 * realistic, deterministic share of listings change price (mostly reductions of a few percent)
 * or are withdrawn for a while and come back.
 *
 * Each listing's timeline comes from the seed and its id alone (stateless hashes, no draw from
 * the generation stream), so every other part of the dataset stays as it was. It is told
 * backwards from asOf: the generated price is the price at asOf, and every change and every
 * withdrawal is over by then. So without a clock (the clock at asOf's midnight) the data is
 * exactly what it always was; an earlier clock shows the prices before the changes still to
 * come, and hides the listings withdrawn at that moment. Moving the clock forward between two
 * runs is how prices fall (or rise) and withdrawn listings come back.
 *
 * Shares, over a listing's life (asking-price trackers of Dubai and Ras Al Khaimah portals see
 * about a quarter to a third of listings reduced, rises rare, a few percent relisted):
 *   reduced once           ~26%, a second time for a third of those; 2-12%, most 3-7%
 *   raised                  ~4%, 2-8%
 *   withdrawn and back      ~6%, for 3 to 20 days
 */
import { unit } from '../random.ts';

/** One price change: at `at` seconds before asOf the price became `ratio` times what it was. */
interface PriceEvent {
  at: number;
  ratio: number;
}

export interface ListingTimeline {
  /** Oldest first (largest `at` first). */
  changes: PriceEvent[];
  /** Off the market from `from` to `to` seconds before asOf (from > to > 0), or null. */
  withdrawn: { from: number; to: number } | null;
}

const DAY = 86_400;
/** Every change and return is over at least this long before asOf's midnight. */
const SETTLED_BEFORE_AS_OF = 60;

const SHARE_REDUCED = 0.26;
const SHARE_REDUCED_TWICE = 1 / 3;
const SHARE_RAISED = 0.04;
const SHARE_WITHDRAWN = 0.06;

/** A reduction's size: most 3-7% (leaning to 5%), a few of 2-3%, a tenth of 7-12%. */
const reductionOf = (u1: number, u2: number, u3: number) =>
  1 - (u1 < 0.08 ? 0.02 + 0.01 * u2 : u1 >= 0.9 ? 0.07 + 0.05 * u2 : 0.03 + 0.02 * (u2 + u3));

/** The timeline of the listing `id` that went live `age` seconds before asOf. */
export function timelineOf(seed: number, id: number, age: number): ListingTimeline {
  const u = (part: string) => unit(seed, 'listing-time', id, part);
  // A moment in the listing's life: after it went live, before asOf.
  const during = (part: string, from = 0.02, to = 0.95) =>
    Math.max(SETTLED_BEFORE_AS_OF, Math.floor(age * (1 - (from + (to - from) * u(part)))));
  const changes: PriceEvent[] = [];
  const pick = u('kind');
  if (pick < SHARE_REDUCED) {
    changes.push({ at: during('first'), ratio: reductionOf(u('size-1'), u('size-2'), u('size-3')) });
    if (u('again') < SHARE_REDUCED_TWICE)
      changes.push({ at: during('second', 0.5, 0.98), ratio: reductionOf(u('size-4'), u('size-5'), u('size-6')) });
  } else if (pick < SHARE_REDUCED + SHARE_RAISED) {
    changes.push({ at: during('first'), ratio: 1 + 0.02 + 0.06 * u('size-1') });
  }
  changes.sort((a, b) => b.at - a.at);
  let withdrawn: ListingTimeline['withdrawn'] = null;
  if (u('withdrawn') < SHARE_WITHDRAWN) {
    const from = during('withdrawn-from', 0.1, 0.9);
    const to = Math.max(SETTLED_BEFORE_AS_OF, from - Math.floor((3 + 17 * u('withdrawn-for')) * DAY));
    if (to < from) withdrawn = { from, to };
  }
  return { changes, withdrawn };
}

/** The price at a clock `clock` seconds before asOf, from the price at asOf (not rounded). */
export function priceAt(timeline: ListingTimeline, priceAtAsOf: number, clock: number): number {
  let price = priceAtAsOf;
  // Undo the changes that have not happened yet at the clock (those nearer asOf than it).
  for (const change of timeline.changes) if (change.at < clock) price /= change.ratio;
  return price;
}

/** Whether the listing is off the market at a clock `clock` seconds before asOf. */
export function withdrawnAt(timeline: ListingTimeline, clock: number): boolean {
  const w = timeline.withdrawn;
  return w !== null && clock <= w.from && clock > w.to;
}
