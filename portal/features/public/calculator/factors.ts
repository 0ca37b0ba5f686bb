/**
 * The emission factors of the calculator, each with its source: the page lists the ones a result used, and
 * `npm run docs` writes the same table into docs/emission-factors.md. Every value is kg CO₂e per unit (the diets: per
 * person and year). Where a factor is our own reading of a source (a typical distance, a heat pump's yearly
 * efficiency), its note says so.
 */

export type SourceId = 'desnz2025' | 'geg2020' | 'uba2025' | 'fraunhofer2025' | 'heizspiegel2025' | 'dena2017' | 'scarborough2014' | 'greenfee';

export interface Source {
  /** Who published it, what it is called, which edition. */
  title: string;
  url: string;
}

export const sources: Record<SourceId, Source> = {
  desnz2025: {
    title: 'DESNZ, Greenhouse gas reporting: conversion factors 2025',
    url: 'https://www.gov.uk/government/publications/greenhouse-gas-reporting-conversion-factors-2025',
  },
  geg2020: {
    title: 'Gebäudeenergiegesetz (GEG), Anlage 9, Nr. 3: Emissionsfaktoren (BGBl. I 2020, S. 1728)',
    url: 'https://www.gesetze-im-internet.de/geg/anlage_9.html',
  },
  uba2025: {
    title: 'Umweltbundesamt, Entwicklung der spezifischen Treibhausgas-Emissionen des deutschen Strommix 1990–2024 (2025)',
    url: 'https://www.umweltbundesamt.de/publikationen',
  },
  fraunhofer2025: {
    title: 'Fraunhofer ISE, WP-QS im Bestand (2025)',
    url: 'https://www.ise.fraunhofer.de/',
  },
  heizspiegel2025: {
    title: 'co2online, Heizspiegel für Deutschland 2025',
    url: 'https://www.heizspiegel.de/heizkosten-pruefen/heizkosten-pro-m2-vergleich/',
  },
  dena2017: {
    title: 'dena, IW Köln: Energieeffizienz bei Büroimmobilien (2017)',
    url: 'https://www.iwkoeln.de/studien/gutachten/beitrag/ralph-henger-philipp-deschermeier-marcel-hude-bjoern-seipelt-michael-voigtlaender-energieeffizienz-bei-bueroimmobilien-282678',
  },
  scarborough2014: {
    title: 'Scarborough et al., Dietary greenhouse gas emissions of meat-eaters, fish-eaters, vegetarians and vegans in the UK, Climatic Change 125 (2014)',
    url: 'https://doi.org/10.1007/s10584-014-1169-1',
  },
  greenfee: { title: 'greenfee', url: '' },
};

/** What a factor is per: a passenger-km, a km driven, a kWh, a m² heated for a year, a person for a year. */
export type Unit = 'pkm' | 'km' | 'kWh' | 'kWhPerM2' | 'personYear';

export interface Factor {
  /** kg CO₂e per `unit` (kWh per m² and year for the two heat demands). */
  value: number;
  unit: Unit;
  source: SourceId;
  /** Where in the source, or how the value follows from it. */
  note: string;
}

/** The German grid in 2024: 363 g CO₂ per kWh (UBA's estimate, direct emissions). */
const gridKgPerKwh = 0.363;
/** A heat pump's mean seasonal performance in existing buildings (Fraunhofer ISE field test, air source). */
const heatPumpPerformance = 3.4;
/** What a battery-electric car draws per km, charging losses included: our assumption. */
const electricCarKwhPerKm = 0.18;

