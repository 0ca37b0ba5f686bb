/**
 * Uploads need no account (the meeting form sends its PDF before anyone is known), so anyone could fill the data file's
 * media list and the disk with them: the store keeps the newest uploads, by number and by bytes, and removes the files
 * of those it lets go. The seeded forests' images and documents are never among them.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { defaultStoreCaps } from '#demo/sandbox/store';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox | undefined;
afterEach(async () => {
  await sandbox?.stop();
  sandbox = undefined;
});

/** A distinct PDF of about `bytes` bytes (the sandbox sniffs `%PDF-`). */
const pdf = (index: number, bytes = 64) => new Blob([`%PDF-1.4 upload ${index} `.padEnd(bytes, 'x')], { type: 'application/pdf' });

async function upload(running: TestSandbox, file: Blob, name: string): Promise<string> {
  const form = new FormData();
  form.append('file', file, name);
  const answer = await running.http('/upload-pdf', { method: 'POST', body: form });
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { hash: string }).hash;
}

const mediaStatus = async (running: TestSandbox, hash: string) => (await running.http(`/media/get?hash=${hash}`)).status;
const fileOf = (running: TestSandbox, hash: string) => join(running.dataDir, 'media', hash);

describe('uploads', () => {
  it(`are capped by default: the newest ${defaultStoreCaps.uploads} files, ${defaultStoreCaps.uploadBytes / 1024 / 1024} MB in all`, () => {
    expect(defaultStoreCaps.uploads).toBe(200);
    expect(defaultStoreCaps.uploadBytes).toBe(100 * 1024 * 1024);
  });

  it('past their number, the oldest go, entry and file; the seeded media stay', async () => {
    sandbox = await startTestSandbox({ limits: { caps: { uploads: 3 } } });
    const seeded = sandbox.sandbox.store.data.media.map((entry) => entry.hash);
    const hashes = [];
    for (let index = 0; index < 5; index += 1) hashes.push(await upload(sandbox, pdf(index), `plan-${index}.pdf`));

    const media = sandbox.sandbox.store.data.media.map((entry) => entry.hash);
    expect(media).toEqual([...seeded, ...hashes.slice(2)]);
    for (const hash of hashes.slice(0, 2)) {
      expect(await mediaStatus(sandbox, hash)).toBe(404);
      expect(existsSync(fileOf(sandbox, hash))).toBe(false);
    }
    for (const hash of hashes.slice(2)) {
      expect(await mediaStatus(sandbox, hash)).toBe(200);
      expect(existsSync(fileOf(sandbox, hash))).toBe(true);
    }
    for (const hash of seeded) expect(existsSync(fileOf(sandbox, hash))).toBe(true);
  });

  it('past their bytes, the oldest go', async () => {
    sandbox = await startTestSandbox({ limits: { caps: { uploadBytes: 2500 } } });
    const hashes = [];
    for (let index = 0; index < 3; index += 1) hashes.push(await upload(sandbox, pdf(index, 1000), `plan-${index}.pdf`));
    expect(await mediaStatus(sandbox, hashes[0] ?? '')).toBe(404);
    expect(existsSync(fileOf(sandbox, hashes[0] ?? ''))).toBe(false);
    expect(await mediaStatus(sandbox, hashes[1] ?? '')).toBe(200);
    expect(await mediaStatus(sandbox, hashes[2] ?? '')).toBe(200);
  });

  it('a file sent again counts as new: it is kept as the newest', async () => {
    sandbox = await startTestSandbox({ limits: { caps: { uploads: 2 } } });
    const first = await upload(sandbox, pdf(0), 'a.pdf');
    const second = await upload(sandbox, pdf(1), 'b.pdf');
    expect(await upload(sandbox, pdf(0), 'a.pdf')).toBe(first);
    await upload(sandbox, pdf(2), 'c.pdf');
    expect(await mediaStatus(sandbox, first)).toBe(200);
    expect(await mediaStatus(sandbox, second)).toBe(404);
  });
});
