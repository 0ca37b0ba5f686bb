/**
 * The sandbox's example customers, team and partners (GET /landing): fictional names as real ones read; a company with
 * a wordmark drawn here and stored as media (a simple symbol and the name), a person with none. No photo and no logo of
 * anyone real; the pages say once that these are examples (`example: true`).
 */
import { sha256 } from './crypto';
import type { CertificateRecord, Db, Localized } from './db';
import { seedProducts, txHash } from './seed-ids';
import type { JsonStore } from './store';

type MarkSymbol = 'wheat' | 'chevrons' | 'house' | 'trees';

interface Wordmark {
  /** The name's distinctive word, large. */
  word: string;
  /** The rest of the name, small and spaced. */
  rest: string;
  symbol: MarkSymbol;
  hue: number;
}

/**
 * The certificate an example customer's card links to, so that its sentence can be checked as a real one would: the
 * tonnes it names, its project, when it was issued and the forests (tonnes from each).
 */
interface ExampleCertificate {
  id: string;
  project: string;
  date: string;
  tonnes: number;
  forests: { productId: string; amount: number }[];
}

/** Example customers, each with what it compensated and why: illustrations of the page's shape, not reports. */
const customers: { name: string; sector: Localized; compensated: Localized; reason: Localized; logo: Wordmark; certificate: ExampleCertificate }[] = [
  {
    name: 'Kornfeld Backstube',
    sector: { de: 'Bäckerei', en: 'Bakery' },
    compensated: { de: 'Das Erdgas ihrer Backöfen im Jahr 2025: 18\u00a0t\u00a0CO₂.', en: 'The natural gas of its ovens in 2025: 18\u00a0t of CO₂.' },
    reason: {
      de: 'Bis die Öfen mit Strom laufen, lässt sich dieser Teil nicht vermeiden; gespeichert werden sollte er in Wäldern der eigenen Region.',
      en: 'Until its ovens run on electricity it cannot avoid this part, and it wanted the tonnes stored in forests of its own region.',
    },
    logo: { word: 'Kornfeld', rest: 'Backstube', symbol: 'wheat', hue: 36 },
    certificate: {
      id: 'GFT-2026-KORNFELD',
      project: 'Backöfen 2025',
      date: '2026-02-10T09:00:00.000Z',
      tonnes: 18,
      forests: [{ productId: seedProducts.muehlviertel, amount: 18 }],
    },
  },
  {
    name: 'Ferntal Logistik',
    sector: { de: 'Logistik', en: 'Logistics' },
    compensated: { de: 'Der Diesel ihrer Lieferwagen im Jahr 2025: 240\u00a0t\u00a0CO₂.', en: 'The diesel of its delivery vans in 2025: 240\u00a0t of CO₂.' },
    reason: {
      de: 'Für ihren CSRD-Bericht, neben der Umstellung der Stadtrouten auf Elektrofahrzeuge.',
      en: 'For its CSRD report, beside moving its city routes to electric vans.',
    },
    logo: { word: 'Ferntal', rest: 'Logistik', symbol: 'chevrons', hue: 205 },
    certificate: {
      id: 'GFT-2026-FERNTAL',
      project: 'Lieferflotte 2025',
      date: '2026-03-04T10:00:00.000Z',
      tonnes: 240,
      forests: [
        { productId: seedProducts.muehlviertel, amount: 140 },
        { productId: seedProducts.waldviertel, amount: 100 },
      ],
    },
  },
  {
    name: 'Lindgrün Architekten',
    sector: { de: 'Architektur', en: 'Architecture' },
    compensated: { de: 'Die Dienstreisen und das Büro im Jahr 2025: 12\u00a0t\u00a0CO₂.', en: 'Business travel and the office in 2025: 12\u00a0t of CO₂.' },
    reason: {
      de: 'Was das Büro noch nicht vermeiden kann, mit einem Zertifikat, das die Bauherren selbst prüfen können.',
      en: 'What the office cannot avoid yet, with a certificate its clients can verify themselves.',
    },
    logo: { word: 'Lindgrün', rest: 'Architekten', symbol: 'house', hue: 155 },
    certificate: {
      id: 'GFT-2026-LINDGRUEN',
      project: 'Büro und Dienstreisen 2025',
      date: '2026-01-22T08:30:00.000Z',
      tonnes: 12,
      forests: [{ productId: seedProducts.waldviertel, amount: 12 }],
    },
  },
];

