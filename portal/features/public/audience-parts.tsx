/**
 * The parts of the private and business pages that carry figures: a worked example with the calculator's own factors
 * and rounding (so its tonnes are what the calculator would say, each with the calculator's source), and the regional
 * forests the tokens come from, as /product/list gives them.
 */

import { Link } from 'react-router-dom';
import { formatNumber } from '#shared/i18n/format';
import { ExampleDataNotice } from '#portal/lib/forest/example-notice';
import { usePublicProducts } from '#portal/lib/forest/public-products';
import { LoadProblem } from '#portal/lib/load-problem';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { WithQueries } from '#portal/lib/queries';
import { Sentence } from '#portal/lib/sentence';
import { factors, flightClasses, sources, type FactorId, type SourceId } from './calculator/factors';
import { tokensFor, tonnesOfParts } from './calculator/footprint';
import { usePageText } from './page';

type Audience = 'private' | 'business';

interface Row {
  /** `pages.<audience>.example.rows.<key>`: its label and its calculation, with the figures below filled in. */
  key: string;
  kg: number;
  figures: Record<string, number>;
  sources: SourceId[];
}

const factor = (id: FactorId) => factors[id].value;

/** A year of driving 10,000 km in a petrol car and one long-haul flight there and back, as the calculator counts them. */
const carKm = 10_000;
const flightKm = 2 * flightClasses.long.km;
/** A small office of 400 m² heated with gas, and 30,000 km of a diesel company car. */
const officeArea = 400;
const fleetKm = 30_000;

const examples: Record<Audience, Row[]> = {
  private: [
    { key: 'car', kg: carKm * factor('carPetrol'), figures: { km: carKm, factor: factor('carPetrol') }, sources: ['desnz2025'] },
    {
      key: 'flight',
      kg: flightKm * factor(flightClasses.long.factor),
      figures: { km: flightClasses.long.km, factor: factor(flightClasses.long.factor) },
      sources: ['desnz2025'],
    },
  ],
  business: [
    {
      key: 'office',
      kg: officeArea * factor('officeHeatPerSquareMetre') * factor('heatingGas'),
      figures: { area: officeArea, demand: factor('officeHeatPerSquareMetre'), factor: factor('heatingGas') },
      sources: ['dena2017', 'geg2020'],
    },
    { key: 'fleet', kg: fleetKm * factor('carDiesel'), figures: { km: fleetKm, factor: factor('carDiesel') }, sources: ['desnz2025'] },
  ],
};

/** A worked example: each item's calculation and tonnes, their sum in tokens, and how long the storage is contracted. */
export function WorkedExample({ audience }: { audience: Audience }) {
  const { t, language } = usePageText();
  const rows = examples[audience];
  const tonnes = tonnesOfParts(rows.map((row) => row.kg));
  const total = rows.reduce((sum, row) => sum + row.kg, 0);
  const number = (value: number) => formatNumber(language, value, { maximumFractionDigits: 5 });
  const tenths = (value: number) => formatNumber(language, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const figuresOf = (row: Row) => Object.fromEntries(Object.entries(row.figures).map(([name, value]) => [name, number(value)]));
  return (
    <section className="content-section worked-example" aria-labelledby="example-title">
      <h2 id="example-title">{t('pages.content.workedExample.heading')}</h2>
      <p>{t(`pages.${audience}.example.intro`)}</p>
      <ol className="worked-example__rows">
        {rows.map((row, index) => (
          <li key={row.key}>
            <p className="worked-example__item">{t(`pages.${audience}.example.rows.${row.key}.label`, figuresOf(row))}</p>
            <p>
              {t(`pages.${audience}.example.rows.${row.key}.calculation`, figuresOf(row))} ={' '}
              <strong>{t('pages.content.workedExample.tonnes', { tonnes: tenths(tonnes[index] ?? 0) })}</strong>
            </p>
            <p className="worked-example__source">
              {t('pages.content.workedExample.source')}{' '}
              {row.sources.map((id, at) => (
                <span key={id}>
                  {at > 0 ? '; ' : null}
                  <a className="text-link" href={sources[id].url} rel="noopener">
                    {sources[id].title} <span className="visually-hidden">{t('nav.external')}</span>
                  </a>
                </span>
              ))}
            </p>
          </li>
        ))}
      </ol>
      <p className="worked-example__total">
        {t('pages.content.workedExample.total', { tonnes: tenths(tonnes.reduce((sum, value) => sum + value, 0)), tokens: number(tokensFor(total)) })}
      </p>
      <p>{t('pages.content.workedExample.stored', { tokens: number(tokensFor(total)) })}</p>
      {/* What happens at the term's end, a paragraph of its own: one sentence each, a reader can stop after the first. */}
      <p>{t('pages.storageEnd')}</p>
      <p>
        <Sentence
          i18nKey="pages.content.workedExample.calculator"
          components={{ a: <Link className="text-link" to={localized(language, paths.calculator)} /> }}
        />
      </p>
    </section>
  );
}

/** The regional forests the tokens come from, each with its region, leading to its page. */
export function RegionalForests() {
  const { t } = usePageText();
  return (
    <section className="content-section" aria-labelledby="forests-title">
      <h2 id="forests-title">{t('pages.content.forests.heading')}</h2>
      <p>{t('pages.content.forests.text')}</p>
      <WithQueries>
        <ForestList />
      </WithQueries>
      <ExampleDataNotice />
    </section>
  );
}

function ForestList() {
  const { t, language } = usePageText();
  const query = usePublicProducts();
  if (query.isError) return <LoadProblem query={query} />;
  if (!query.data)
    return (
      <p className="forest-list__loading" role="status" aria-busy="true">
        {t('common.loading')}
      </p>
    );
  if (query.data.products.length === 0) return <p>{t('pages.content.forests.none')}</p>;
  return (
    <ul className="forest-list">
      {query.data.products.map((product) => (
        <li key={product._id}>
          <Link className="text-link forest-list__name" to={localized(language, paramPaths.forest.href({ id: product._id }))}>
            {product.name}
          </Link>
          {' – '}
          <span className="forest-list__region">{product.location}</span>
        </li>
      ))}
    </ul>
  );
}
