/**
 * A Dar server of a test's own: the compiled server on the embedded gateway, with the test's
 * EMBEDDED_* settings and an empty market store, on a port the test may start it on again (the
 * browser keeps what it saved for that origin). For what the shared servers cannot show, such as
 * the gateway's clock moving on.
 */
import { startLocalServer, type LocalServer } from '../server/testing/local-server.ts';
import { SERVER_DIR, serverEnv } from './server-env.ts';

export { freePort } from '../server/testing/local-server.ts';

export function startOwnServer(port: number, env: Record<string, string>): Promise<LocalServer> {
  return startLocalServer({
    name: 'Dar server',
    dirPrefix: 'dar-e2e-',
    port,
    command: (p, dir) => ({
      bin: process.execPath,
      args: [`${SERVER_DIR}/index.js`],
      env: serverEnv(p, dir, env),
    }),
    answers: async (p) => {
      try {
        return (await fetch(`http://127.0.0.1:${p}/healthz`)).ok;
      } catch {
        return false;
      }
    },
    boundMs: 60_000,
  });
}
