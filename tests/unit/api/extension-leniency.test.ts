/**
 * Our additions to the contract are read leniently where a partner's API may send them half filled: a forest's
 * verification that lacks a field counts as none (the forest list, the shop and every forest page stay up), and a
 * certificate's issuer without a seat still verifies (a code review found both too strict).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { certificateValidateAnswerSchema } from '#shared/api/schemas/certificate';
import { productListAnswerSchema } from '#shared/api/schemas/product';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.close();
});

const answerOf = async (path: string, init?: RequestInit): Promise<Record<string, unknown>> =>
  (await (await fetch(new URL(path, sandbox.url), init)).json()) as Record<string, unknown>;

describe('extensions read leniently', () => {
  it('a forest whose verification lacks its report is listed, without a verification', async () => {
    const answer = await answerOf('/product/list');
    const products = answer.products as Record<string, unknown>[];
    const [first] = products;
    expect(first?.verification).toBeDefined();
    const { reportHash: _dropped, ...incomplete } = first?.verification as Record<string, unknown>;
    const parsed = productListAnswerSchema.parse({ ...answer, products: [{ ...first, verification: incomplete }, ...products.slice(1)] });
    expect(parsed.products).toHaveLength(products.length);
    expect(parsed.products[0]?.verification).toBeUndefined();
    expect(parsed.products[0]?._id).toBe(first?._id);
  });

  it("a certificate whose issuer names no seat verifies, the issuer's name kept", async () => {
    const answer = await answerOf('/certificate/validate', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ certificateId: 'GFT-DEMO-VALID' }),
    });
    const certificate = answer.certificate as Record<string, unknown>;
    const issuer = certificate.issuer as { name: string; seat: string };
    expect(issuer.seat).not.toBe('');
    const parsed = certificateValidateAnswerSchema.parse({ ...answer, certificate: { ...certificate, issuer: { name: issuer.name } } });
    expect(parsed.status === 'valid' && parsed.certificate.issuer).toEqual({ name: issuer.name });
  });
});
