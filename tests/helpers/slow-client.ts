import { connect } from 'node:net';

/** What became of a connection that sent its request's headers one byte a second. */
export interface SlowClientEnd {
  /** Seconds from the first byte until the server closed the connection; Infinity when the client gave up first. */
  seconds: number;
  /** What the server wrote before closing (`HTTP/1.1 408 …` on a headers timeout). */
  answer: string;
}

/**
 * A slow-headers ("slowloris") client: connects to `url`'s host and port and sends a GET's headers one byte a second,
 * never finishing them, until the server closes the connection or `giveUpMs` pass (then it closes it itself, so that
 * a test fails with a number, not a timeout).
 */
export function slowHeaders(url: string, giveUpMs: number): Promise<SlowClientEnd> {
  const { hostname, port } = new URL(url);
  const text = `GET / HTTP/1.1\r\nHost: ${hostname}\r\nX-Slow: ${'a'.repeat(200)}`;
  return new Promise((resolve) => {
    const socket = connect(Number(port), hostname);
    let sent = 0;
    let answer = '';
    let started = 0;
    const drip = () => {
      if (!socket.destroyed && sent < text.length) socket.write(text.charAt(sent++));
    };
    const dripping = setInterval(drip, 1000);
    const givingUp = setTimeout(() => finish(Infinity), giveUpMs);
    const finish = (seconds: number) => {
      clearInterval(dripping);
      clearTimeout(givingUp);
      socket.destroy();
      resolve({ seconds, answer });
    };
    socket.once('connect', () => {
      started = Date.now();
      drip();
    });
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // Writing after the server closed: the close follows.
    socket.on('error', () => {});
    socket.once('close', () => finish(started ? (Date.now() - started) / 1000 : 0));
  });
}
