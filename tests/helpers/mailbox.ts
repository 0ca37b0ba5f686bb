/** The sandbox's mailbox (`GET /dev/mailbox`), read the same way by the unit and the browser tests. No vitest here. */
import type { MailRecord } from '#demo/sandbox/db';

/** The mails the sandbox at `apiUrl` has "sent" to `to`, oldest first. */
export async function mailboxOf(apiUrl: string, to: string): Promise<MailRecord[]> {
  const response = await fetch(`${apiUrl}/dev/mailbox?to=${encodeURIComponent(to)}`);
  if (!response.ok) throw new Error(`GET /dev/mailbox for ${to}: ${response.status}`);
  return ((await response.json()) as { messages: MailRecord[] }).messages;
}

/** The newest mail's `field` (a code, a new password) to `to`, once it has arrived (at most `timeout` ms). */
export async function mailedField(apiUrl: string, to: string, field: string, timeout = 5000): Promise<string> {
  const until = Date.now() + timeout;
  for (;;) {
    const value = (await mailboxOf(apiUrl, to)).at(-1)?.data[field];
    if (value) return value;
    if (Date.now() > until) throw new Error(`no mail with ${field} for ${to} within ${timeout} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
