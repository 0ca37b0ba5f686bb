/**
 * A request as a client that normalises nothing sends it: the path as given (`//embed`, `/%65mbed`, `/a/../b`), which
 * fetch and browsers would rewrite first, and an `Accept-Encoding` of the test's choosing. What a server does with
 * such paths is what a crawler or an attacker gets.
 */
import { request, type IncomingHttpHeaders } from 'node:http';

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  /** The body as sent (compressed when the answer is). */
  body: Buffer;
}

/** `GET path` on the server at `origin` (http://host:port), with `acceptEncoding` ('' sends an empty one). */
export function rawRequest(origin: string, path: string, acceptEncoding = ''): Promise<RawAnswer> {
  const { hostname, port } = new URL(origin);
  return new Promise((resolve, reject) => {
    const sent = request({ host: hostname, port, path, headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      response.on('error', reject);
    });
    sent.on('error', reject);
    sent.end();
  });
}
