/**
 * Answers travel compressed to browsers that ask for it (a page of listings is ~20 KB of JSON,
 * ~3 KB gzipped). Brotli at quality 4: most of the gain for little CPU. Built assets come
 * pre-compressed from the build and are sent as they are (plugins/static.ts).
 */
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants as zlib } from 'node:zlib';

async function compression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: 4 } },
  });
}

/** For every route of the app (fastify-plugin: not encapsulated). */
export default fp(compression, { name: 'compression' });
