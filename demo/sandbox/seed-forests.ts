/** The seeded forests (products), with their sandbox satellite images and documents, which the seed stores as media. */
import { sha256 } from './crypto';
import type { Db, Localized } from './db';
import { renderPdf } from './pdf';
import { seedProducts } from './seed-ids';
import type { JsonStore } from './store';

/**
 * A sandbox "satellite image" from above: tree crowns on a field pattern, a track (no real imagery). Its only caption
 * is the satellite's name, the same in every language: the pages name the forest in theirs, and the one example-data
 * notice says that it comes from the sandbox.
 */
function forestSvg(name: string, hue: number): string {
  const crowns = Array.from({ length: 140 }, (_, index) => {
    const x = (index * 53 + hue * 7) % 400;
    const y = (index * 37 + (index % 7) * 11) % 210;
    const r = 9 + ((index * 13) % 8);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${hue} ${38 + (index % 3) * 8}% ${22 + (index % 5) * 5}%)"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 240" role="img" aria-label="${name}"><rect width="400" height="240" fill="hsl(${hue} 30% 30%)"/><path d="M0 150 L400 40 L400 120 L0 240Z" fill="hsl(${hue - 40} 35% 62%)"/>${crowns}<path d="M-10 200 C120 170 230 120 410 130" stroke="hsl(40 25% 78%)" stroke-width="5" fill="none"/><rect x="0" y="214" width="400" height="26" fill="rgb(0 0 0 / 0.55)"/><text x="12" y="232" font-family="sans-serif" font-size="13" fill="#fff">Sentinel-2</text></svg>`;
}

/** The three forests (one sold out), their images and documents written to the store's media files. */
export function seedForests(store: Pick<JsonStore, 'writeMedia'>): { products: Db['products']; media: Db['media'] } {
  const media: Db['media'] = [];
  const addMedia = (name: string, type: string, bytes: Uint8Array) => {
    const hash = sha256(bytes);
    store.writeMedia(hash, bytes);
    media.push({ hash, name, type, size: bytes.byteLength, createdAt: '2025-01-01T00:00:00.000Z' });
    return hash;
  };
  const forestDocs = (forest: Localized) =>
    (
      [
        ['forest_contract', { de: 'Waldvertrag', en: 'Forest contract' }],
        ['project_description', { de: 'Projektbeschreibung', en: 'Project description' }],
        ['annual_report', { de: 'Jahresbericht 2025', en: 'Annual report 2025' }],
        ['marketing_materials', { de: 'Marketingmaterial', en: 'Marketing materials' }],
      ] as const
    ).map(([kind, title]) => ({
      kind,
      title,
      hash: addMedia(
        `${forest.en} - ${title.en}.pdf`,
        'application/pdf',
        renderPdf(`${forest.en}: ${title.en}`, [
          { text: forest.en, size: 18, bold: true },
          { text: title.en, size: 14 },
          { text: 'Example document: not a real contract or report.', gap: 12 },
        ]),
      ),
    }));
  const muehlviertel = { de: 'Mischwald im Mühlviertel', en: 'Mühlviertel mixed forest' };
  const waldviertel = { de: 'Fichten und Buchen im Waldviertel', en: 'Waldviertel spruce and beech' };
  const bayerwald = { de: 'Hochlagen im Bayerischen Wald', en: 'Bavarian Forest highland' };

  const products: Db['products'] = [
    {
      _id: seedProducts.muehlviertel,
      name: muehlviertel,
      location: { de: 'Oberösterreich, AT', en: 'Upper Austria, AT' },
      latitude: 48.51,
      longitude: 14.5,
      certification: 'PEFC',
      hectares: 120,
      pricePerToken: 35,
      totalTokens: 24_000,
      availableTokens: 1_800,
      remainingTokens: 19_948,
      satelliteData: {
        provider: 'Sentinel-2',
        lastObservation: '2026-10-12',
        ndvi: 0.78,
        monitoringUrl: 'https://data.greenfee.example/projects/muehlviertel',
        imageHash: addMedia('muehlviertel.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg(muehlviertel.en, 120))),
      },
      documents: forestDocs(muehlviertel),
    },
    {
      _id: seedProducts.waldviertel,
      name: waldviertel,
      location: { de: 'Niederösterreich, AT', en: 'Lower Austria, AT' },
      latitude: 48.66,
      longitude: 15.2,
      certification: 'FSC',
      hectares: 85,
      pricePerToken: 32,
      totalTokens: 15_000,
      availableTokens: 900,
      remainingTokens: 11_990,
      satelliteData: {
        provider: 'Sentinel-2',
        lastObservation: '2026-10-09',
        ndvi: 0.71,
        monitoringUrl: 'https://data.greenfee.example/projects/waldviertel',
        imageHash: addMedia('waldviertel.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg(waldviertel.en, 100))),
      },
      documents: forestDocs(waldviertel),
    },
    {
      _id: seedProducts.soldOut,
      name: bayerwald,
      location: { de: 'Bayern, DE', en: 'Bavaria, DE' },
      latitude: 48.95,
      longitude: 13.4,
      certification: 'PEFC',
      hectares: 40,
      pricePerToken: 38,
      totalTokens: 8_000,
      availableTokens: 0,
      remainingTokens: 0,
      satelliteData: {
        provider: 'Sentinel-2',
        lastObservation: '2026-09-30',
        ndvi: 0.74,
        monitoringUrl: 'https://data.greenfee.example/projects/bayerwald',
        imageHash: addMedia('bayerwald.svg', 'image/svg+xml', new TextEncoder().encode(forestSvg(bayerwald.en, 140))),
      },
      documents: forestDocs(bayerwald),
    },
  ];
  return { products, media };
}
