import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Language } from '#shared/i18n/languages';
import { certificateStatusQuery } from '#shared/query/certificates';
import { invalidateAfter, invalidationMap } from '#shared/query/invalidation';
import { queryKeys } from '#shared/query/keys';
import { profileQuery } from '#shared/query/profile';
import { myProjectsQuery, projectQuery } from '#shared/query/projects';
import { cacheTimeMs, createQueryClient } from '#shared/query/query-client';
import { countriesQuery } from '#shared/query/reference';
import { reportQuery } from '#shared/query/report';
import { tokenIndexesQuery } from '#shared/query/token-indexes';
import { paymentQuery, transactionsQuery } from '#shared/query/transactions';
import { startTestSandbox, type TestSandbox } from '#tests/helpers/sandbox';

let sandbox: TestSandbox;
beforeAll(async () => {
  sandbox = await startTestSandbox();
});
afterAll(async () => {
  await sandbox.stop();
});

describe('the query client', () => {
  it('keeps unused data 60 s', () => {
    expect(cacheTimeMs).toBe(60_000);
    expect(createQueryClient().getDefaultOptions().queries?.gcTime).toBe(60_000);
  });

  it('runs the profile query only when authenticated', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    expect(profileQuery(client, false).enabled).toBe(false);
    const queryClient = createQueryClient();
    const profile = await queryClient.fetchQuery(profileQuery(client, true));
    expect(profile.profile.user.name).toBe('Dana');
  });

  it('fetches through the one client and caches by resource key', async () => {
    const { client } = await sandbox.loggedIn('demo@greenfee.example');
    const queryClient = createQueryClient();
    await queryClient.fetchQuery(myProjectsQuery(client));
    expect(queryClient.getQueryData(queryKeys.projects.mine)).toMatchObject({ projects: expect.any(Array) });
    const countries = await queryClient.fetchQuery(countriesQuery(sandbox.client({ language: 'de' }), 'de'));
    expect(countries.countries.find((country) => country._id === 'AT')?.name).toBe('Österreich');
  });

  it('caches each answer that names a forest per language: after a switch to English no German forest name comes from the cache', async () => {
    // One client whose language follows the route, as the portal's does.
    let language: Language = 'de';
    const { token } = await sandbox.loggedIn('demo@greenfee.example');
    const client = sandbox.client({ token, getLanguage: () => language });
    const queryClient = createQueryClient();
    const names = async () => ({
      indexes: (await queryClient.fetchQuery(tokenIndexesQuery(client, language))).forests[0]?.productName,
      payment: (await queryClient.fetchQuery(paymentQuery(client, 'pay_demo_1', language))).payment.items[0]?.productName,
      certificate: (await queryClient.fetchQuery(certificateStatusQuery(client, 'GFT-DEMO-VALID', language))).certificate?.supportedForests[0]?.name,
    });
    expect(await names()).toEqual({ indexes: 'Mischwald im Mühlviertel', payment: 'Mischwald im Mühlviertel', certificate: 'Mischwald im Mühlviertel' });
    language = 'en';
    expect(await names()).toEqual({ indexes: 'Mühlviertel mixed forest', payment: 'Mühlviertel mixed forest', certificate: 'Mühlviertel mixed forest' });
  });
});

describe('the invalidation map (SPEC section 4)', () => {
  it('names what each action refreshes', () => {
    expect(invalidationMap.login()).toEqual([queryKeys.projects.mine, queryKeys.profile]);
    expect(invalidationMap.createProject()).toEqual([queryKeys.projects.mine]);
    expect(invalidationMap.editProject()).toEqual([queryKeys.projects.mine]);
    expect(invalidationMap.deleteProject()).toEqual([queryKeys.projects.mine]);
    expect(invalidationMap.editProfile()).toEqual([queryKeys.profile]);
    expect(invalidationMap.utilize('p1')).toEqual([
      queryKeys.transactions.all,
      queryKeys.projects.mine,
      queryKeys.projects.detail('p1'),
      queryKeys.profile,
      queryKeys.tokenIndexes,
      queryKeys.report.all,
    ]);
    expect(invalidationMap.paymentReturned()).toEqual([
      queryKeys.transactions.all,
      queryKeys.payments.all,
      queryKeys.profile,
      queryKeys.products,
      queryKeys.tokenIndexes,
    ]);
  });

  it('utilize marks transactions, the project list, that project, the profile, the token indexes and the report stale, and nothing else', async () => {
    // The report is a business account's: the seeded business with its two projects.
    const { client } = await sandbox.loggedIn('business@greenfee.example');
    const queryClient = createQueryClient();
    await Promise.all([
      queryClient.fetchQuery(transactionsQuery(client, { page: 1 })),
      queryClient.fetchQuery(myProjectsQuery(client)),
      queryClient.fetchQuery(projectQuery(client, 'prj_business_vans')),
      queryClient.fetchQuery(projectQuery(client, 'prj_business_halls')),
      queryClient.fetchQuery(profileQuery(client, true)),
      queryClient.fetchQuery(tokenIndexesQuery(client, 'de')),
      queryClient.fetchQuery(reportQuery(client, 2026, 'de')),
    ]);
    await invalidateAfter(queryClient, 'utilize', 'prj_business_vans');
    const invalidated = (key: readonly unknown[]) => queryClient.getQueryState(key)?.isInvalidated;
    expect(invalidated(queryKeys.transactions.list({ page: 1 }))).toBe(true);
    expect(invalidated(queryKeys.projects.mine)).toBe(true);
    expect(invalidated(queryKeys.projects.detail('prj_business_vans'))).toBe(true);
    expect(invalidated(queryKeys.profile)).toBe(true);
    expect(invalidated(tokenIndexesQuery(client, 'de').queryKey)).toBe(true);
    expect(invalidated(reportQuery(client, 2026, 'de').queryKey)).toBe(true);
    expect(invalidated(queryKeys.projects.detail('prj_business_halls'))).toBe(false);
  });
});
