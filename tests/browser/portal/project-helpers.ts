import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import type { Project } from '../../../shared/api/schemas/project';
import { uniqueEmail } from '../widgets/helpers';
import { createAccountAt, loginAs } from './account-helpers';
import { buyerApi } from './buy-helpers';

const password = 'Start-Passw0rd';

/** The sandbox API as a logged-in user (header `lt`). */
export function apiAs(apiUrl: string, token: string) {
  const call = async <T>(path: string, body?: object): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { lt: token, ln: 'en', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    expect(response.status, `${path}: ${response.status}`).toBe(200);
    return (await response.json()) as T;
  };
  return {
    projects: async () => (await call<{ projects: Project[] }>('/project/mine')).projects,
    createProject: async (input: { name: string; co2Emissions: number; description?: string; startDate?: string; endDate?: string }) =>
      (
        await call<{ project: Project }>('/project/create', {
          name: input.name,
          description: input.description ?? '',
          co2Emissions: input.co2Emissions,
          compensationPeriod: { startDate: input.startDate ?? '2026-01-01', endDate: input.endDate ?? '2026-12-31' },
        })
      ).project,
    /** Buys `quantity` GFT with a new card through the stand-in payment page (approved). */
    buy: (quantity: number) => buyerApi(apiUrl, token).buyApproved('prod_muehlviertel', quantity, `${new URL(inject('webUrl')).origin}/dashboard`),
    burn: (projectId: string, amount: number) => call<{ project: Project }>('/wallet/utilize', { projectId, amount }),
  };
}

/** A fresh, logged-in customer (no projects, empty wallet) and the API as that customer. */
export async function freshCustomer(page: Page, apiUrl: string, prefix = 'projects') {
  const email = uniqueEmail(prefix);
  await createAccountAt(apiUrl, email, password);
  const { token } = await loginAs(page, apiUrl, email, password);
  return { email, api: apiAs(apiUrl, token) };
}
