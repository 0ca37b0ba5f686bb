import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { sessionStorageKeys } from '../../../shared/auth/session';

/** Logs in through the sandbox API and stores the session as the portal does (localStorage), before the page loads. */
export async function loginAs(page: Page, apiUrl: string, email: string, password = 'Demo-Passw0rd!'): Promise<{ token: string }> {
  const response = await fetch(`${apiUrl}/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  expect(response.status).toBe(200);
  const answer = (await response.json()) as { user: unknown; session: { token: string } };
  await page.addInitScript(
    ({ keys, token, user }) => {
      // Once per tab: a later logout must stay a logout on the next page load.
      if (sessionStorage.getItem('test.login-applied')) return;
      sessionStorage.setItem('test.login-applied', '1');
      localStorage.setItem(keys.token, token);
      localStorage.setItem(keys.user, JSON.stringify(user));
    },
    { keys: sessionStorageKeys, token: answer.session.token, user: answer.user },
  );
  return { token: answer.session.token };
}

/** The newest mail's field (code, password) for an address, from the sandbox mailbox. */
export async function lastMail(apiUrl: string, to: string, field: string): Promise<string> {
  let value = '';
  await expect
    .poll(async () => {
      const mails = (await (await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(to)}`)).json()) as { messages: { data: Record<string, string> }[] };
      value = mails.messages.at(-1)?.data[field] ?? '';
      return value;
    })
    .not.toBe('');
  return value;
}

/** Ends every session of a user at the sandbox, as the provider would. */
export async function revokeSessions(apiUrl: string, email: string): Promise<void> {
  const response = await fetch(`${apiUrl}/dev/sessions/revoke`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email }) });
  expect(response.status).toBe(200);
}