export const factors = {
  // Flights: per passenger-km, economy, with radiative forcing (DESNZ's "with RF" rows).
  flightShortHaul: {
    value: 0.12576,
    unit: 'pkm',
    source: 'desnz2025',
    note: 'Business travel – air, short-haul, economy class, with RF (ID 21_316_3164_11_1)',
  },
  flightLongHaul: { value: 0.11704, unit: 'pkm', source: 'desnz2025', note: 'Business travel – air, long-haul, economy class, with RF (ID 21_316_3170_11_1)' },
  // Cars: per km, DESNZ's average car of each fuel.
  carPetrol: { value: 0.16272, unit: 'km', source: 'desnz2025', note: 'Business travel – land, average car, petrol (ID 25_301_3070_4_1)' },
  carDiesel: { value: 0.17304, unit: 'km', source: 'desnz2025', note: 'Business travel – land, average car, diesel (ID 25_301_3069_4_1)' },
  carHybrid: { value: 0.12825, unit: 'km', source: 'desnz2025', note: 'Business travel – land, average car, hybrid (ID 25_301_3071_4_1)' },
  carPlugIn: { value: 0.10461, unit: 'km', source: 'desnz2025', note: 'Business travel – land, average car, plug-in hybrid (ID 25_301_3075_4_1)' },
  carElectric: {
    value: Math.round(electricCarKwhPerKm * gridKgPerKwh * 100_000) / 100_000,
    unit: 'km',
    source: 'uba2025',
    note: `${electricCarKwhPerKm} kWh per km with charging losses (our assumption) × the German grid, ${gridKgPerKwh} kg per kWh (DESNZ's electric car is charged from the UK's cleaner grid)`,
  },
  // Heating: per kWh of final energy.
  heatingGas: { value: 0.24, unit: 'kWh', source: 'geg2020', note: 'Erdgas, 240 g CO₂e per kWh' },
  heatingOil: { value: 0.31, unit: 'kWh', source: 'geg2020', note: 'Heizöl, 310 g CO₂e per kWh' },
  heatingDistrict: {
    value: 0.18,
    unit: 'kWh',
    source: 'geg2020',
    note: 'Nah-/Fernwärme from combined heat and power, gaseous or liquid fuels, 180 g CO₂e per kWh',
  },
  heatingWood: { value: 0.02, unit: 'kWh', source: 'geg2020', note: 'Holz (wood, pellets), 20 g CO₂e per kWh' },
  heatingHeatPump: {
    value: Math.round((gridKgPerKwh / heatPumpPerformance) * 100_000) / 100_000,
    unit: 'kWh',
    source: 'fraunhofer2025',
    note: `a kWh of heat takes 1/${heatPumpPerformance} kWh of electricity (the mean seasonal performance of air-source heat pumps in the field test) from the German grid (${gridKgPerKwh} kg per kWh, UBA)`,
  },
  homeHeatPerSquareMetre: {
    value: 114,
    unit: 'kWhPerM2',
    source: 'heizspiegel2025',
    note: 'apartment buildings heated with gas, hot water included; used for every kind of heating',
  },
  officeHeatPerSquareMetre: {
    value: 133.4,
    unit: 'kWhPerM2',
    source: 'dena2017',
    note: 'mean measured consumption (Energieverbrauchskennwert) of German offices',
  },
  // Electricity: per kWh.
  electricityGrid: {
    value: gridKgPerKwh,
    unit: 'kWh',
    source: 'uba2025',
    note: 'German electricity mix 2024, 363 g CO₂ per kWh (estimate, direct emissions; CO₂ alone, counted as CO₂e, as the page says)',
  },
  electricityGreen: {
    value: 0,
    unit: 'kWh',
    source: 'greenfee',
    note: 'a green tariff counted market-based (GHG Protocol, Scope 2): the supplier’s guarantees of origin; the grid’s physical mix stays the same, so the result also shows the grid’s figure',
  },
  // Diets: per person and year (the study's kg per day × 365).
  dietMeatHeavy: { value: 2624, unit: 'personYear', source: 'scarborough2014', note: 'high meat-eaters (100 g of meat a day or more), 7.19 kg a day' },
  dietMixed: { value: 2055, unit: 'personYear', source: 'scarborough2014', note: 'medium meat-eaters (50–99 g a day), 5.63 kg a day' },
  dietLowMeat: { value: 1705, unit: 'personYear', source: 'scarborough2014', note: 'low meat-eaters (under 50 g a day), 4.67 kg a day' },
  dietVegetarian: { value: 1391, unit: 'personYear', source: 'scarborough2014', note: 'vegetarians, 3.81 kg a day' },
  dietVegan: { value: 1055, unit: 'personYear', source: 'scarborough2014', note: 'vegans, 2.89 kg a day' },
} as const satisfies Record<string, Factor>;

export type FactorId = keyof typeof factors;

/**
 * A flight's distance class: the one-way distance of a typical flight of it (our assumption) and its DESNZ factor
 * (short-haul under 3,700 km).
 */
export const flightClasses = {
  short: { km: 800, factor: 'flightShortHaul' },
  medium: { km: 2500, factor: 'flightShortHaul' },
  long: { km: 8000, factor: 'flightLongHaul' },
} as const satisfies Record<string, { km: number; factor: FactorId }>;
export type FlightClass = keyof typeof flightClasses;
