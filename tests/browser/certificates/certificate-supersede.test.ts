import type { Locator } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { setupBrowser } from '../support/browser';
import { axeAtWidths, events, expectAccessible, ready, recordEvents } from '../support/widgets';
import { cookiesChosen, raisedAndCompensated } from '../support/certificates';

const browser = setupBrowser();
const url = (path: string) => new URL(path, browser.webUrl).href;

/** The public verification's answer, as any verifier gets it. */
async function validate(id: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${browser.apiUrl}/certificate/validate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ln: 'en' },
    body: JSON.stringify({ certificateId: id }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as Record<string, unknown>;
}

/** A definition list's rows as { term: description }. */
const rowsOf = (list: Locator) =>
  list.evaluate((element) =>
    Object.fromEntries(
      [...element.querySelectorAll('div')].map((row) => [row.querySelector('dt')?.textContent ?? '', row.querySelector('dd')?.textContent ?? '']),
    ),
  );

describe('the same tonnes never stand on two valid certificates', () => {
  it('after the second burn, /certificate/validate says the first is superseded by the second, which states all 20 t', async () => {
    const { page } = await browser.open('about:blank');
    const { first, second } = await raisedAndCompensated(page, browser.apiUrl, 'Halle Ost');
    const [old, current] = [await validate(first), await validate(second)];
    expect(old).toMatchObject({ status: 'superseded', supersededBy: second, certificate: { id: first, co2Emitted: 12.5, co2Compensated: 13 } });
    expect(current).toMatchObject({ status: 'valid', certificate: { id: second, co2Emitted: 20, co2Compensated: 20, supersedes: first } });
    // Valid certificates of the project: one, with the 20 tonnes burned for it.
    const valid = [old, current].filter((answer) => answer.status === 'valid');
    expect(valid.map((answer) => (answer.certificate as { co2Compensated: number }).co2Compensated)).toEqual([20]);
  });

  it('<gft-certificate-verify> says the first is superseded, by which, and verifies that one at a press; in English and German', async () => {
    const { page } = await browser.open('about:blank');
    const { first, second } = await raisedAndCompensated(page, browser.apiUrl, 'Halle West');
    const opened = await browser.open('about:blank');
    await recordEvents(opened.page);
    await opened.page.goto(url(`/demo/partner.html?certificate=${first}`));
    await ready(opened.page, 'gft-certificate-verify');
    const widget = opened.page.locator('gft-certificate-verify');
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate superseded' }).count(), { timeout: 10_000 }).toBe(1);
    const result = widget.locator('[part="result"]');
    expect(await result.textContent()).toContain(`this certificate was replaced by certificate ${second} of the same project`);
    expect(await result.textContent()).toContain('It is no longer valid on its own');
    expect(await result.getByRole('heading', { name: 'Certificate verified' }).count()).toBe(0);
    // What it stated stays readable: the 13 t of its own burns.
    expect(await rowsOf(widget.locator('dl').first())).toMatchObject({
      'Tonnes of CO₂ assigned': '13 t (13 GFT, stored in wood)',
      'Assigned to': expect.stringMatching(/^the reported emissions of 12\.5 t CO₂ of the project /),
    });
    expect(await axeAtWidths(opened.page, { scope: 'gft-certificate-verify' })).toEqual([]);

    await widget.getByRole('button', { name: `Verify certificate ${second}` }).click();
    await expect.poll(() => widget.getByRole('heading', { name: 'Certificate verified' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await widget.getByLabel('Certificate ID').inputValue()).toBe(second);
    expect(await rowsOf(widget.locator('dl').first())).toMatchObject({
      'Tonnes of CO₂ assigned': '20 t (20 GFT, stored in wood)',
      'Assigned to': expect.stringMatching(/^the reported emissions of 20 t CO₂ of the project /),
      Supersedes: `${first} (its tonnes are included here)`,
    });
    // The press was the visitor's own: focus goes to the new outcome.
    expect(await widget.evaluate((element) => element.shadowRoot?.activeElement?.getAttribute('part'))).toBe('result');
    const outcomes = (await events(opened.page)).filter((event) => event.type === 'gft-success').map((event) => event.detail);
    expect(outcomes).toEqual([
      expect.objectContaining({ outcome: 'superseded', certificateId: first, supersededBy: second }),
      expect.objectContaining({ outcome: 'valid', certificateId: second }),
    ]);

    await opened.page.evaluate(() => document.querySelector('gft-certificate-verify')?.setAttribute('lang', 'de'));
    await widget.getByLabel('Zertifikats-ID').fill(first);
    await widget.getByRole('button', { name: 'Prüfen', exact: true }).click();
    await expect.poll(() => widget.getByRole('heading', { name: 'Zertifikat ersetzt' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await widget.locator('[part="result"]').textContent()).toContain(`durch das Zertifikat ${second} desselben Projekts ersetzt`);
    expect(await widget.getByRole('button', { name: `Zertifikat ${second} prüfen` }).count()).toBe(1);
    expect(opened.problems).toEqual([]);
  });

  it("the portal's /verify and the customer's certificate pages say the same", async () => {
    const { page, problems } = await browser.open('about:blank');
    await cookiesChosen(page, browser.webUrl);
    const { first, second, project, transaction } = await raisedAndCompensated(page, browser.apiUrl, 'Halle Nord', async (projectId) => {
      // Raised, not yet compensated again: the project says what its certificate states and what compensating the rest does.
      await page.goto(url(`/en/dashboard/projects/${projectId}`));
      await expect
        .poll(() => page.getByText(/^The emissions were raised after certificate GFT-\S+ was issued: it states the tonnes assigned until then\./).count(), {
          timeout: 10_000,
        })
        .toBe(1);
    });
    await page.goto(url(`/verify?certificate=${first}`));
    await expect.poll(() => page.getByRole('heading', { name: 'Zertifikat ersetzt' }).count(), { timeout: 10_000 }).toBe(1);
    await page.getByRole('button', { name: `Zertifikat ${second} prüfen` }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Zertifikat bestätigt' }).count(), { timeout: 10_000 }).toBe(1);
    expect(await rowsOf(page.getByRole('main').locator('dl').first())).toMatchObject({
      Ersetzt: `${first} (dessen Tonnen sind hier enthalten)`,
      'Eingesetzte Tonnen CO₂': '20 t (20 GFT, im Holz gespeichert)',
    });

    // The customer's own page of the first: superseded, with the way to the second.
    await page.goto(url(`/en/dashboard/certificates/${first}`));
    const lead = page.getByRole('main').getByRole('status').first();
    await expect
      .poll(() => lead.textContent(), { timeout: 10_000 })
      .toBe(`This certificate was superseded by certificate ${second}, which covers its tonnes too.`);
    // The certificate itself says so too (on paper as well), its figure greyed.
    const sheet = page.getByRole('article', { name: 'Certificate of CO₂ stored' });
    expect(await sheet.getByText(`Superseded by ${second}: no longer valid on its own`, { exact: true }).count()).toBe(1);
    await expectAccessible(page, 'superseded', { sideways: true });
    expect(await sheet.getByText('13 t CO₂ stored in wood', { exact: true }).evaluate((element) => getComputedStyle(element).color)).toBe('rgb(74, 90, 79)');
    await page
      .getByRole('main')
      .getByRole('link', { name: `Go to certificate ${second}` })
      .click();
    await expect.poll(() => new URL(page.url()).pathname).toBe(`/en/dashboard/certificates/${second}`);
    await expect.poll(() => lead.textContent(), { timeout: 10_000 }).toBe('Your certificate is ready.');

    // The project shows the second; the transaction of the first full burn names the first as superseded.
    await page.goto(url(`/dashboard/projects/${project._id}`));
    await expect.poll(() => page.getByText(`Zertifikat ${second} ist gültig.`).count(), { timeout: 10_000 }).toBe(1);
    await page.goto(url(`/en/dashboard/transactions/${transaction._id}`));
    await expect.poll(() => page.getByText(`Certificate ${first} was superseded by certificate ${second}.`).count(), { timeout: 10_000 }).toBe(1);
    expect(problems).toEqual([]);
  });
});