/** The example team: each person's role and, in a sentence, what they do. */
const team: { name: string; role: Localized; duties: Localized }[] = [
  {
    name: 'Lena Hofer',
    role: { de: 'Leitung Forstwirtschaft', en: 'Head of forestry' },
    duties: {
      de: 'Führt die ersten Gespräche mit Waldbesitzern, plant Inventur und Strategie jedes Waldes und prüft jedes Jahr Vorrat und Zuwachs.',
      en: "Holds the first conversations with forest owners, plans each forest's inventory and strategy, and checks stock and growth every year.",
    },
  },
  {
    name: 'Jakob Weinzierl',
    role: { de: 'Leitung Technik', en: 'Head of technology' },
    duties: {
      de: 'Verantwortet die Datenplattform mit der Satellitenüberwachung, die Wallets und das öffentliche Register der Zertifikate.',
      en: 'Looks after the data platform with its satellite monitoring, the wallets and the public register of certificates.',
    },
  },
  {
    name: 'Miriam Aigner',
    role: { de: 'Kundenbetreuung', en: 'Customer care' },
    duties: {
      de: 'Beantwortet Fragen zu Konten, Zertifikaten und Rechnungen und begleitet Unternehmen durch größere Käufe.',
      en: 'Answers questions about accounts, certificates and invoices, and guides companies through larger purchases.',
    },
  },
];

/**
 * The partners are the seeded forests' owners, by the names their forests' pages give (seed-forests.ts): no partner
 * the data do not show (tests/unit/sandbox/seed-shapes.test.ts holds each to a forest).
 */
const partners: { name: string; kind: Localized; logo: Wordmark }[] = [
  {
    name: 'Forstgut Lindenhof',
    kind: { de: 'Waldpartner, PEFC', en: 'Forest partner, PEFC' },
    logo: { word: 'Lindenhof', rest: 'Forstgut', symbol: 'trees', hue: 128 },
  },
  {
    name: 'Waldgemeinschaft Steinbach',
    kind: { de: 'Waldpartner, FSC', en: 'Forest partner, FSC' },
    logo: { word: 'Steinbach', rest: 'Waldgemeinschaft', symbol: 'trees', hue: 95 },
  },
  {
    name: 'Gemeindewald Hohenstein',
    kind: { de: 'Waldpartner, PEFC', en: 'Forest partner, PEFC' },
    logo: { word: 'Hohenstein', rest: 'Gemeindewald', symbol: 'house', hue: 30 },
  },
];

