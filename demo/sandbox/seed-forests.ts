/**
 * The seeded forests (products): their facts, boundaries and vegetation index series, and the drawn pictures and
 * documents the seed stores as media. Made up, and marked so on every page; placed where such forests stand (the
 * Freiwald east of Freistadt, north of Zwettl, below the Arber), not on a town or in a national park.
 */
import { sha256 } from './crypto';
import type { Db, Localized, ProductRecord } from './db';
import { renderPdf } from './pdf';
import { forestIllustration, type Terrain, type TreeForm } from './seed-forest-art';
import { forestBoundary, ndviSeries, type NdviShape, type ParcelShape } from './seed-forest-shapes';
import { seedProducts } from './seed-ids';
import type { JsonStore } from './store';

const speciesNames: Record<TreeForm, Localized> = {
  spruce: { de: 'Fichte', en: 'Norway spruce' },
  fir: { de: 'Weißtanne', en: 'Silver fir' },
  larch: { de: 'Lärche', en: 'Larch' },
  pine: { de: 'Waldkiefer', en: 'Scots pine' },
  beech: { de: 'Buche', en: 'Beech' },
  oak: { de: 'Eiche', en: 'Oak' },
  birch: { de: 'Birke', en: 'Birch' },
  maple: { de: 'Bergahorn', en: 'Sycamore maple' },
};

/** What a seeded forest is drawn and shaped from, beside its record. */
interface ForestPlan {
  terrain: Terrain;
  species: [TreeForm, number][];
  parcels: ParcelShape[];
  ndvi: Omit<NdviShape, 'last'>;
  /** When the example verifier's report on the stock is dated. */
  verified: string;
}

/** A seeded forest: its record without what the seed adds (pictures, documents, boundary, series) and its plan. */
type SeedForest = Omit<ProductRecord, 'satelliteData' | 'documents' | 'species' | 'monitoring'> & {
  satelliteData: Omit<ProductRecord['satelliteData'], 'imageHash' | 'imageKind'>;
  file: string;
  plan: ForestPlan;
};

