/**
 * Answers to requests Node's HTTP parser refuses before Fastify sees them (headers over Node's
 * `--max-http-header-size`, a malformed request line, a request that took too long to arrive).
 * Fastify's default writes its own JSON shape; these write the app's error shape (`errorBody`)
 * with `Connection: close`, since after a parse error the connection cannot carry another request.
 * Passed as Fastify's `clientErrorHandler` option (it is bound to the instance, for `this.log`).
 */
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { ErrorCode } from '../../src/contract/index.ts';
import { errorBody } from '../upstream/errors.ts';

interface ClientAnswer {
  status: number;
  code: ErrorCode;
  message: string;
}

/** What to answer for a parser or socket error code; null for a connection already gone. */
function clientErrorAnswer(errCode: string | undefined): ClientAnswer | null {
  switch (errCode) {
    case 'ECONNRESET':
    case 'EPIPE':
      return null;
    case 'HPE_HEADER_OVERFLOW':
      return {
        status: 431,
        code: 'bad_request',
        message:
          "The request headers are too large (a very long address or too many cookies). Clear this site's cookies or shorten the address.",
      };
    case 'ERR_HTTP_REQUEST_TIMEOUT':
      return { status: 408, code: 'bad_request', message: 'The request took too long to arrive. Try again.' };
    default:
      return { status: 400, code: 'bad_request', message: 'The request could not be read.' };
  }
}

export function clientErrorHandler(this: FastifyInstance, err: Error & { code?: string }, socket: Socket): void {
  const answer = clientErrorAnswer(err.code);
  if (!answer || socket.destroyed) return;
  // Debug only: these are the client's or a load balancer's fault, and anyone can cause them.
  this.log.debug({ code: err.code, status: answer.status }, 'client error');
  if (socket.writable) {
    const body = JSON.stringify(errorBody(answer.code, answer.message));
    socket.write(
      `HTTP/1.1 ${answer.status} ${STATUS_CODES[answer.status]}\r\n` +
        'Content-Type: application/json; charset=utf-8\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Cache-Control: no-store\r\n' +
        'X-Content-Type-Options: nosniff\r\n' +
        'Connection: close\r\n\r\n' +
        body,
    );
  }
  // Close once the answer is written: destroying at once could cut it off.
  socket.end(() => socket.destroy());
}
