/**
 * The request side of every route under /api, the service's 17 (api.ts) and ours (insights.ts):
 * ONE parse of the query string from the contract's parameter table (`parseRequest`: strict,
 * defaults filled, typed so required and defaulted parameters are present), ONE 400 body, and the
 * answer of an upstream fault.
 *
 * The query rules (repeated list keys joined, control characters refused, surrounding spaces
 * ignored, an empty value absent, ranges in order) are the contract's (src/contract/canonical.ts)
 * and are documented once in the OpenAPI document (server/openapi/document.ts, QUERY_RULES).
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { parseRequest, type ParamDef, type Parsed, type QueryIssue, type RequestQuery } from '../../src/contract/index.ts';
import { errorBody, type UpstreamError } from '../upstream/errors.ts';

export const JSON_TYPE = 'application/json; charset=utf-8';

/** What a route's parameters are: a contract table, and ids of which at least one is needed. */
export interface QueryRules<P extends Record<string, ParamDef>> {
  params: P;
  atLeastOne?: readonly string[];
}

/** "Query parameter "location_id" is required: a positive whole number." */
function issuesMessage(issues: readonly QueryIssue[]): string {
  const first = issues[0];
  if (!first) return 'The query is not valid.';
  const verb = /^(is|must|are|or) /.test(first.message) ? ' ' : ': ';
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more problem${issues.length > 2 ? 's' : ''})` : '';
  return `Query parameter "${first.param}"${verb}${first.message}.${more}`;
}

/** The 400 of every route: a sentence, and one entry per parameter at fault (with its allowed values where finite). */
export function sendBadRequest(reply: FastifyReply, issues: readonly QueryIssue[]) {
  const copy = issues.map(({ param, message, allowed }) => (allowed ? { param, message, allowed: [...allowed] } : { param, message }));
  return reply
    .code(400)
    .header('cache-control', 'no-store')
    .type(JSON_TYPE)
    .send(errorBody('bad_request', issuesMessage(issues), { issues: copy }));
}

/** An upstream fault as the contract's error body, with `retry-after` when the fault names one. */
export function sendUpstreamError(reply: FastifyReply, err: UpstreamError) {
  if (err.retryAfter !== undefined) reply.header('retry-after', String(err.retryAfter));
  return reply.code(err.status).header('cache-control', 'no-store').type(JSON_TYPE).send(err.toBody());
}

/** The query string as sent (the part after `?`): what a parse is a pure function of. */
const rawQueryString = (req: FastifyRequest) => {
  const q = req.url.indexOf('?');
  return q < 0 ? '' : req.url.slice(q + 1);
};

/** Parses are pure functions of the query string: each route remembers its last few thousand. */
const MEMO_MAX = 2000;

/**
 * A route's query reader: `read(req, reply)` gives the typed, defaulted query, or null after
 * sending the 400.
 */
export function queryReader<P extends Record<string, ParamDef>>(rules: QueryRules<P>) {
  const memo = new Map<string, RequestQuery<P>>();
  const parse = (req: FastifyRequest): RequestQuery<P> => {
    const qs = rawQueryString(req);
    let parsed = memo.get(qs);
    if (!parsed) {
      parsed = parseRequest(rules.params, req.query as Record<string, unknown>, rules.atLeastOne);
      if (memo.size >= MEMO_MAX) memo.clear();
      memo.set(qs, parsed);
    }
    return parsed;
  };
  return {
    parse,
    read(req: FastifyRequest, reply: FastifyReply): Parsed<P> | null {
      const parsed = parse(req);
      if (parsed.ok) return parsed.query;
      void sendBadRequest(reply, parsed.issues);
      return null;
    },
  };
}
