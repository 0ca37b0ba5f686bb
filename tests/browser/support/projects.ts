import type { Page } from 'playwright-core';
import { randomUUID } from 'node:crypto';
import { expect, inject } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import { businessDetails, loggedInCustomer } from './accounts';

/** The sandbox API as a logged-in user (header `lt`). */
export function apiAs(apiUrl: string, token: string) {
  const call = async <T>(path: string, body?: object, headers: Record<string, string> = {}): Promise<T> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: body ? 'POST' : 'GET',
      headers: { lt: token, ln: 'en', ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
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
    /** Buys `quantity` GFT (of the Mühlviertel forest unless told) with a new card entered on the stand-in payment page, approved at the bank step. */
    async buy(quantity: number, productId = 'prod_muehlviertel') {
      const started = await call<{ redirectUrl: string }>(
        '/buy/buyGft',
        { items: [{ productId, quantity }], adminDonation: 0, card: { newCard: true }, returnUrl: new URL('/dashboard', inject('webUrl')).href },
        { 'idempotency-key': randomUUID() },
      );
      const page = new URL(started.redirectUrl);
      const card = await fetch(new URL(`${page.pathname}/card`, page), {
        method: 'POST',
        redirect: 'manual',
        body: new URLSearchParams({ nameOnCard: 'Paula Profil', cardNumber: '4242 4242 4242 4242', expiry: '12/30', cvv: '123' }),
      });
      expect(card.status).toBe(303);
      const approved = await fetch(new URL(`${page.pathname}/approve`, page), { method: 'POST', redirect: 'manual' });
      expect(approved.status).toBe(303);
    },
    burn: (projectId: string, amount: number) =>
      call<{ project: Project; certificate: { id: string } | null }>('/wallet/utilize', { projectId, amount }, { 'idempotency-key': randomUUID() }),
  };
}

/** A fresh, logged-in customer (no projects, empty wallet; a private account unless `business`) and the API as that customer. */
export async function freshCustomer(page: Page, apiUrl: string, prefix = 'projects', business = false) {
  const { email, token } = await loggedInCustomer(page, apiUrl, prefix, undefined, business ? businessDetails : {});
  return { email, token, api: apiAs(apiUrl, token) };
}
