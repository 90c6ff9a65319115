/**
 * `GET /media/*`: generated images (embedded mode), from the handler the embedded gateway gives.
 * Images never change under a path, so they are cached for a year; a missing or malformed path, or
 * an image that could not be made, is a plain 404, never a server error.
 */
import type { FastifyInstance } from 'fastify';

interface MediaAnswer {
  contentType: string;
  body: string | Buffer;
}

export interface MediaOptions {
  /** Gets the decoded path below `/media/` without the query (`listing/123/0.jpg`); null means 404. */
  handler: (path: string) => MediaAnswer | null | Promise<MediaAnswer | null>;
}

export default function media(app: FastifyInstance, { handler }: MediaOptions, done: () => void): void {
  app.get('/media/*', async (req, reply) => {
    const pathname = req.url.split('?')[0] ?? '';
    let answer: MediaAnswer | null;
    try {
      answer = await handler(decodeURIComponent(pathname.slice('/media/'.length)));
    } catch {
      answer = null; // a malformed path, or an image that failed to be made, is a missing image, not a server error
    }
    if (!answer) return reply.code(404).header('cache-control', 'no-store').type('text/plain; charset=utf-8').send('Not found\n');
    return reply.header('cache-control', 'public, max-age=31536000, immutable').type(answer.contentType).send(answer.body);
  });
  done();
}