const escapeXml = (text: string) =>
  text.replace(/[&<>"']/g, (character) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[character] ?? character);

/** A font stack every system has something of: an SVG shown as an image cannot use the page's web font. */
const fonts = `font-family="Figtree, 'Helvetica Neue', Arial, 'Liberation Sans', sans-serif"`;

/** The symbols of the wordmarks, each in a 56 x 56 box, in the mark's colour (`currentColor`). */
const symbols: Record<MarkSymbol, string> = {
  wheat:
    '<path d="M28 54V12" stroke="currentColor" stroke-width="3" stroke-linecap="round" fill="none"/>' +
    [18, 28, 38]
      .map(
        (y) =>
          `<ellipse cx="21" cy="${y}" rx="4.5" ry="8" transform="rotate(-35 21 ${y})"/><ellipse cx="35" cy="${y}" rx="4.5" ry="8" transform="rotate(35 35 ${y})"/>`,
      )
      .join('') +
    '<ellipse cx="28" cy="8" rx="4" ry="7"/>',
  chevrons:
    '<path d="M4 10l20 18L4 46" stroke="currentColor" stroke-width="8" stroke-linejoin="round" fill="none" opacity="0.55"/>' +
    '<path d="M26 10l20 18-20 18" stroke="currentColor" stroke-width="8" stroke-linejoin="round" fill="none"/>',
  house: '<path d="M4 28L28 6l24 22z"/><path d="M10 30h36v22H10z"/><path d="M24 38h8v14h-8z" fill="#fff"/>',
  trees:
    '<path d="M4 48L14 18l10 30z" opacity="0.6"/><path d="M18 48L30 6l12 42z"/><path d="M34 48l10-26 10 26z" opacity="0.75"/><path d="M2 51h52" stroke="currentColor" stroke-width="3"/>',
};

/** A company's wordmark: its symbol, the distinctive word large, the rest of the name small and spaced (240 x 72). */
function wordmarkSvg(name: string, { word, rest, symbol, hue }: Wordmark): string {
  // Sized to fit 150 px in a sans-serif whatever the system font (about 0.6 em a letter).
  const size = Math.min(26, Math.floor(150 / (word.length * 0.6)));
  const ink = `hsl(${hue} 45% 24%)`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 72" width="240" height="72"><title>${escapeXml(name)}</title>` +
    `<g transform="translate(6 8)" fill="${ink}" color="${ink}">${symbols[symbol]}</g>` +
    `<text x="74" y="38" ${fonts} font-size="${size}" font-weight="700" fill="${ink}">${escapeXml(word)}</text>` +
    `<text x="75" y="57" ${fonts} font-size="10" font-weight="600" letter-spacing="1.5" fill="hsl(${hue} 25% 38%)">${escapeXml(rest.toUpperCase())}</text></svg>`
  );
}

/**
 * The example customers' certificates: valid, registered, of no account (a reader verifies them; nobody logs in as an
 * example customer), each for the year its card's sentence names.
 */
const exampleCertificates = (): CertificateRecord[] =>
  customers.map(({ name, certificate }) => ({
    id: certificate.id,
    userId: null,
    holder: name,
    project: certificate.project,
    period: { startDate: '2025-01-01', endDate: '2025-12-31' },
    date: certificate.date,
    co2Emitted: certificate.tonnes,
    co2Compensated: certificate.tonnes,
    transactionID: txHash(certificate.id),
    supportedForests: certificate.forests,
    readyAt: certificate.date,
    registeredAt: certificate.date,
    projectId: null,
    expiresAt: null,
    example: true,
  }));

/** The landing's example entries and their pictures, written to the store's media files; the customers' certificates. */
export function seedLanding(store: Pick<JsonStore, 'writeMedia'>): {
  landing: Omit<Db['landing'], 'sdgs'>;
  media: Db['media'];
  certificates: CertificateRecord[];
} {
  const media: Db['media'] = [];
  const picture = (name: string, svg: string) => {
    const bytes = new TextEncoder().encode(svg);
    const hash = sha256(bytes);
    store.writeMedia(hash, bytes);
    media.push({ hash, name: `${name}.svg`, type: 'image/svg+xml', size: bytes.byteLength, createdAt: '2025-01-01T00:00:00.000Z' });
    return hash;
  };
  return {
    landing: {
      customers: customers.map(({ logo, certificate, ...entry }) => ({
        ...entry,
        imageHash: picture(entry.name, wordmarkSvg(entry.name, logo)),
        certificateId: certificate.id,
        example: true,
      })),
      // No picture of a person: the team page names and describes each (no initials in circles, no invented portrait).
      team: team.map((entry) => ({ ...entry, example: true })),
      partners: partners.map(({ name, kind, logo }) => ({ name, kind, imageHash: picture(name, wordmarkSvg(name, logo)), example: true })),
    },
    media,
    certificates: exampleCertificates(),
  };
}
