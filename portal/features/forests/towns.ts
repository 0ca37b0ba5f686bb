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
}

const town = (name: string, latitude: number, longitude: number, rank: 1 | 2, de?: string): Town => ({
  name,
  latitude,
  longitude,
  rank,
  ...(de ? { de } : {}),
});

export const towns: readonly Town[] = [
  // Austria
  town('Vienna', 48.2082, 16.3738, 1, 'Wien'),
  town('Linz', 48.3069, 14.2858, 1),
  town('Graz', 47.0707, 15.4395, 1),
  town('Salzburg', 47.8095, 13.055, 1),
  town('Innsbruck', 47.2692, 11.4041, 1),
  town('Klagenfurt', 46.6247, 14.3053, 1),
  town('St. Pölten', 48.2047, 15.6256, 1),
  town('Wels', 48.1575, 14.0289, 2),
  town('Steyr', 48.0427, 14.4213, 2),
  town('Freistadt', 48.511, 14.5046, 2),
  town('Rohrbach', 48.5727, 13.9882, 2),
  town('Zwettl', 48.6033, 15.1689, 2),
  town('Gmünd', 48.7697, 14.9842, 2),
  town('Krems', 48.4092, 15.6142, 2),
  town('Horn', 48.6627, 15.6563, 2),
  town('Amstetten', 48.1229, 14.8721, 2),
  town('Villach', 46.6103, 13.8558, 2),
  town('Leoben', 47.3765, 15.0914, 2),
  town('Eisenstadt', 47.8456, 16.5233, 2),
  town('Bregenz', 47.5031, 9.7471, 2),
  // Germany
  town('Munich', 48.1351, 11.582, 1, 'München'),
  town('Passau', 48.5665, 13.4312, 1),
  town('Regensburg', 49.0134, 12.1016, 1),
  town('Deggendorf', 48.8405, 12.9612, 2),
  town('Straubing', 48.8777, 12.5801, 2),
  town('Zwiesel', 49.0167, 13.2333, 2),
  town('Regen', 48.97, 13.128, 2),
  town('Freyung', 48.8076, 13.5475, 2),
  town('Cham', 49.2256, 12.656, 2),
  town('Landshut', 48.5442, 12.1469, 2),
  town('Rosenheim', 47.8571, 12.1181, 2),
  // Czechia
  town('Prague', 50.0755, 14.4378, 1, 'Prag'),
  town('České Budějovice', 48.9747, 14.4743, 1, 'Budweis'),
  town('Plzeň', 49.7384, 13.3736, 1, 'Pilsen'),
  town('Brno', 49.1951, 16.6068, 1, 'Brünn'),
  town('Český Krumlov', 48.8127, 14.3175, 2),
  town('Jindřichův Hradec', 49.1441, 15.003, 2),
  town('Klatovy', 49.3955, 13.2951, 2),
  town('Sušice', 49.2311, 13.5202, 2),
  town('Znojmo', 48.8555, 16.0488, 2),
  town('Tábor', 49.4144, 14.6578, 2),
  // Slovakia, Hungary, Slovenia, Italy, Switzerland
  town('Bratislava', 48.1486, 17.1077, 1),
  town('Sopron', 47.6817, 16.5845, 2),
  town('Győr', 47.6875, 17.6504, 2),
  town('Ljubljana', 46.0569, 14.5058, 1),
  town('Maribor', 46.5547, 15.6459, 2),
  town('Bolzano', 46.4983, 11.3548, 1, 'Bozen'),
  town('Udine', 46.0711, 13.2346, 2),
  town('Zurich', 47.3769, 8.5417, 1, 'Zürich'),
  town('St. Gallen', 47.4245, 9.3767, 2),
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
