/**
 * Places a forest's map names for orientation: towns of Austria and the regions around it (`rank` 1 a city, shown
 * first; 2 a town), and for each neighbouring country a few spots inside it where its name may stand. Coordinates are
 * the towns' centres (WGS 84), to about 100 m.
 */
export interface Town {
  name: string;
  /** The German name where German speakers use another one (Wien, Budweis). */
  de?: string;
  longitude: number;
  latitude: number;
  rank: 1 | 2;
  /** Its country, ISO 3166-1 alpha-2 (the codes the meeting form's country list answers with). */
  country: string;
}

type Entry = readonly [name: string, latitude: number, longitude: number, rank: 1 | 2, de?: string];

/** A country's towns, each as [name, latitude, longitude, rank, German name]. */
const inCountry = (country: string, entries: readonly Entry[]): Town[] =>
  entries.map(([name, latitude, longitude, rank, de]) => ({ name, latitude, longitude, rank, country, ...(de ? { de } : {}) }));

export const towns: readonly Town[] = [
  // Austria
  ...inCountry('AT', [
    ['Vienna', 48.2082, 16.3738, 1, 'Wien'],
    ['Linz', 48.3069, 14.2858, 1],
    ['Graz', 47.0707, 15.4395, 1],
    ['Salzburg', 47.8095, 13.055, 1],
    ['Innsbruck', 47.2692, 11.4041, 1],
    ['Klagenfurt', 46.6247, 14.3053, 1],
    ['St. Pölten', 48.2047, 15.6256, 1],
    ['Wels', 48.1575, 14.0289, 2],
    ['Steyr', 48.0427, 14.4213, 2],
    ['Freistadt', 48.511, 14.5046, 2],
    ['Rohrbach', 48.5727, 13.9882, 2],
    ['Zwettl', 48.6033, 15.1689, 2],
    ['Gmünd', 48.7697, 14.9842, 2],
    ['Krems', 48.4092, 15.6142, 2],
    ['Horn', 48.6627, 15.6563, 2],
    ['Amstetten', 48.1229, 14.8721, 2],
    ['Villach', 46.6103, 13.8558, 2],
    ['Leoben', 47.3765, 15.0914, 2],
    ['Eisenstadt', 47.8456, 16.5233, 2],
    ['Bregenz', 47.5031, 9.7471, 2],
  ]),
  // Germany
  ...inCountry('DE', [
    ['Munich', 48.1351, 11.582, 1, 'München'],
    ['Passau', 48.5665, 13.4312, 1],
    ['Regensburg', 49.0134, 12.1016, 1],
    ['Deggendorf', 48.8405, 12.9612, 2],
    ['Straubing', 48.8777, 12.5801, 2],
    ['Zwiesel', 49.0167, 13.2333, 2],
    ['Regen', 48.97, 13.128, 2],
    ['Freyung', 48.8076, 13.5475, 2],
    ['Cham', 49.2256, 12.656, 2],
    ['Landshut', 48.5442, 12.1469, 2],
    ['Rosenheim', 47.8571, 12.1181, 2],
  ]),
  // Czechia
  ...inCountry('CZ', [
    ['Prague', 50.0755, 14.4378, 1, 'Prag'],
    ['České Budějovice', 48.9747, 14.4743, 1, 'Budweis'],
    ['Plzeň', 49.7384, 13.3736, 1, 'Pilsen'],
    ['Brno', 49.1951, 16.6068, 1, 'Brünn'],
    ['Český Krumlov', 48.8127, 14.3175, 2],
    ['Jindřichův Hradec', 49.1441, 15.003, 2],
    ['Klatovy', 49.3955, 13.2951, 2],
    ['Sušice', 49.2311, 13.5202, 2],
    ['Znojmo', 48.8555, 16.0488, 2],
    ['Tábor', 49.4144, 14.6578, 2],
  ]),
  // Slovakia
  ...inCountry('SK', [['Bratislava', 48.1486, 17.1077, 1]]),
  // Hungary
  ...inCountry('HU', [
    ['Sopron', 47.6817, 16.5845, 2],
    ['Győr', 47.6875, 17.6504, 2],
  ]),
  // Slovenia
  ...inCountry('SI', [
    ['Ljubljana', 46.0569, 14.5058, 1],
    ['Maribor', 46.5547, 15.6459, 2],
  ]),
  // Italy
  ...inCountry('IT', [
    ['Bolzano', 46.4983, 11.3548, 1, 'Bozen'],
    ['Udine', 46.0711, 13.2346, 2],
  ]),
  // Switzerland
  ...inCountry('CH', [
    ['Zurich', 47.3769, 8.5417, 1, 'Zürich'],
    ['St. Gallen', 47.4245, 9.3767, 2],
  ]),
];

export type Country = 'austria' | 'germany' | 'czechia' | 'slovakia' | 'hungary' | 'slovenia' | 'italy' | 'switzerland';

/** Spots inside each country, longitude and latitude, where its name may stand: the first one inside the window. */
export const countrySpots: Record<Country, readonly (readonly [number, number])[]> = {
  austria: [
    [14.9, 48.25],
    [15.3, 48.45],
    [14.4, 48.35],
    [15.9, 48.45],
    [13.6, 48.2],
    [14.1, 47.9],
    [15.9, 48.0],
    [13.4, 47.5],
    [15.2, 47.3],
    [11.6, 47.1],
    [14.2, 46.8],
  ],
  germany: [
    [12.9, 49.15],
    [12.7, 48.65],
    [13.2, 48.5],
    [12.3, 48.2],
    [11.3, 47.7],
    [10.3, 47.9],
  ],
  czechia: [
    [14.7, 49.1],
    [13.6, 49.3],
    [15.6, 49.0],
    [16.3, 49.0],
    [14.0, 48.85],
  ],
  slovakia: [[17.4, 48.4]],
  hungary: [
    [17.0, 47.3],
    [16.6, 46.9],
  ],
  slovenia: [
    [15.0, 46.25],
    [14.2, 46.2],
  ],
  italy: [
    [12.2, 46.35],
    [11.3, 46.6],
  ],
  switzerland: [
    [9.3, 46.8],
    [9.1, 47.3],
  ],
};
