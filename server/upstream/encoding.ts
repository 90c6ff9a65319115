/**
 * Content negotiation for cached answers: pick the stored bytes a request's `accept-encoding`
 * allows (brotli first, then gzip, else identity), per RFC 9110 §12.5.3 (q-values, `*`, `q=0`).
 */
export type StoredEncoding = 'br' | 'gzip' | 'identity';

/** Memo of header value -> choice: browsers send a handful of distinct values. */
const memo = new Map<string, StoredEncoding>();
const MEMO_MAX = 256;

function parse(header: string): StoredEncoding {
  const q = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let weight = 1;
    for (const p of params) {
      const m = /^\s*q\s*=\s*([0-9.]+)\s*$/.exec(p);
      if (m) weight = Number(m[1]);
    }
    q.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const star = q.get('*');
  const weightOf = (enc: string) => q.get(enc) ?? star ?? 0;
  const br = weightOf('br');
  const gz = weightOf('gzip');
  if (br > 0 && br >= gz) return 'br';
  if (gz > 0) return 'gzip';
  return 'identity';
}

export function pickEncoding(header: string | string[] | undefined): StoredEncoding {
  if (header === undefined) return 'identity';
  const value = Array.isArray(header) ? header.join(',') : header;
  let choice = memo.get(value);
  if (choice === undefined) {
    choice = parse(value);
    if (memo.size >= MEMO_MAX) memo.clear();
    memo.set(value, choice);
  }
  return choice;
}
