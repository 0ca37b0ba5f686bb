/**
 * The demo's provider: the one set of company details that `npm start`, the screenshots and the browser tests run
 * with, on the imprint (marked there as the demo's example data) and on the sandbox's invoices, certificates, reports
 * and payment page. A deployment sets its own with `GFT_IMPRINT_JSON` (docs/configuration.md), which both then use.
 *
 * Fictional values that read as real ones: a German company, as the 19 % VAT of the SPEC has it, registered at
 * Berlin's register court; its VAT ID fails the German check digit (ISO 7064 MOD 11,10) and its phone number lies in
 * the Berlin range the Federal Network Agency keeps for films and books (030 23125), so neither is anyone's.
 */
import type { AppConfig, ImprintLines } from '#shared/config/config';

export const exampleImprint: ImprintLines = {
  company: 'greenfee GmbH',
  address: 'Waldstraße 12, 10115 Berlin, Deutschland',
  managingDirector: 'Dr. Anna Beispiel, Jonas Muster',
  email: 'kontakt@greenfee.example',
  phone: '+49 30 23125 410',
  register: 'Amtsgericht Charlottenburg, HRB 218734 B',
  vatId: 'DE287346915',
  authority: 'Bezirksamt Mitte von Berlin, Ordnungsamt (Gewerbeaufsicht)',
};

/** The configuration's imprint part for a demo server (the web server's config). */
export const exampleProviderConfig: Pick<AppConfig, 'imprint' | 'imprintExample'> = { imprint: exampleImprint, imprintExample: true };
