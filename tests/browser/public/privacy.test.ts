import { describe, expect, it } from 'vitest';
import { seedCertificates } from '#demo/sandbox/seed-ids';
import { localized, paths } from '#portal/lib/paths';
import { setupBrowser } from '../support/browser';
import { settlePage } from '../support/settle';
import { expectAccessible } from '../support/widgets';

const browser = setupBrowser();

const text = {
  de: {
    section: 'Was öffentlich ist',
    register:
      /Das öffentliche Register, technisch eine Blockchain, verzeichnet die Adresse Ihres Kontos darin.*Es verzeichnet keinen Namen, keine E-Mail- und keine Postanschrift/,
    payment: /Zahlungen wickelt der Zahlungsdienst des Anbieters ab \(in dieser Demo: die Zahlungsseite der Sandbox\)/,
    cookies: /Targeting-Cookies \(Werbepartner: .*\) verwenden wir nur mit Ihrer Einwilligung; alle drei sind aus, bis Sie sie einschalten/,
    settings: 'Cookie-Einstellungen',
    targeting: 'Targeting-Cookies',
  },
  en: {
    section: 'What is public',
    register: /The public register, technically a blockchain, records the address of your account there.*It records no name, e-mail address or postal address/,
    payment: /Payments are handled by the provider’s payment service \(in this demo: the sandbox’s payment page\)/,
    cookies: /targeting cookies \(advertising partners: .*\) are used only with your consent; all three are off until you turn them on/,
    settings: 'Cookie settings',
    targeting: 'Targeting cookies',
  },
} as const;

// Issue 41: the privacy summary did not say what the public register shows, named a payment provider no one could
// identify, and spoke of targeting cookies without saying what they are or that they start off.
describe.each(['de', 'en'] as const)('the privacy summary (%s)', (language) => {
  const t = text[language];

  it('names what the register records and that it holds no name, the payment service, and the targeting cookies as the preferences offer them', async () => {
    const { page, problems } = await browser.open('about:blank');
    await page.goto(new URL(localized(language, paths.privacyPolicy), browser.webUrl).href);
    await settlePage(page);
    const main = page.getByRole('main');
    expect(await main.getByRole('heading', { level: 2, name: t.section }).count()).toBe(1);
    const said = (await main.innerText()).replace(/\s+/g, ' ');
    for (const pattern of [t.register, t.payment, t.cookies]) expect(said).toMatch(pattern);
    await expectAccessible(page, `privacy (${language})`, { sideways: true });

    // What the page says of the cookies is what the preferences offer: a targeting category, off until turned on.
    await page.getByRole('contentinfo').getByRole('button', { name: t.settings }).click();
    const targeting = page.getByRole('dialog').getByRole('switch', { name: new RegExp(t.targeting) });
    // The preferences come with their own code, on the first press.
    await expect.poll(() => targeting.count(), { timeout: 10_000 }).toBe(1);
    expect(await targeting.isChecked()).toBe(false);
    expect(problems).toEqual([]);
  });
});

describe('the public register as the privacy summary describes it', () => {
  it('shows a compensation’s tokens, date and certificate, and no holder’s name', async () => {
    const validation = await fetch(`${browser.apiUrl}/certificate/validate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ln: 'en' },
      body: JSON.stringify({ certificateId: seedCertificates.valid }),
    });
    const outcome = (await validation.json()) as { certificate: { holder: string; blockchainUrl: string } };
    expect(outcome.certificate.holder).toBe('Dana Demo');
    const register = await (await fetch(outcome.certificate.blockchainUrl)).text();
    expect(register).toContain(seedCertificates.valid);
    expect(register).not.toContain('Dana');
    expect(register).not.toContain('demo@greenfee.example');
  });
});
