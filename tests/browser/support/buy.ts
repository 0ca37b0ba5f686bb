import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { uniqueEmail } from './widgets';
import { createAccountAt, loggedInCustomer } from './accounts';

const password = 'Start-Passw0rd';

/** A forest of the test's own through the sandbox's dev route (price and stock of the test's choosing). */
export async function addForestOverHttp(apiUrl: string, fields: { name: string; pricePerToken: number; availableTokens: number }): Promise<string> {
  const response = await fetch(`${apiUrl}/dev/products`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(fields) });
  expect(response.status).toBe(200);
  return ((await response.json()) as { productId: string }).productId;
}

/** A user's payments as the sandbox has them. */
export async function paymentsOf(apiUrl: string, email: string): Promise<{ _id: string; status: string; total: number; failureReason: string | null }[]> {
  const response = await fetch(`${apiUrl}/dev/payments?email=${encodeURIComponent(email)}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { payments: { _id: string; status: string; total: number; failureReason: string | null }[] }).payments;
}

/** The API as a logged-in user (header `lt`). */
export function buyerApi(apiUrl: string, token: string) {
  const call = async <T>(path: string, init: { body?: object; headers?: Record<string, string> } = {}): Promise<{ status: number; body: T }> => {
    const response = await fetch(`${apiUrl}${path}`, {
      method: init.body ? 'POST' : 'GET',
      headers: { lt: token, ln: 'en', ...(init.body ? { 'content-type': 'application/json' } : {}), ...init.headers },
      ...(init.body ? { body: JSON.stringify(init.body) } : {}),
    });
    return { status: response.status, body: (await response.json()) as T };
  };
  /**
   * Buys `quantity` tokens of a forest with a new card, the card entered and the payment decided on the stand-in
   * payment page over HTTP (buy.test.ts walks that page in the browser); returns where the page sends the buyer back
   * (`returnUrl` with the payment's id).
   */
  const decided = async (productId: string, quantity: number, returnUrl: string, decision: 'approve' | 'decline', saveCard = false): Promise<string> => {
    const started = await call<{ redirectUrl: string }>('/buy/buyGft', {
      body: { items: [{ productId, quantity }], adminDonation: 0, card: { newCard: true }, returnUrl },
      headers: { 'idempotency-key': crypto.randomUUID() },
    });
    expect(started.status).toBe(200);
    const card = new URL(started.body.redirectUrl);
    card.pathname += '/card';
    const entered = await fetch(card, {
      method: 'POST',
      redirect: 'manual',
      body: new URLSearchParams({
        nameOnCard: 'Otto Other',
        cardNumber: '4242424242424242',
        expiry: '12/35',
        cvv: '123',
        ...(saveCard ? { saveCard: 'yes' } : {}),
      }),
    });
    expect(entered.status).toBe(303);
    const bank = new URL(started.body.redirectUrl);
    bank.pathname += `/${decision}`;
    const back = await fetch(bank, { method: 'POST', redirect: 'manual' });
    expect(back.status).toBe(303);
    const location = back.headers.get('location');
    expect(location).not.toBeNull();
    return location ?? '';
  };
  return {
    wallet: async () => (await call<{ profile: { wallet: { tokensAvailable: number } } }>('/profile/get')).body.profile.wallet.tokensAvailable,
    charges: async () =>
      (await call<{ transactions: { type: string; totalAdded: number; paymentId: string | null }[] }>('/transaction/list?type=charge')).body.transactions,
    payment: async (id: string) =>
      (await call<{ payment: { net: number; vat: number; adminDonation: number; total: number; status: string } }>(`/payment/get?id=${id}`)).body.payment,
    /** Starts a purchase with a new card and leaves it unfinished (a pending payment). */
    start: (productId: string, quantity: number, returnUrl: string) =>
      call<{ redirectUrl: string }>('/buy/buyGft', {
        body: { items: [{ productId, quantity }], adminDonation: 0, card: { newCard: true }, returnUrl },
        headers: { 'idempotency-key': crypto.randomUUID() },
      }),
    decided,
    /** Buys `quantity` tokens of a forest with a new card, approved on the stand-in payment page. */
    async buyApproved(productId: string, quantity: number, returnUrl: string, saveCard = false) {
      await decided(productId, quantity, returnUrl, 'approve', saveCard);
    },
  };
}

/** A fresh, logged-in customer and the API as that customer. */
export async function freshBuyer(page: Page, apiUrl: string) {
  const { email, token } = await loggedInCustomer(page, apiUrl, 'buyer');
  return { email, token, api: buyerApi(apiUrl, token) };
}

/** Another customer (no browser), for races. */
export async function otherBuyer(apiUrl: string) {
  const email = uniqueEmail('other');
  await createAccountAt(apiUrl, email, password);
  const response = await fetch(`${apiUrl}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const { session } = (await response.json()) as { session: { token: string } };
  return buyerApi(apiUrl, session.token);
}

/**
 * Waits until the checkout has read the buyer's saved cards and, there being none, names a new card as the way to pay:
 * in words, as one way to pay is no choice (no lone radio).
 */
export async function newCardOnly(page: Page, words: 'A new card' | 'Eine neue Karte' = 'A new card') {
  const payment = page.getByRole('group', { name: words === 'A new card' ? 'Payment' : 'Zahlung', exact: true });
  await expect
    .poll(async () => (await payment.getByRole('radio').count()) === 0 && ((await payment.textContent()) ?? '').includes(words), { timeout: 10_000 })
    .toBe(true);
}

/**
 * Ticks a private buyer's express consent to delivery before the withdrawal period ends: the checkout refuses the buy
 * without it (a business has no such box).
 */
export async function agreeToImmediateDelivery(page: Page, language: 'en' | 'de' = 'en') {
  await page.getByRole('checkbox', { name: language === 'en' ? /^I expressly agree/ : /^Ich stimme ausdrücklich zu/ }).check();
}

/**
 * The checkout's voluntary contribution field, opened first if it is still behind its button (it is closed until asked
 * for, open by itself when the cart already carries a contribution).
 */
export async function donationField(page: Page, language: 'en' | 'de' = 'en') {
  const add = page.getByRole('button', { name: language === 'en' ? 'Add a voluntary contribution' : 'Freiwilligen Beitrag hinzufügen', exact: true });
  if ((await add.count()) > 0) await add.click();
  return page.getByRole('textbox', { name: language === 'en' ? /^Voluntary administration contribution/ : /^Freiwilliger Verwaltungsbeitrag/ });
}
