import { describe, expect, it } from 'vitest';

import { setupBrowser } from '../support/browser';

import { fillMeeting, nextWeekday, ready, recordEvents, uniqueEmail } from '../support/widgets';
import { mailedField } from '#tests/helpers/mailbox';

const browser = setupBrowser();

describe("the meeting widget's code step", () => {
  it('says "The code is not valid" for a wrong code, and no longer once a new code was sent; then the request as received', async () => {
    const { page, problems } = await browser.open('about:blank');
    await recordEvents(page);
    await page.goto(new URL('/demo/', browser.webUrl).href);
    await ready(page, 'gft-forest-meeting');
    const widget = page.locator('gft-forest-meeting');
    await widget.evaluate((element) => element.setAttribute('lang', 'en'));
    const email = uniqueEmail('meeting-code');
    await fillMeeting(widget, email, 'en', { date: nextWeekday(7) });
    await widget.getByRole('button', { name: 'Request meeting' }).click();
    const code = widget.getByLabel('Code from the e-mail');
    await expect.poll(() => code.count(), { timeout: 10_000 }).toBe(1);
    const first = await mailedField(browser.apiUrl, email, 'code');
    await code.fill(first === '000000' ? '111111' : '000000');
    await widget.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => widget.getByRole('alert').textContent()).toContain('The code is not valid');
    await widget.getByRole('button', { name: 'Send a new code' }).click();
    await expect.poll(() => widget.getByRole('status').last().textContent()).toContain('A new code is on its way');
    expect(await widget.getByText('The code is not valid').count()).toBe(0);
    expect(await code.getAttribute('aria-invalid')).toBeNull();
    await code.fill(await mailedField(browser.apiUrl, email, 'code'));
    await widget.getByRole('button', { name: 'Confirm' }).click();
    await expect.poll(() => widget.getByRole('heading', { name: 'Thank you, we have received your request' }).count(), { timeout: 10_000 }).toBe(1);
    // Issue 41: a request, not a meeting someone confirmed: what happens next is a reply by e-mail.
    const thanks = await widget.getByRole('status').filter({ hasText: 'received your request' }).innerText();
    expect(thanks).toContain(`We will reply by e-mail to ${email}.`);
    expect(thanks).not.toMatch(/confirmed/i);
    expect(problems).toEqual([]);
  });
});
