import { describe, expect, it } from 'vitest';
import { factors, sources } from '#portal/features/public/calculator/factors';
import { footprint, tokensFor, tonnesOf, tonnesOfParts, type BusinessAnswers } from '#portal/features/public/calculator/footprint';
import { household } from '#tests/helpers/household';

const person = household();

describe('the calculator’s footprint', () => {
  it('adds each part from its factor: flights there and back, the car, a share of the home, the diet', () => {
    const result = footprint({
      ...person,
      flights: { short: 2, medium: 1, long: 1 },
      carKm: 10_000,
      carFuel: 'diesel',
      heating: 'oil',
      homeArea: 90,
      household: 3,
      electricityKwh: 2700,
      diet: 'mixed',
    });
    // Two short flights there and back (4 × 800 km) and a medium one (2 × 2,500 km) at the short-haul factor, a long one at the long-haul.
    expect(result.parts.flights).toBeCloseTo((4 * 800 + 2 * 2500) * 0.12576 + 2 * 8000 * 0.11704, 6);
    expect(result.parts.car).toBeCloseTo(10_000 * 0.17304, 6);
    // 90 m² × 114 kWh × 0.31 kg, a third of it.
    expect(result.parts.heating).toBeCloseTo((90 * 114 * 0.31) / 3, 6);
    expect(result.parts.electricity).toBeCloseTo((2700 * 0.363) / 3, 6);
    expect(result.parts.diet).toBe(2055);
    const sum = Object.values(result.parts).reduce((total, part) => total + part, 0);
    expect(result.total).toBeCloseTo(sum, 9);
    expect(result.used.sort()).toEqual(
      ['carDiesel', 'dietMixed', 'electricityGrid', 'flightLongHaul', 'flightShortHaul', 'heatingOil', 'homeHeatPerSquareMetre'].sort(),
    );
    expect(result.electricityOnGrid).toBeNull();
  });

  it('counts a green tariff market-based (0), and keeps what the grid would count beside it', () => {
    const result = footprint({ ...person, electricityKwh: 1000, greenElectricity: true });
    expect(result.parts.electricity).toBe(0);
    expect(result.electricityOnGrid).toBeCloseTo(363, 6);
    expect(result.used).toContain('electricityGreen');
  });

  it('for a company: the office’s heat per m², the fleet, flights and electricity, no diet', () => {
    const company: BusinessAnswers = {
      kind: 'business',
      employees: 25,
      officeArea: 500,
      heating: 'district',
      fleetKm: 40_000,
      fleetFuel: 'electric',
      flights: { short: 10, medium: 0, long: 2 },
      electricityKwh: 30_000,
      greenElectricity: false,
    };
    const result = footprint(company);
    expect(result.parts.heating).toBeCloseTo(500 * 133.4 * 0.18, 6);
    expect(result.parts.car).toBeCloseTo(40_000 * factors.carElectric.value, 6);
    expect(factors.carElectric.value).toBeCloseTo(0.18 * 0.363, 5);
    expect(result.parts.electricity).toBeCloseTo(30_000 * 0.363, 6);
    expect(result.parts).not.toHaveProperty('diet');
  });

  it('is the diet alone when nothing else is given, and never negative', () => {
    const result = footprint({ ...person, household: 0 });
    expect(result.total).toBe(1055);
    expect(Object.values(result.parts).every((part) => part >= 0)).toBe(true);
  });

  it('shows tonnes to one decimal and asks for the whole tokens those tonnes need', () => {
    expect(tonnesOf(12_345)).toBe(12.3);
    expect(tonnesOf(12_350)).toBe(12.4);
    // As many tokens as the project made of the shown tonnes needs: 12,001 kg shows 12.0 t, 12,051 kg 12.1 t.
    expect(tokensFor(12_001)).toBe(12);
    expect(tokensFor(12_051)).toBe(13);
    expect(tokensFor(12_000)).toBe(12);
    expect(tokensFor(0)).toBe(0);
  });

  it('names a source with an address for every factor, or says it is our assumption', () => {
    for (const [id, factor] of Object.entries(factors)) {
      const source = sources[factor.source];
      expect(source.title, id).not.toBe('');
      if (factor.source !== 'greenfee') expect(source.url, id).toMatch(/^https:\/\//);
      expect(factor.note, id).not.toBe('');
    }
  });
});

describe('the parts as the table shows them', () => {
  it('add up to the total as shown, each within 0.1 t of its own rounding', () => {
    // 1.46 + 2.08 = 3.54 t: rounded alone 1.5 + 2.1 = 3.6 under a total of 3.5.
    expect(tonnesOfParts([1_460, 2_080])).toEqual([1.4, 2.1]);
    expect(tonnesOf(1_460 + 2_080)).toBe(3.5);
    const parts = [1_234, 987, 2_049, 333, 1_650];
    const shown = tonnesOfParts(parts);
    expect(Math.round(shown.reduce((sum, value) => sum + value, 0) * 10) / 10).toBe(tonnesOf(parts.reduce((sum, kg) => sum + kg, 0)));
    shown.forEach((value, index) => expect(Math.abs(value - (parts[index] ?? 0) / 1000)).toBeLessThanOrEqual(0.1));
    expect(tonnesOfParts([])).toEqual([]);
    expect(tonnesOfParts([0, 0])).toEqual([0, 0]);
  });
});
