/**
 * `GET /config.json`: what the browser needs to know of the server's configuration (no secrets);
 * `GET /fx-rates.json`: the dated exchange-rate table prices are converted with (FX_RATES_FILE's or the shipped one).
 */
import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

export type BrowserConfigOptions = Pick<ServerConfig, 'mode' | 'tileUrl' | 'fxRates'>;

export default function browserConfig(app: FastifyInstance, { mode, tileUrl, fxRates }: BrowserConfigOptions, done: () => void): void {
  app.get('/config.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send({ mode, tileUrl }));
  app.get('/fx-rates.json', async (_req, reply) => reply.header('cache-control', 'no-cache').send(fxRates));
  done();
}
