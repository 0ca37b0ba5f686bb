import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { QueryClient } from '@tanstack/react-query';
import type { ApiClient } from '#shared/api/client';
import { getCertificateStatus } from '#shared/api/endpoints/certificates';
import * as projects from '#shared/api/endpoints/projects';
import * as wallet from '#shared/api/endpoints/wallet';
import { certificateCheckInterval, certificateStatusQuery, isMissingCertificate } from '#shared/query/certificates';
import { createQueryClient } from '#shared/query/query-client';
import { newCustomer, paymentPage, rejectionOf, startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox({ certificateDelayMs: 30_000 });
});
afterAll(async () => {
  await sandbox.stop();
});

/** When the query cache would check the certificate again (false: never). */
function intervalOf(queryClient: QueryClient, options: ReturnType<typeof certificateStatusQuery>) {
  const decide = options.refetchInterval;
  const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
  if (!query || typeof decide !== 'function') throw new Error('no query');
  // The cache hands back its queries untyped; this one is the certificate query of `options`.
  return decide(query as unknown as Parameters<typeof decide>[0]);
}

const missing = (client: ApiClient, id: string) => rejectionOf(getCertificateStatus(client, { id }));

describe("a certificate's status query", () => {
  it('waits 5 s, then half as long again each time, never more than a minute', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 20].map(certificateCheckInterval)).toEqual([5000, 7500, 11250, 16875, 25312.5, 37968.75, 56953.125, 60000, 60000]);
  });

  it('is checked again while the certificate is on its way, and no more once it is ready', async () => {
    const { client } = await newCustomer(sandbox);
    const started = await wallet.buyGft(
      client,
      { items: [{ productId: 'prod_muehlviertel', quantity: 2 }], adminDonation: 0, card: { newCard: true }, returnUrl: 'http://localhost:5173/dashboard' },
      { idempotencyKey: crypto.randomUUID() },
    );
    await paymentPage.enterCard(started.redirectUrl, { nameOnCard: 'Nora Neu', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' });
    await paymentPage.decide(started.redirectUrl, 'approve');
    const { project } = await projects.createProject(client, {
      name: 'Query',
      description: '',
      co2Emissions: 2,
      compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
    });
    const id = (await wallet.utilize(client, { projectId: project._id, amount: 2 }, { idempotencyKey: crypto.randomUUID() })).certificate?.id ?? '';

    const queryClient = createQueryClient();
    const options = certificateStatusQuery(client, id, 'en');
    const interval = () => intervalOf(queryClient, options);
    expect((await queryClient.fetchQuery(options)).stage).toBe('burned');
    expect(interval()).toBe(5000);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(interval()).toBe(7500);
    sandbox.clock.advance(30_001);
    await queryClient.refetchQueries({ queryKey: options.queryKey });
    expect(queryClient.getQueryData(options.queryKey)?.stage).toBe('ready');
    expect(interval()).toBe(false);
  });

  it('someone else\'s or an unknown certificate is "missing": not retried, not checked again', async () => {
    const { client } = await newCustomer(sandbox);
    expect(isMissingCertificate(await missing(client, 'GFT-DEMO-VALID'))).toBe(true);
    expect(isMissingCertificate(await missing(client, 'not an id!'))).toBe(true);
    const options = certificateStatusQuery(client, 'GFT-2026-NOSUCH00', 'en');
    const queryClient = createQueryClient();
    await queryClient.prefetchQuery(options);
    const query = queryClient.getQueryCache().find({ queryKey: options.queryKey });
    expect(query?.state.status).toBe('error');
    expect(query?.state.fetchFailureCount).toBe(1);
    expect(intervalOf(queryClient, options)).toBe(false);
  });
});
