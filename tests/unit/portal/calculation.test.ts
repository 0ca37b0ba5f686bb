import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { calculationParam, calculationValue, readCalculation, saveCalculation } from '#portal/lib/calculation';
import { maxProjectEmissions } from '#shared/api/schemas/project';
import { storageKeys } from '#shared/storage/keys';

/** The browser's sessionStorage, in memory (unit tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

/** The page's address, as a new tab opened from the calculator's link has it. */
const at = (search: string) => Object.defineProperty(globalThis, 'location', { value: { search }, configurable: true });

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
  at('');
});
afterEach(() => {
  Reflect.deleteProperty(globalThis, 'location');
});

describe("the calculation in the calculator's link", () => {
  it('is read from the address and kept in the tab, over an older stored one', () => {
    saveCalculation({ kind: 'business', tonnes: 120, year: 2025 });
    const calculation = { kind: 'private', tonnes: 7.4, year: 2026 } as const;
    at(`?type=private&${calculationParam}=${calculationValue(calculation)}`);
    expect(calculationValue(calculation)).toBe('private_7.4_2026');
    expect(readCalculation()).toEqual(calculation);
    // The pages after it (the login, the project form) lose the address: the tab has it.
    at('');
    expect(readCalculation()).toEqual(calculation);
    expect(JSON.parse(globalThis.sessionStorage.getItem(storageKeys.calculation.name) ?? 'null')).toEqual(calculation);
  });

  it('is ignored when it is not one, and the stored one stays', () => {
    saveCalculation({ kind: 'private', tonnes: 2, year: 2026 });
    for (const value of [
      '',
      'private_abc_2026',
      'private__2026',
      `private_${maxProjectEmissions * 10}_2026`,
      'family_7.4_2026',
      'private_7.4_1999',
      'private_7.4_2026_1',
      'private_7.4',
    ]) {
      at(`?${calculationParam}=${value}`);
      expect(readCalculation(), value).toEqual({ kind: 'private', tonnes: 2, year: 2026 });
    }
  });
});
