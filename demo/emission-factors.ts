/**
 * docs/emission-factors.md: the calculator's factors (portal/features/public/calculator/factors.ts) with their sources,
 * written by `npm run docs`; tests/unit/calculator/factors-page.test.ts keeps the page current.
 */
import { factors, flightClasses, sources, type Unit } from '#portal/features/public/calculator/factors';

const units: Record<Unit, string> = {
  pkm: 'kg CO₂e per passenger-km',
  km: 'kg CO₂e per km',
  kWh: 'kg CO₂e per kWh',
  kWhPerM2: 'kWh per m² and year',
  personYear: 'kg CO₂e per person and year',
};

const cell = (text: string) => text.replace(/\|/g, '\\|');

export function emissionFactorsPage(): string {
  const rows = Object.entries(factors).map(([id, factor]) => {
    const source = sources[factor.source];
    const named = source.url ? `[${cell(source.title)}](${source.url})` : cell(source.title);
    return `| \`${id}\` | ${factor.value} | ${units[factor.unit]} | ${named} | ${cell(factor.note)} |`;
  });
  const distances = Object.entries(flightClasses)
    .map(([name, flight]) => `${name} ${String(flight.km).replace(/\B(?=(\d{3})+$)/g, ',')} km (\`${flight.factor}\`)`)
    .join(', ');
  return `# Emission factors

<!-- Written by \`npm run docs\` from portal/features/public/calculator/factors.ts: edit that file, not this page. -->

The calculator (\`/calculator\`, \`/en/calculator\`) multiplies each answer by one of these factors; the page lists the
factors a result used, and all of them, with the same sources. Values are kg CO₂e (the two heat demands: kWh per m²
and year). What it computes is in \`portal/features/public/calculator/footprint.ts\`.

| factor | value | unit | source | where in the source, or how it follows |
|---|---|---|---|---|
${rows.join('\n')}

## Assumptions of our own

- A flight there and back is twice a typical one-way distance of its class: ${distances}. DESNZ's short- and long-haul
  rows are for flights to or from the UK; we use them for flights from Germany and Austria, split at DESNZ's 3,700 km.
- Flights include radiative forcing (DESNZ's "with RF" rows, about 1.7 times the rows without).
- The German grid's 363 g per kWh is the UBA's estimate of direct CO₂ for 2024, without upstream emissions; electric
  cars and heat pumps are counted with it. A green tariff counts as 0 (market-based), and the result shows what the
  grid's mix would add.
- A home's heat demand is the Heizspiegel's figure for apartment buildings heated with gas, for every kind of heating;
  a household's heating and electricity are split evenly among the people living there.
- The diets are a UK cohort's (Scarborough et al. 2014), applied to households in Germany and Austria.
- The DESNZ rows were read from a copy of the 2025 flat file (row IDs above); check them against the published file
  when the factors are next updated.
`;
}
