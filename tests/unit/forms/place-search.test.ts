import { describe, expect, it } from 'vitest';
import { foldName, hasTowns, nearestTown, searchTowns, townName } from '#shared/map/place-search';
import { towns } from '#shared/map/towns';

const names = (query: string, language = 'en', country = '') => searchTowns(towns, query, language, country).map((town) => townName(town, language));

describe("the meeting form's place search", () => {
  it('folds case, accents, ß and punctuation', () => {
    expect(foldName('St. Pölten')).toBe('st polten');
    expect(foldName('ČESKÉ Budějovice')).toBe('ceske budejovice');
    expect(foldName('Großgmain')).toBe('grossgmain');
    expect(foldName('  ')).toBe('');
  });

  it('finds a town however its umlaut is typed, in either case', () => {
    for (const typed of ['Gmünd', 'gmund', 'GMUEND', 'gmü']) expect(names(typed), typed).toEqual(['Gmünd']);
    expect(names('st polten')).toEqual(['St. Pölten']);
    expect(names('st. pö')).toEqual(['St. Pölten']);
  });

  it('knows the German and the English name, and shows the language its own', () => {
    expect(names('wien', 'de')).toEqual(['Wien']);
    expect(names('vienna', 'de')).toEqual(['Wien']);
    expect(names('wien', 'en')).toEqual(['Vienna']);
    expect(names('munchen', 'en')).toEqual(['Munich']);
    expect(names('budweis', 'de')).toEqual(['Budweis']);
  });

  it('puts names that begin with the text first, then a word that does, then the rest; cities before towns', () => {
    // "St. Gallen" and "St. Pölten" begin with "st"; "Steyr" does too; a city first, then by name.
    expect(names('st').slice(0, 3)).toEqual(['St. Pölten', 'St. Gallen', 'Steyr']);
    // "Krumlov" is a word of "Český Krumlov"; "Freistadt" holds "stadt" inside a word, so it comes after.
    expect(names('krum')).toEqual(['Český Krumlov']);
    expect(names('stadt')).toEqual(['Freistadt', 'Eisenstadt'].sort((a, b) => a.localeCompare(b)));
  });

  it("offers only the chosen country's towns when the map has them, else the whole region", () => {
    expect(names('s', 'en', 'AT').every((name) => towns.find((town) => town.name === name)?.country === 'AT')).toBe(true);
    expect(names('passau', 'en', 'AT')).toEqual([]);
    expect(names('passau', 'en', 'DE')).toEqual(['Passau']);
    expect(names('passau', 'en', 'FR')).toEqual(['Passau']);
    expect(hasTowns(towns, 'AT')).toBe(true);
    expect(hasTowns(towns, '')).toBe(true);
    expect(hasTowns(towns, 'FR')).toBe(false);
  });

  it('finds nothing for nothing typed, or for a place it does not know', () => {
    expect(names('')).toEqual([]);
    expect(names(' . ')).toEqual([]);
    expect(names('Atlantis')).toEqual([]);
  });

  it('names the town nearest a point', () => {
    expect(nearestTown(towns, 48.51, 14.5)?.name).toBe('Freistadt');
    expect(nearestTown(towns, 48.21, 16.37)?.name).toBe('Vienna');
    expect(nearestTown([], 48, 14)).toBeUndefined();
  });
});
