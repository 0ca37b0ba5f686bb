/**
 * A footprint from a few answers: each part in kg CO₂e a year, from the factors of ./factors.ts. Pure, so that the
 * page, its tests and the docs agree on every figure.
 */
import { factors, flightClasses, type FactorId, type FlightClass } from './factors';

export type CarFuel = 'petrol' | 'diesel' | 'hybrid' | 'plugIn' | 'electric';
export type Heating = 'gas' | 'oil' | 'district' | 'wood' | 'heatPump';
export type Diet = 'meatHeavy' | 'mixed' | 'lowMeat' | 'vegetarian' | 'vegan';

/** Return flights a year in each distance class. */
export type Flights = Record<FlightClass, number>;

export interface PrivateAnswers {
  kind: 'private';
  flights: Flights;
  carKm: number;
  carFuel: CarFuel;
  heating: Heating;
  /** The home's heated floor area, m², for the household. */
  homeArea: number;
  /** People in the household: the home's heating and electricity are shared by them. */
  household: number;
  electricityKwh: number;
  greenElectricity: boolean;
  diet: Diet;
}

export interface BusinessAnswers {
  kind: 'business';
  employees: number;
  officeArea: number;
  heating: Heating;
  fleetKm: number;
  fleetFuel: CarFuel;
  flights: Flights;
  electricityKwh: number;
  greenElectricity: boolean;
}

export type Answers = PrivateAnswers | BusinessAnswers;

export type Part = 'flights' | 'car' | 'heating' | 'electricity' | 'diet';

export interface Footprint {
  /** kg CO₂e a year, by part (only the parts the kind has). */
  parts: Partial<Record<Part, number>>;
  /** kg CO₂e a year. */
  total: number;
  /** With a green tariff: the electricity as the grid's mix would count it (kg), shown beside the market-based 0. */
  electricityOnGrid: number | null;
  /** The factors the result used. */
  used: FactorId[];
}

const carFactor: Record<CarFuel, FactorId> = { petrol: 'carPetrol', diesel: 'carDiesel', hybrid: 'carHybrid', plugIn: 'carPlugIn', electric: 'carElectric' };
const heatingFactor: Record<Heating, FactorId> = {
  gas: 'heatingGas',
  oil: 'heatingOil',
  district: 'heatingDistrict',
  wood: 'heatingWood',
  heatPump: 'heatingHeatPump',
};
const dietFactor: Record<Diet, FactorId> = {
  meatHeavy: 'dietMeatHeavy',
  mixed: 'dietMixed',
  lowMeat: 'dietLowMeat',
  vegetarian: 'dietVegetarian',
  vegan: 'dietVegan',
};

/** The footprint of the answers, in kg CO₂e a year. */
export function footprint(answers: Answers): Footprint {
  const used = new Set<FactorId>();
  const valueOf = (id: FactorId) => (used.add(id), factors[id].value);

  let flights = 0;
  for (const [kind, { km, factor }] of Object.entries(flightClasses) as [FlightClass, (typeof flightClasses)[FlightClass]][]) {
    const count = answers.flights[kind];
    if (count > 0) flights += count * 2 * km * valueOf(factor);
  }
  const [km, fuel] = answers.kind === 'private' ? [answers.carKm, answers.carFuel] : [answers.fleetKm, answers.fleetFuel];
  const car = km > 0 ? km * valueOf(carFactor[fuel]) : 0;
  const area = answers.kind === 'private' ? answers.homeArea : answers.officeArea;
  const heatPerSquareMetre: FactorId = answers.kind === 'private' ? 'homeHeatPerSquareMetre' : 'officeHeatPerSquareMetre';
  const share = answers.kind === 'private' ? 1 / Math.max(1, answers.household) : 1;
  const heating = area > 0 ? area * valueOf(heatPerSquareMetre) * valueOf(heatingFactor[answers.heating]) * share : 0;
  const electricity =
    answers.electricityKwh > 0 ? answers.electricityKwh * valueOf(answers.greenElectricity ? 'electricityGreen' : 'electricityGrid') * share : 0;
  const electricityOnGrid = answers.greenElectricity && answers.electricityKwh > 0 ? answers.electricityKwh * valueOf('electricityGrid') * share : null;

  const parts: Partial<Record<Part, number>> = { flights, car, heating, electricity };
  if (answers.kind === 'private') parts.diet = valueOf(dietFactor[answers.diet]);
  const total = Object.values(parts).reduce((sum, part) => sum + part, 0);
  return { parts, total, electricityOnGrid, used: [...used] };
}

/** Tonnes as the page shows them: one decimal, rounded half up. */
export const tonnesOf = (kg: number): number => Math.round(kg / 100) / 10;

/**
 * Each part's tonnes as the table shows them (one decimal), adding up to the total as shown: rounded on their own,
 * 1.46 + 2.08 t read "1.5 + 2.1" under a total of "3.5" (a reviewer added them up). The tenths the rounding lost or
 * gained go to the parts whose remainders were largest (largest remainder), so no part moves by more than 0.1 t.
 */
export function tonnesOfParts(kgs: readonly number[]): number[] {
  const tenths = kgs.map((kg) => kg / 100);
  const floors = tenths.map((value) => Math.floor(value));
  let left = Math.round(tonnesOf(kgs.reduce((sum, kg) => sum + kg, 0)) * 10) - floors.reduce((sum, value) => sum + value, 0);
  const byRemainder = tenths.map((value, index) => ({ index, remainder: value - Math.floor(value) })).sort((a, b) => b.remainder - a.remainder);
  for (const { index } of byRemainder) {
    if (left <= 0) break;
    floors[index] = (floors[index] ?? 0) + 1;
    left -= 1;
  }
  return floors.map((value) => value / 10);
}

/**
 * The tokens that cover a footprint: one per tonne of the tonnes shown (one decimal), whole tokens. The same tonnes go
 * into the project, which then needs as many tokens (portal/lib/open-emissions.ts): 12,001 kg is 12.0 t and 12 tokens.
 */
export const tokensFor = (kg: number): number => Math.ceil(tonnesOf(kg));