const forests: SeedForest[] = [
  {
    _id: seedProducts.muehlviertel,
    file: 'muehlviertel',
    name: { de: 'Mischwald im Mühlviertel', en: 'Mühlviertel mixed forest' },
    location: { de: 'Oberösterreich, AT', en: 'Upper Austria, AT' },
    country: 'AT',
    latitude: 48.53,
    longitude: 14.74,
    certification: 'PEFC',
    hectares: 470,
    pricePerToken: 35,
    totalTokens: 24_000,
    availableTokens: 1_800,
    remainingTokens: 19_948,
    satelliteData: { provider: 'Sentinel-2', lastObservation: '2026-10-12', ndvi: 0.78, monitoringUrl: 'https://data.greenfee.example/projects/muehlviertel' },
    owner: { de: 'Forstgut Lindenhof, ein Familienbetrieb in vierter Generation', en: 'Forstgut Lindenhof, a family estate in its fourth generation' },
    strategy: 'increase',
    management: {
      de: 'Dauerwald: Geerntet werden einzelne Bäume, nie ganze Bestände; Rückegassen alle 40\u00a0m schonen den Boden.',
      en: 'Continuous cover: single trees are harvested, never a whole stand; skid trails every 40\u00a0m spare the soil.',
    },
    description: {
      de: 'Der Lindenhof liegt im Freiwald östlich von Freistadt, auf 600 bis 900\u00a0m. Nach den Trockenjahren 2018 und 2019 hat die Familie beschlossen, von ihren reinen Fichtenbeständen wegzukommen; die Eichen an den Südhängen bleiben als Samenbäume stehen. Weil sie weniger erntet, als zuwächst, wächst der Vorrat über die Vertragslaufzeit, und die jährliche Inventur misst, um wie viel.',
      en: 'Lindenhof lies in the Freiwald east of Freistadt, at 600 to 900\u00a0m. After the dry years of 2018 and 2019 the family decided to move away from its pure spruce stands; the oaks on the south slopes stay as seed trees. As it harvests less than grows, the stock rises over the contract term, and the yearly inventory measures by how much.',
    },
    highlight: {
      de: 'Fichtenbestände werden zu Mischwald: Seit 2019 wachsen Buche und Tanne unter ihnen heran.',
      en: 'Spruce stands turning into mixed forest: beech and fir have grown beneath them since 2019.',
    },
    plan: {
      terrain: 'hills',
      species: [
        ['spruce', 45],
        ['beech', 25],
        ['fir', 15],
        ['oak', 10],
        ['larch', 5],
      ],
      parcels: [{ hectares: 470, corners: 22, stretch: 1.9, bearing: 35, seed: 11, clearing: 3 }],
      ndvi: { months: 36, winter: 0.55, summer: 0.82, trend: 0.01, cloudyWinters: 0.35, seed: 12 },
      verified: '2026-03-12',
    },
  },
  {
    _id: seedProducts.waldviertel,
    file: 'waldviertel',
    name: { de: 'Fichten und Buchen im Waldviertel', en: 'Waldviertel spruce and beech' },
    location: { de: 'Niederösterreich, AT', en: 'Lower Austria, AT' },
    country: 'AT',
    latitude: 48.66,
    longitude: 15.2,
    certification: 'FSC',
    hectares: 310,
    pricePerToken: 32,
    totalTokens: 15_000,
    availableTokens: 900,
    remainingTokens: 11_990,
    satelliteData: { provider: 'Sentinel-2', lastObservation: '2026-10-09', ndvi: 0.71, monitoringUrl: 'https://data.greenfee.example/projects/waldviertel' },
    owner: { de: 'Waldgemeinschaft Steinbach: 14 benachbarte Bauernfamilien', en: 'Waldgemeinschaft Steinbach: 14 neighbouring farming families' },
    strategy: 'preservation',
    management: {
      de: 'Jede Familie bewirtschaftet ihren Anteil nach einem gemeinsamen Plan; einmal im Jahr zeichnen sie gemeinsam aus, welche Bäume fallen.',
      en: 'Each family works its share to a common plan; once a year they mark together which trees are to be felled.',
    },
    description: {
      de: 'Nördlich von Zwettl besitzt die Waldgemeinschaft ihre beiden Parzellen, 220 und 90 Hektar, seit 1952. Auf den kargen, sandigen Böden des Plateaus wächst der Wald langsam: Die Gemeinschaft hält den Vorrat auf seinem heutigen Stand, statt ihn zu mehren, pflanzt Buchen unter die Fichten und lässt Kiefer und Birke stehen, wo die Fichte unter der Trockenheit leidet.',
      en: 'North of Zwettl the forest community has held its two parcels, of 220 and 90 hectares, since 1952. On the poor, sandy soils of the plateau the forest grows slowly: the community keeps the stock at today’s level rather than adding to it, plants beech under the spruce and leaves pine and birch standing where the spruce suffers from drought.',
    },
    highlight: {
      de: 'Zwei Fichtenparzellen auf dem Granitplateau, von 14 Familien auf dem heutigen Vorrat gehalten.',
      en: 'Two spruce parcels on the granite plateau, kept at today’s stock by 14 families.',
    },
    plan: {
      terrain: 'plateau',
      species: [
        ['spruce', 60],
        ['beech', 20],
        ['pine', 15],
        ['birch', 5],
      ],
      parcels: [
        { hectares: 220, offset: [-725, 115], corners: 16, stretch: 2.4, bearing: 110, seed: 21 },
        { hectares: 90, offset: [1720, -270], corners: 12, stretch: 1.5, bearing: 20, seed: 22 },
      ],
      ndvi: { months: 36, winter: 0.58, summer: 0.77, cloudyWinters: 0.3, seed: 23 },
      verified: '2026-02-19',
    },
  },
  {
    _id: seedProducts.soldOut,
    file: 'bayerwald',
    name: { de: 'Hochlagen im Bayerischen Wald', en: 'Bavarian Forest highland' },
    location: { de: 'Bayern, DE', en: 'Bavaria, DE' },
    country: 'DE',
    latitude: 49.1,
    longitude: 13.17,
    certification: 'PEFC',
    hectares: 165,
    pricePerToken: 38,
    totalTokens: 8_000,
    availableTokens: 0,
    remainingTokens: 0,
    satelliteData: { provider: 'Sentinel-2', lastObservation: '2026-09-30', ndvi: 0.74, monitoringUrl: 'https://data.greenfee.example/projects/bayerwald' },
    owner: { de: 'Gemeindewald Hohenstein, im Besitz der Gemeinde', en: 'Gemeindewald Hohenstein, owned by its municipality' },
    strategy: 'preservation',
    management: {
      de: 'Bergwald auf 900 bis 1.100\u00a0m, betreut vom Forstamt der Gemeinde: Entnommen werden nur Bäume, die der Sturm geworfen oder der Borkenkäfer befallen hat.',
      en: 'Mountain forest at 900 to 1,100\u00a0m, looked after by the municipality’s forestry office: only trees thrown by storms or struck by bark beetle are taken out.',
    },
    description: {
      de: 'Der Gemeindewald von Hohenstein wächst dort, wo Schnee und Sturm den Wald formen. Er wird kaum genutzt: Gepflanzt wird nichts, und ein Teil des Totholzes bleibt für Käfer, Pilze und Spechte liegen, als Lebensraum und als Schutz für den jungen Wald. Seine Token sind verkauft; die Seite bleibt für alle, deren Zertifikate diesen Wald nennen.',
      en: 'Hohenstein’s municipal forest grows where snow and storms shape the forest. It is hardly used: nothing is planted, and some of the deadwood stays for beetles, fungi and woodpeckers, as a habitat and as shelter for the young trees. Its tokens are sold; the page stays for everyone whose certificates name this forest.',
    },
    highlight: {
      de: 'Hochlagenwald unter dem Arber auf 1.000\u00a0m, der sich aus eigenem Samen erneuert.',
      en: 'Highland forest below the Arber at 1,000\u00a0m that renews itself from its own seed.',
    },
    plan: {
      terrain: 'highland',
      species: [
        ['spruce', 55],
        ['beech', 25],
        ['fir', 15],
        ['maple', 5],
      ],
      parcels: [{ hectares: 165, corners: 14, stretch: 1.4, bearing: 160, seed: 31 }],
      ndvi: { months: 36, winter: 0.35, summer: 0.8, cloudyWinters: 0.7, seed: 32 },
      verified: '2025-11-27',
    },
  },
];

