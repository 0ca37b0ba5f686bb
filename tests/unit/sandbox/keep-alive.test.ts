import { request, Agent } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

/** A GET over `agent`: whether it went over a connection the agent had kept, and the Keep-Alive header. */
const get = (agent: Agent, path: string) =>
  new Promise<{ reused: boolean; keepAlive: string }>((resolve, reject) => {
    const sent = request(new URL(path, sandbox.url), { agent }, (answer) => {
      answer.resume();
      answer.on('end', () => resolve({ reused: sent.reusedSocket, keepAlive: String(answer.headers['keep-alive']) }));
    });
    sent.on('error', reject);
    sent.end();
  });

describe('kept-alive connections', () => {
  // With Node's 5 s, the sandbox closed an idle connection while a client whose event loop was busy still took it for
  // open: its next request (a purchase in certificate-pdf.test.ts) failed with ECONNRESET. The server keeps it longer
  // than a client's pause between calls, and says so in its Keep-Alive header, which Node's fetch follows.
  it('stay open past 5 s of idleness, and the server says for how long', { timeout: 20_000 }, async () => {
    const agent = new Agent({ keepAlive: true });
    try {
      const first = await get(agent, '/product/list');
      expect(first.reused).toBe(false);
      expect(first.keepAlive).toBe('timeout=60');
      await new Promise((resolve) => setTimeout(resolve, 6_000));
      expect((await get(agent, '/product/list')).reused).toBe(true);
    } finally {
      agent.destroy();
    }
  });
});
