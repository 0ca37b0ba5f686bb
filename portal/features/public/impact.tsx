import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { formatDate, formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { LoadProblem } from '#portal/lib/load-problem';
import { useTexts } from '#portal/lib/locales';
import { WithQueries } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { useLanding } from './api/get-landing';
import { usePriceFrom } from './api/get-price-from';
import './pages.css';

/** Volume 4 (agriculture, forestry, land use) of the IPCC's 2019 Refinement; chapter 12 is harvested wood products. */
export const ipccWoodProducts = 'https://www.ipcc-nggip.iges.or.jp/public/2019rf/vol4.html';

interface Figure {
  key: string;
  /** Undefined while loading, null when it could not be loaded. */
  value: ReactNode | null | undefined;
  label: string;
  source: ReactNode;
}

function FigureTile({ figure, unavailable }: { figure: Figure; unavailable: string }) {
  return (
    <li className="impact__item">
      <p className="impact__value">
        {figure.value === undefined ? <span className="impact__placeholder" aria-hidden="true" /> : (figure.value ?? <span title={unavailable}>–</span>)}
        {figure.value === null ? <span className="visually-hidden">{unavailable}</span> : null}
      </p>
      <p className="impact__label">{figure.label}</p>
      <p className="impact__source">{figure.source}</p>
    </li>
  );
}

/**
 * Impact and trust: tonnes of CO₂ stored, hectares under contract and tokens issued (GET /landing), the price "from X €"
 * (the lowest of GET /product/list), the storage guarantee, certification and the public register, each with its
 * source. While the data loads, tiles of the same size (the pages are prerendered: nothing moves when it arrives).
 */
export function ImpactFigures({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  return (
    <WithQueries>
      <Figures headingLevel={headingLevel} />
    </WithQueries>
  );
}

// eslint-disable-next-line max-lines-per-function -- the impact figures in the order they render; not yet split
function Figures({ headingLevel }: { headingLevel: 2 | 3 }) {
  const { t, language } = usePortalText();
  useTexts('pages', language);
  const { config } = useServices();
  const landing = useLanding();
  const price = usePriceFrom();
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const figures = landing.data?.figures;
  const fromLanding = (pick: (data: NonNullable<typeof figures>) => string): string | null | undefined =>
    figures ? pick(figures) : landing.isError || landing.data ? null : undefined;
  // Every figure names a source a reader can open (issue 41): the platform's data, the token's terms, the IPCC.
  const external = (href: string, text: string) => (
    <a className="text-link" href={href} rel="noopener">
      {text} <span className="visually-hidden">{t('nav.external')}</span>
    </a>
  );
  const platformSource = external(config.links.dataPlatform, t('pages.impact.sourcePlatform'));
  const data: Figure[] = [
    {
      key: 'tonnes',
      value: fromLanding((value) => formatNumber(language, value.tonnesStored, { maximumFractionDigits: 0 })),
      label: t('pages.impact.tonnesStored'),
      source: platformSource,
    },
    {
      key: 'hectares',
      value: fromLanding((value) => formatNumber(language, value.hectaresUnderContract, { maximumFractionDigits: 0 })),
      label: t('pages.impact.hectares'),
      source: platformSource,
    },
    {
      key: 'tokens',
      value: fromLanding((value) => formatNumber(language, value.tokensIssued)),
      label: t('pages.impact.tokensIssued'),
      source: platformSource,
    },
    {
      key: 'price',
      value:
        price.data !== undefined ? (
          price.data === null ? null : (
            <>
              <span className="impact__prefix">{t('pages.impact.priceFrom')}</span> {formatEuro(language, price.data)}
            </>
          )
        ) : price.isError ? null : undefined,
      label: t('pages.impact.priceLabel'),
      source: external(config.links.dataPlatform, t('pages.impact.sourceProducts')),
    },
  ];
  const trust: Figure[] = [
    {
      key: 'guarantee',
      value: t('pages.impact.guaranteeValue'),
      label: t('pages.impact.guaranteeLabel'),
      source: external(config.links.terms, t('pages.impact.guaranteeSource')),
    },
    {
      key: 'storage',
      value: t('pages.impact.storageValue'),
      label: t('pages.impact.storageLabel'),
      // The IPCC's default half-lives of harvested wood products.
      source: external(ipccWoodProducts, t('pages.impact.storageSource')),
    },
    {
      key: 'certification',
      value: t('pages.impact.certificationValue'),
      label: t('pages.impact.certificationLabel'),
      source: (
        <Link className="text-link" to={localized(language, paths.partner)}>
          {t('pages.impact.certificationSource')}
        </Link>
      ),
    },
    {
      key: 'register',
      value: t('pages.impact.registerValue'),
      label: t('pages.impact.registerLabel'),
      source: (
        <Link className="text-link" to={localized(language, paths.verify)}>
          {t('pages.impact.registerSource')}
        </Link>
      ),
    },
  ];
  const unavailable = t('pages.impact.unavailable');
  const pending = landing.isPending || price.isPending;
  const failed = landing.isError || price.isError;
  return (
    <section className="impact" aria-labelledby="impact-title" aria-busy={pending}>
      <Heading id="impact-title">{t('pages.impact.heading')}</Heading>
      <ul className="impact__grid impact__grid--data">
        {data.map((figure) => (
          <FigureTile key={figure.key} figure={figure} unavailable={unavailable} />
        ))}
      </ul>
      <p className="impact__as-of">
        {figures ? (
          t('pages.impact.asOf', { date: formatDate(language, figures.asOf) })
        ) : landing.isPending ? (
          <span className="impact__placeholder impact__placeholder--line" aria-hidden="true" />
        ) : null}
        {pending ? (
          <span className="visually-hidden" role="status">
            {t('common.loading')}
          </span>
        ) : null}
      </p>
      {failed ? (
        <LoadProblem
          error={landing.error ?? price.error}
          retrying={landing.isFetching || price.isFetching}
          onRetry={() => {
            if (landing.isError) void landing.refetch();
            if (price.isError) void price.refetch();
          }}
        />
      ) : null}
      <ul className="impact__grid impact__grid--trust">
        {trust.map((figure) => (
          <FigureTile key={figure.key} figure={figure} unavailable={unavailable} />
        ))}
      </ul>
    </section>
  );
}
