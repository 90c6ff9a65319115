/** `GET /config.json`: what the browser needs to know of the server's configuration (no secrets). */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

export type BrowserConfigOptions = Pick<ServerConfig, 'mode' | 'tileUrl'>;

export default function browserConfig(app: FastifyInstance, { mode, tileUrl }: BrowserConfigOptions, done: () => void): void {
  app.get('/config.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send({ mode, tileUrl }));
  done();
}
