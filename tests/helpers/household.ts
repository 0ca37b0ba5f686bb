import type { PrivateAnswers } from '#portal/features/public/calculator/footprint';

/** A household of one with no flights, car, heated area or electricity, and a vegan diet: tests name what differs. */
export const household = (differs: Partial<PrivateAnswers> = {}): PrivateAnswers => ({
  kind: 'private',
  flights: { short: 0, medium: 0, long: 0 },
  carKm: 0,
  carFuel: 'petrol',
  heating: 'gas',
  homeArea: 0,
  household: 1,
  electricityKwh: 0,
  greenElectricity: false,
  diet: 'vegan',
  ...differs,
});
