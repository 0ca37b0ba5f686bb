import { useQuery } from '@tanstack/react-query';
import { useId, useRef, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { priceBreakdown, vatRate } from '#shared/api/money';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { productsQuery } from '#shared/query/reference';
import { calculationParam, calculationValue, saveCalculation } from '#portal/lib/calculation';
import { useTexts } from '#portal/lib/locales';
import { Loaded, WithQueries } from '#portal/lib/queries';
import { localized, paths } from '#portal/lib/paths';
import { useServices } from '#portal/lib/services';
import { useSession } from '#portal/lib/session-guards';
import { ContentPage, usePageText } from '../page';
import { BusinessForm, PrivateForm } from './answers-forms';
import { factors, sources, type FactorId } from './factors';
import { footprint, tokensFor, tonnesOf, tonnesOfParts, type Answers, type Footprint, type Part } from './footprint';

type Kind = Answers['kind'];

/** `/calculator`: a household's or a company's emissions a year, what the forests would store for them, and the way on. */
export function CalculatorPage() {
  const { t, language } = usePageText();
  useTexts('calculator', language);
  const [kind, setKind] = useState<Kind>('private');
  const [result, setResult] = useState<{ answers: Answers; footprint: Footprint } | null>(null);
  const resultTitle = useRef<HTMLHeadingElement>(null);
  const name = useId();
  const show = (answers: Answers) => {
    setResult({ answers, footprint: footprint(answers) });
    // The result appears below the form: a screen reader and the keyboard go there.
    requestAnimationFrame(() => resultTitle.current?.focus());
  };
  return (
    <ContentPage metaKey="calculator">
      <div className="calculator">
        {/* The prerendered page's forms calculate in the browser: without JavaScript a press would do nothing. */}
        <noscript>
          <p className="notice">{t('calculator.needsJavaScript')}</p>
        </noscript>
        <fieldset className="calculator__kind">
          <legend>{t('calculator.kind.legend')}</legend>
          {(['private', 'business'] as const).map((option) => (
            <label key={option} className="calculator__kind-option">
              <input type="radio" name={name} value={option} checked={kind === option} onChange={() => setKind(option)} />
              <span>{t(`calculator.kind.${option}`)}</span>
            </label>
          ))}
        </fieldset>
        {/* Both forms stay mounted: switching keeps what was typed into either. */}
        <div hidden={kind !== 'private'}>
          <PrivateForm onResult={show} onEdit={() => setResult(null)} />
        </div>
        <div hidden={kind !== 'business'}>
          <BusinessForm onResult={show} onEdit={() => setResult(null)} />
        </div>
        {result && result.answers.kind === kind ? <Result answers={result.answers} footprint={result.footprint} titleRef={resultTitle} /> : null}
        <FactorTable />
      </div>
    </ContentPage>
  );
}

const partsInOrder: Part[] = ['flights', 'car', 'heating', 'electricity', 'diet'];

function Result({ answers, footprint: result, titleRef }: { answers: Answers; footprint: Footprint; titleRef: React.RefObject<HTMLHeadingElement | null> }) {
  const { t, language } = usePageText();
  const tonnes = (kg: number) => formatNumber(language, tonnesOf(kg), { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const parts = partsInOrder.filter((part) => result.parts[part] !== undefined);
  // The rows add up to the total as shown (tonnesOfParts).
  const shown = tonnesOfParts(parts.map((part) => result.parts[part] ?? 0));
  const tonnesShown = (value: number) => formatNumber(language, value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  return (
    <section className="calculator__result" aria-labelledby="calculator-result-title">
      <h2 id="calculator-result-title" ref={titleRef} tabIndex={-1}>
        {t('calculator.result.title', { tonnes: tonnes(result.total) })}
      </h2>
      <p>{t('calculator.result.intro')}</p>
      <table className="calculator__parts">
        <thead>
          <tr>
            <th scope="col">{t('calculator.result.part')}</th>
            <th scope="col">{t('calculator.result.tonnes')}</th>
            <th scope="col">{t('calculator.result.share')}</th>
          </tr>
        </thead>
        <tbody>
          {parts.map((part, index) => {
            const share = result.total > 0 ? (result.parts[part] ?? 0) / result.total : 0;
            return (
              <tr key={part}>
                <th scope="row">{t(`calculator.result.parts.${part}`)}</th>
                <td>{tonnesShown(shown[index] ?? 0)}</td>
                <td>
                  <span className="calculator__bar" aria-hidden="true">
                    <span style={{ inlineSize: `${(share * 100).toFixed(1)}%` }} />
                  </span>
                  {formatNumber(language, share, { style: 'percent' })}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {answers.kind === 'business' && answers.employees > 0 ? (
        <p>
          {t('calculator.result.perEmployee', {
            count: answers.employees,
            tonnes: tonnes(result.total / answers.employees),
            employees: formatNumber(language, answers.employees),
          })}
        </p>
      ) : null}
      {result.electricityOnGrid !== null ? <p>{t('calculator.result.green', { tonnes: tonnes(result.electricityOnGrid) })}</p> : null}
      {tokensFor(result.total) > 0 ? <Tokens kind={answers.kind} kg={result.total} /> : null}
      <UsedFactors used={result.used} />
    </section>
  );
}

/** What the forests would store for the footprint, its price today, and the way to compensate it. */
function Tokens({ kind, kg }: { kind: Kind; kg: number }) {
  const { t, language } = usePageText();
  const session = useSession();
  const loggedIn = session.status === 'authenticated';
  const count = tokensFor(kg);
  const tonnes = tonnesOf(kg);
  // The calculation goes along to the new project form (through sign-up and login when logged out): kept in the tab on
  // a click, and in the address for a link opened in a new tab.
  const calculation = { kind, tonnes, year: new Date().getFullYear() };
  const carry = () => saveCalculation(calculation);
  const carried = `${calculationParam}=${encodeURIComponent(calculationValue(calculation))}`;
  const newProject = `${localized(language, paths.newProject)}?${carried}`;
  return (
    <div className="calculator__tokens">
      <h3>{t('calculator.result.tokensTitle')}</h3>
      <p>{t('calculator.result.tokens', { count, amount: formatNumber(language, count) })}</p>
      <p>{t('calculator.result.equivalent')}</p>
      <Price kind={kind} tokens={count} />
      {tonnes > 0 ? (
        <>
          <p>
            <Link className="button" onClick={carry} to={loggedIn ? newProject : `${localized(language, paths.signUp)}?type=${kind}&${carried}`}>
              {t('calculator.result.compensate', { tonnes: formatNumber(language, tonnes, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })}
            </Link>
          </p>
          <p className="calculator__hint">{t(loggedIn ? 'calculator.result.compensateLoggedIn' : 'calculator.result.compensateHint')}</p>
          {loggedIn ? null : (
            <p>
              {/* An account already: the login goes on to the new project form, the calculation with it. */}
              <Link className="text-link" onClick={carry} to={`${localized(language, paths.login)}?${new URLSearchParams({ next: newProject }).toString()}`}>
                {t('calculator.result.login')}
              </Link>
            </p>
          )}
        </>
      ) : null}
    </div>
  );
}

/** The price of `tokens` at the lowest price of a forest that has them: with VAT for a household, plus VAT for a company. */
function Price(props: { kind: Kind; tokens: number }) {
  return (
    <WithQueries>
      <PriceLine {...props} />
    </WithQueries>
  );
}

function PriceLine({ kind, tokens }: { kind: Kind; tokens: number }) {
  const { t, language } = usePageText();
  const { api } = useServices();
  const products = useQuery(productsQuery(api, language));
  return (
    <Loaded query={products}>
      {({ products: list }) => {
        const offered = list.filter((product) => product.availableTokens > 0);
        if (offered.length === 0) return <p>{t('calculator.result.soldOut')}</p>;
        const lowest = Math.min(...offered.map((product) => product.pricePerToken));
        const all = priceBreakdown([{ quantity: tokens, priceEach: lowest }], 0);
        const one = priceBreakdown([{ quantity: 1, priceEach: lowest }], 0);
        return (
          <p>
            {t(kind === 'private' ? 'calculator.result.pricePrivate' : 'calculator.result.priceBusiness', {
              amount: formatEuro(language, kind === 'private' ? all.total : all.net),
              rate: formatNumber(language, vatRate, { style: 'percent' }),
              price: formatEuro(language, kind === 'private' ? one.total : one.net),
            })}
          </p>
        );
      }}
    </Loaded>
  );
}

/** One factor as a reader sees it: its name, value and unit, and its source as a link. */
function FactorRow({ id }: { id: FactorId }) {
  const { t, language } = usePageText();
  const factor = factors[id];
  const source = sources[factor.source];
  return (
    <tr>
      <th scope="row">{t(`calculator.factors.${id}`)}</th>
      <td>
        {formatNumber(language, factor.value, { maximumFractionDigits: 5 })}{' '}
        {t(`calculator.units.${factor.unit === 'km' ? 'perKm' : factor.unit === 'kWh' ? 'perKwh' : factor.unit}`)}
      </td>
      <td>{source.url ? <ExternalLink href={source.url}>{source.title}</ExternalLink> : t('calculator.sources.ours')}</td>
    </tr>
  );
}

function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  const { t } = usePageText();
  return (
    <a className="text-link" href={href} rel="noopener noreferrer">
      {children} <span className="visually-hidden">{t('nav.external')}</span>
    </a>
  );
}

function FactorList({ ids }: { ids: readonly FactorId[] }) {
  const { t } = usePageText();
  return (
    <div className="calculator__table-wrap">
      <table className="calculator__factors">
        <thead>
          <tr>
            <th scope="col">{t('calculator.sources.factor')}</th>
            <th scope="col">{t('calculator.sources.value')}</th>
            <th scope="col">{t('calculator.sources.source')}</th>
          </tr>
        </thead>
        <tbody>
          {ids.map((id) => (
            <FactorRow key={id} id={id} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function UsedFactors({ used }: { used: readonly FactorId[] }) {
  const { t } = usePageText();
  return (
    <>
      <h3>{t('calculator.sources.used')}</h3>
      <FactorList ids={used} />
    </>
  );
}

/** Every factor with its source, whatever was asked: how the page calculates is public. */
function FactorTable() {
  const { t } = usePageText();
  return (
    <section className="calculator__sources" aria-labelledby="calculator-sources-title">
      <h2 id="calculator-sources-title">{t('calculator.sources.title')}</h2>
      <p>{t('calculator.sources.intro')}</p>
      <p>{t('calculator.sources.grid')}</p>
      <details>
        <summary>{t('calculator.sources.allFactors')}</summary>
        <FactorList ids={Object.keys(factors) as FactorId[]} />
      </details>
    </section>
  );
}