/** Each seeded document's kind, title and date (example dates, as the documents are examples). */
const documentKinds = [
  ['forest_contract', { de: 'Waldvertrag', en: 'Forest contract' }, '2024-09-16'],
  ['project_description', { de: 'Projektbeschreibung', en: 'Project description' }, '2024-10-01'],
  ['annual_report', { de: 'Jahresbericht 2025', en: 'Annual report 2025' }, '2026-02-27'],
  ['marketing_materials', { de: 'Marketingmaterial', en: 'Marketing materials' }, '2025-03-03'],
] as const;

/**
 * The verifier every seeded forest names: made up, and so named that nobody takes it for a real body; the record is
 * marked `example`, which the pages say beside it.
 */
export const exampleVerifier = 'Beispiel-Prüfstelle GmbH';

/** The three forests (one sold out), their pictures and documents written to the store's media files. */
export function seedForests(store: Pick<JsonStore, 'writeMedia'>): { products: Db['products']; media: Db['media'] } {
  const media: Db['media'] = [];
  const addMedia = (name: string, type: string, bytes: Uint8Array) => {
    const hash = sha256(bytes);
    store.writeMedia(hash, bytes);
    media.push({ hash, name, type, size: bytes.byteLength, createdAt: '2025-01-01T00:00:00.000Z' });
    return hash;
  };
  const forestDocs = (forest: Localized) =>
    documentKinds.map(([kind, title, date]) => {
      const bytes = renderPdf(`${forest.en}: ${title.en}`, [
        { text: forest.en, size: 18, bold: true },
        { text: title.en, size: 14 },
        { text: 'Example document: not a real contract or report.', gap: 12 },
      ]);
      return { kind, title, date, type: 'application/pdf', size: bytes.byteLength, hash: addMedia(`${forest.en} - ${title.en}.pdf`, 'application/pdf', bytes) };
    });
  const verification = (forest: Localized, certification: string, reportDate: string): NonNullable<ProductRecord['verification']> => ({
    verifier: exampleVerifier,
    standards: ['ISO 14064-2', certification],
    reportDate,
    reportHash: addMedia(
      `${forest.en} - Verification report ${reportDate}.pdf`,
      'application/pdf',
      renderPdf(`${forest.en}: verification report`, [
        { text: forest.en, size: 18, bold: true },
        { text: `Verification report of ${reportDate} (ISO 14064-2, ${certification})`, size: 14 },
        { text: `${exampleVerifier}: an example verifier. Example document: not a real verification.`, gap: 12 },
      ]),
    ),
    example: true,
  });
  const products = forests.map(({ file, plan, ...forest }, index): ProductRecord => {
    const picture = forestIllustration(
      forest.name.en,
      plan.terrain,
      plan.species.map(([form, share]) => ({ form, share })),
      index * 17 + 5,
    );
    const { lastObservation, ndvi } = forest.satelliteData;
    return {
      ...forest,
      satelliteData: {
        ...forest.satelliteData,
        imageHash: addMedia(`${file}.svg`, 'image/svg+xml', new TextEncoder().encode(picture)),
        imageKind: 'illustration',
      },
      documents: forestDocs(forest.name),
      verification: verification(forest.name, forest.certification, plan.verified),
      species: plan.species.map(([form, share]) => ({ name: speciesNames[form], share })),
      monitoring: {
        boundary: forestBoundary([forest.longitude, forest.latitude], plan.parcels),
        ndvi: ndviSeries({ ...plan.ndvi, last: { date: lastObservation, value: ndvi } }),
      },
    };
  });
  return { products, media };
}
