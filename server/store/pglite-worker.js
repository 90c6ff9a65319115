// The embedded store's thread: PGlite runs here, never on the server's main thread.
//
// Why a thread: PGlite is PostgreSQL compiled to WebAssembly, and some of its failures never
// return (a transaction whose WAL cannot grow on a full disk spins at 100% CPU forever). On the
// main thread that froze every route and the SIGTERM handler with it. Here it freezes only this
// thread, which the main thread can end (Worker.terminate stops WebAssembly mid-loop) and start
// again; see pglite-thread.ts, which owns this file's protocol.
//
// Plain JavaScript on purpose: a worker thread is a new module graph that Node loads itself, and
// this way the same file runs under tsx, Vitest and the compiled server (build-server.ts copies it
// beside the bundle) with no loader of its own.
//
// Protocol (every message has an `id`, every reply echoes it):
//   { op: 'query', text, params, tx?, prepare? } -> { ok: true, value: rows }
//   { op: 'begin' }                              -> { ok: true, value: txId } once the transaction holds the store
//   { op: 'end', tx, commit }                    -> { ok: true } when COMMIT (or ROLLBACK) is done
//   { op: 'close' }                              -> { ok: true } when the files are closed
// A failure replies { ok: false, error } with the error's own fields (name, message, code, errno),
// which store/faults.ts reads to tell a full disk from a damaged store.
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite, parse, protocol } from '@electric-sql/pglite';

/** The fields of whatever was thrown that survive a message (PGlite throws plain objects too). */
function errorFields(err) {
  const o = err && typeof err === 'object' ? err : { message: String(err) };
  const out = {};
  for (const k of ['name', 'message', 'code', 'errno', 'severity', 'detail']) {
    if (typeof o[k] === 'string' || typeof o[k] === 'number') out[k] = o[k];
  }
  return out;
}

const reply = (id, ok, value) => parentPort.postMessage(ok ? { id, ok, value } : { id, ok, error: errorFields(value) });

class RolledBack extends Error {}

let db;
try {
  // relaxedDurability: answers do not wait for the file system sync. What the store holds can be
  // fetched again, so a crash costs at most some pages, never a wrong figure.
  db = await PGlite.create(workerData.dir, {
    relaxedDurability: true,
    startParams: [...PGlite.defaultStartParams, ...workerData.startParams],
  });
  parentPort.postMessage({ id: 0, ok: true, value: null });
} catch (err) {
  parentPort.postMessage({ id: 0, ok: false, error: errorFields(err) });
}

/**
 * Statements kept parsed and planned (`prepare` in a query: db.ts QueryOptions), by text: PGlite's
 * query() parses and plans every statement anew, which for recording's statements costs more than
 * running them. The wire protocol's named statements, as node-pg's named queries use on PostgreSQL;
 * a session's (this thread's), so a new thread prepares them again. Parameters and rows are turned
 * to and from text by PGlite's own serializers and parsers, as its query() does.
 */
const prepared = new Map();
let named = 0;
const wire = protocol.serialize;
async function preparedQuery(text, params) {
  const run = (message) => db.execProtocol(message, { syncToFs: false }).then((r) => r.messages);
  const messages = [];
  try {
    let statement = prepared.get(text);
    if (!statement) {
      const name = `dar_${++named}`;
      await run(wire.parse({ name, text }));
      const types = parse.parseDescribeStatementResults(await run(wire.describe({ type: 'S', name })));
      statement = { name, types };
      prepared.set(text, statement);
    }
    const values = params.map((v, i) => {
      if (v === null || v === undefined) return null;
      const serialize = db.serializers[statement.types[i]];
      return serialize ? serialize(v) : String(v);
    });
    for (const message of [wire.bind({ statement: statement.name, values }), wire.describe({ type: 'P' }), wire.execute({})]) {
      messages.push(...(await run(message)));
    }
  } finally {
    // Ends the extended query (and an error's skipping of the rest): the session is ready again.
    messages.push(...(await run(wire.sync())));
  }
  return parse.parseResults(messages, db.parsers)[0]?.rows ?? [];
}

/** Open transactions: their PGlite handle and how to end them. */
const open = new Map();

parentPort.on('message', (m) => {
  if (!db) return reply(m.id, false, new Error('the embedded store did not open'));
  switch (m.op) {
    case 'query': {
      const on = m.tx === undefined ? db : open.get(m.tx)?.tx;
      if (!on) return reply(m.id, false, new Error(`no open transaction ${m.tx}`));
      const run = !m.prepare
        ? on.query(m.text, m.params).then((r) => r.rows)
        : m.tx === undefined
          ? // Alone: in a transaction of its own, so it never runs inside another's.
            db.transaction(() => db.runExclusive(() => preparedQuery(m.text, m.params)))
          : // The open transaction holds the store: this session's next statement is its.
            db.runExclusive(() => preparedQuery(m.text, m.params));
      run.then(
        (rows) => reply(m.id, true, rows),
        (err) => reply(m.id, false, err),
      );
      return;
    }
    case 'begin': {
      // PGlite's transaction holds the store until its callback settles; queries outside it wait.
      const t = {};
      open.set(m.id, t);
      t.settled = db.transaction(
        (tx) =>
          new Promise((resolve, reject) => {
            t.tx = tx;
            t.end = (commit) => (commit ? resolve() : reject(new RolledBack()));
            reply(m.id, true, m.id);
          }),
      );
      // BEGIN itself failed: the callback never ran, so the begin has no answer yet.
      t.settled.catch((err) => {
        if (t.end) return;
        open.delete(m.id);
        reply(m.id, false, err);
      });
      return;
    }
    case 'end': {
      const t = open.get(m.tx);
      if (!t?.end) return reply(m.id, false, new Error(`no open transaction ${m.tx}`));
      open.delete(m.tx);
      t.end(m.commit);
      t.settled.then(
        () => reply(m.id, true, null),
        (err) => (err instanceof RolledBack ? reply(m.id, true, null) : reply(m.id, false, err)),
      );
      return;
    }
    case 'close':
      db.close().then(
        () => reply(m.id, true, null),
        (err) => reply(m.id, false, err),
      );
      return;
    default:
      reply(m.id, false, new Error(`unknown operation ${m.op}`));
  }
});
