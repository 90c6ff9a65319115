/**
 * Location suggestions. A location matches when every word of the query is a word (or the start
 * of a word) of its name, or when the query appears inside the name. Ranking: exact name, then
 * whole-word matches, then word prefixes, then substrings; higher levels (emirate, community) before
 * lower ones; busier places first. Matches are grouped under their highest matching ancestor, so
 * "marina" gives Dubai Marina followed by its towers before other places named Marina.
 */
import type { Dataset } from './dataset/index.ts';

function normalise(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}

interface Entry {
  node: number;
  name: string;
  tokens: string[];
}

export function createAutocomplete(d: Dataset) {
  const { nodes } = d.locations;
  const entries: Entry[] = nodes.map((n) => {
    const name = normalise(n.name);
    return { node: n.index, name, tokens: name.split(' ').filter(Boolean) };
  });
  const count = d.indexes.nodeCount;

  const classify = (e: Entry, q: string, qTokens: string[]): number => {
    if (e.name === q) return 0;
    if (qTokens.every((t) => e.tokens.includes(t))) return 1;
    if (qTokens.every((t) => e.tokens.some((w) => w.startsWith(t)))) return 2;
    if (e.name.includes(q) || e.name.replace(/ /g, '').includes(q.replace(/ /g, ''))) return 3;
    return -1;
  };

  return function suggest(query: string, limit: number): number[] {
    const q = normalise(query);
    if (!q) return [];
    const qTokens = q.split(' ');
    const matchClass = new Map<number, number>();
    for (const e of entries) {
      const c = classify(e, q, qTokens);
      if (c >= 0) matchClass.set(e.node, c);
    }
    const key = (i: number): [number, number, number, string] => [matchClass.get(i)!, nodes[i]!.depth, -count[i]!, nodes[i]!.name];
    const cmp = (a: number, b: number) => {
      const ka = key(a);
      const kb = key(b);
      return ka[0] - kb[0] || ka[1] - kb[1] || ka[2] - kb[2] || (ka[3] < kb[3] ? -1 : ka[3] > kb[3] ? 1 : 0);
    };
    const anchorOf = (i: number) => {
      let anchor = i;
      for (let p = nodes[i]!.parent; p >= 0; p = nodes[p]!.parent) if (matchClass.has(p)) anchor = p;
      return anchor;
    };
    const groups = new Map<number, number[]>();
    for (const i of matchClass.keys()) {
      const a = anchorOf(i);
      let g = groups.get(a);
      if (!g) groups.set(a, (g = []));
      if (a !== i) g.push(i);
    }
    const out: number[] = [];
    for (const anchor of [...groups.keys()].sort(cmp)) {
      out.push(anchor, ...groups.get(anchor)!.sort(cmp));
      if (out.length >= limit) break;
    }
    return out.slice(0, limit);
  };
}
