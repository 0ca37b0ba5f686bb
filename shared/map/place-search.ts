/**
 * The meeting form's place search over the towns of the region map: what an owner types against the towns' names in
 * both languages, without regard to case, accents or how an umlaut is written (Gmünd, gmund, Gmuend). Pure, tested in
 * tests/unit/forms/place-search.test.ts.
 */
import type { Town } from './towns';

/** Lower case, ß as ss, accents off (ö → o), anything but letters and digits one space. */
export const foldName = (text: string): string =>
  text
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();

/** The forms a name may be typed in: with the umlaut's accent off (gmund) and written out (gmuend). */
const spellings = (name: string) => [foldName(name), foldName(name.replace(/[äöü]/gi, (umlaut) => `${umlaut}e`))];

/** The town's name as the language says it: Wien in German, Vienna in English. */
export const townName = (town: Town, language: string): string => (language === 'de' && town.de ? town.de : town.name);

/**
 * The towns whose name (in either language) begins with what is typed, or has a word that does, then those that hold
 * it elsewhere; cities before towns, then by name. Only `country`'s towns when it has any; nothing for an empty query.
 */
export function searchTowns(all: readonly Town[], query: string, language: string, country = ''): Town[] {
  const typed = foldName(query);
  if (typed === '') return [];
  const own = all.filter((town) => town.country === country);
  const scored = (own.length > 0 ? own : all).flatMap((town) => {
    const names = [town.name, town.de ?? ''].filter(Boolean).flatMap(spellings);
    const score = names.some((name) => name.startsWith(typed))
      ? 0
      : names.some((name) => name.includes(` ${typed}`))
        ? 1
        : names.some((name) => name.includes(typed))
          ? 2
          : -1;
    return score < 0 ? [] : [{ town, score }];
  });
  return scored
    .sort((a, b) => a.score - b.score || a.town.rank - b.town.rank || townName(a.town, language).localeCompare(townName(b.town, language), language))
    .map(({ town }) => town);
}

/** Whether the map has towns of a country (an empty choice has the whole region). */
export const hasTowns = (all: readonly Town[], country: string): boolean => country === '' || all.some((town) => town.country === country);

/** The town nearest a point (on a plane scaled to the latitude: near enough to name the way). */
export function nearestTown(all: readonly Town[], latitude: number, longitude: number): Town | undefined {
  const across = Math.cos((latitude * Math.PI) / 180);
  const distance = (town: Town) => (town.latitude - latitude) ** 2 + ((town.longitude - longitude) * across) ** 2;
  return all.reduce<Town | undefined>((best, town) => (!best || distance(town) < distance(best) ? town : best), undefined);
}
