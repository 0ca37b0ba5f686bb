/**
 * The calculator's two forms, a household's and a company's: what each takes and the bounds of each answer (a figure
 * no household or office reaches is a typo). An empty figure is 0.
 */
import * as z from 'zod/mini';
import { messageWith } from '#shared/i18n/translate';
import type { BusinessAnswers, CarFuel, Diet, Heating, PrivateAnswers } from './footprint';

const carFuels = ['petrol', 'diesel', 'hybrid', 'plugIn', 'electric'] as const satisfies readonly CarFuel[];
const heatings = ['gas', 'oil', 'district', 'wood', 'heatPump'] as const satisfies readonly Heating[];
const diets = ['meatHeavy', 'mixed', 'lowMeat', 'vegetarian', 'vegan'] as const satisfies readonly Diet[];
export const choices = { carFuels, heatings, diets };

const range = (max: number) => messageWith('calculator.errors.range', { max });
/** A figure from 0 to `max`, 0 when empty; `whole` for a count. */
const amount = (max: number, whole = false) =>
  z._default(
    z.optional(
      z.number({ error: 'validation.number' }).check(...(whole ? [z.int('validation.integer')] : []), z.minimum(0, range(max)), z.maximum(max, range(max))),
    ),
    0,
  );

const flights = (max: number) => ({ flightsShort: amount(max, true), flightsMedium: amount(max, true), flightsLong: amount(max, true) });

export const privateSchema = z.object({
  ...flights(100),
  carKm: amount(200_000),
  carFuel: z.enum(carFuels),
  heating: z.enum(heatings),
  homeArea: amount(2000),
  household: z._default(
    z.optional(z.number({ error: 'validation.number' }).check(z.int('validation.integer'), z.minimum(1, range(20)), z.maximum(20, range(20)))),
    1,
  ),
  electricityKwh: amount(100_000),
  greenElectricity: z.boolean(),
  diet: z.enum(diets),
});
export type PrivateValues = z.input<typeof privateSchema>;

export const businessSchema = z.object({
  ...flights(100_000),
  employees: amount(1_000_000, true),
  officeArea: amount(1_000_000),
  heating: z.enum(heatings),
  fleetKm: amount(100_000_000),
  fleetFuel: z.enum(carFuels),
  electricityKwh: amount(1_000_000_000),
  greenElectricity: z.boolean(),
});
export type BusinessValues = z.input<typeof businessSchema>;

/** A household of one with gas heating, a petrol car and a mixed diet; every figure empty. */
export const blankPrivate: PrivateValues = { carFuel: 'petrol', heating: 'gas', diet: 'mixed', greenElectricity: false, household: 1 };
/** An office heated with gas and a diesel fleet; every figure empty. */
export const blankBusiness: BusinessValues = { heating: 'gas', fleetFuel: 'diesel', greenElectricity: false };

export const privateAnswers = (values: z.output<typeof privateSchema>): PrivateAnswers => ({
  kind: 'private',
  flights: { short: values.flightsShort, medium: values.flightsMedium, long: values.flightsLong },
  carKm: values.carKm,
  carFuel: values.carFuel,
  heating: values.heating,
  homeArea: values.homeArea,
  household: values.household,
  electricityKwh: values.electricityKwh,
  greenElectricity: values.greenElectricity,
  diet: values.diet,
});

export const businessAnswers = (values: z.output<typeof businessSchema>): BusinessAnswers => ({
  kind: 'business',
  flights: { short: values.flightsShort, medium: values.flightsMedium, long: values.flightsLong },
  employees: values.employees,
  officeArea: values.officeArea,
  heating: values.heating,
  fleetKm: values.fleetKm,
  fleetFuel: values.fleetFuel,
  electricityKwh: values.electricityKwh,
  greenElectricity: values.greenElectricity,
});
