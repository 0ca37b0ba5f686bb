import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { ApiClient } from '#shared/api/client';
import type { CertificateValidation, CertificateView } from '#shared/api/schemas/certificate';
import { Outcome } from '#shared/forms/certificate-verify';
import type { Language } from '#shared/i18n/languages';
import { createTranslator } from '#shared/i18n/translate';
import { FormsProvider } from '#shared/ui/forms-context';
import widgetTextsDe from '#widgets/lib/texts-de';
import widgetTextsEn from '#widgets/lib/texts-en';

const certificate: CertificateView = {
  id: 'GFT-2026-1A2B3C4D',
  holder: 'Sägewerk Hinterberger GmbH',
  period: { startDate: '2026-01-01', endDate: '2026-06-30' },
  project: 'Halle Süd',
  date: '2026-07-01T08:00:00.000Z',
  co2Emitted: 12.5,
  co2Compensated: 13,
  transactionID: '0xabc',
  supportedForests: [{ name: 'Mühlviertel', location: 'Oberösterreich, AT', amount: 13 }],
  blockchainUrl: 'https://register.example/0xabc',
};

/** The outcome as the verification widget renders it, with the widget's own texts and translator. */
function rendered(language: Language, outcome: CertificateValidation): string {
  const bundles = (language === 'de' ? widgetTextsDe : widgetTextsEn).map((bundle) => ({ [language]: bundle }));
  const t = createTranslator(language, bundles);
  const html = renderToString(
    <FormsProvider value={{ t, language, api: {} as ApiClient }}>
      <Outcome id={certificate.id} outcome={outcome} language={language} headingLevel={2} onVerify={() => {}} />
    </FormsProvider>,
  );
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

// Issue 41: the verification said "greenfee GmbH, Berlin" whoever the provider was, set the emissions beside the
// tonnes as a second figure, and said neither how long the tonnes are held nor what a certificate does not do.
describe('a verified certificate, as the widget and the portal show it', () => {
  const issued = { ...certificate, issuer: { name: 'Beispiel Forst GmbH', seat: 'Linz' } };

  it.each([
    ['de', 'Dieses Zertifikat ist gültig: ausgestellt am 01.07.2026 von Beispiel Forst GmbH, Linz, eingetragen im öffentlichen Register.'],
    ['en', 'This certificate is valid: issued on Jul 1, 2026 by Beispiel Forst GmbH, Linz, recorded on the public register.'],
  ] as const)('names the issuer the API gives, the configured provider (%s)', (language, line) => {
    const text = rendered(language, { status: 'valid', certificate: issued });
    expect(text).toContain(line);
    expect(text).not.toContain('greenfee GmbH');
  });

  it('names no issuer when the API gives none, rather than a made-up one', () => {
    expect(rendered('de', { status: 'valid', certificate })).toContain(
      'Dieses Zertifikat ist gültig: ausgestellt am 01.07.2026, eingetragen im öffentlichen Register.',
    );
  });

  it.each([
    [
      'de',
      'Eingesetzte Tonnen CO₂ 13 t (13 GFT, im Holz gespeichert) Eingesetzt für die gemeldeten Emissionen von 12,5 t CO₂ des Projekts „Halle Süd“',
      'Speicherdauer Der Holzvorrat jedes Waldes ist für mindestens 15 Jahre vertraglich gesichert.',
      'Dieses Zertifikat bestätigt eingesetzte Tonnen; es hebt keine Emissionen auf.',
    ],
    [
      'en',
      'Tonnes of CO₂ assigned 13 t (13 GFT, stored in wood) Assigned to the reported emissions of 12.5 t CO₂ of the project “Halle Süd”',
      'Storage period Each forest’s stock of wood is secured by contract for at least 15 years.',
      'This certificate confirms tonnes assigned; it does not cancel emissions.',
    ],
  ] as const)(
    'puts the tonnes first, the emissions as what they were assigned to, the storage period and the disclaimer (%s)',
    (language, tonnes, storage, disclaimer) => {
      for (const outcome of [
        { status: 'valid', certificate: issued },
        { status: 'expired', certificate: issued, expiredAt: '2027-07-01' },
      ] as const) {
        const text = rendered(language, outcome);
        expect(text).toContain(tonnes);
        expect(text).toContain(storage);
        expect(text).toContain(disclaimer);
        // No share "covered", no emissions as a figure of their own beside the tonnes.
        expect(text).not.toMatch(/%|Gemeldete CO₂-Emissionen|CO₂ emissions reported|Halbwertszeit|half-life/);
      }
    },
  );
});
