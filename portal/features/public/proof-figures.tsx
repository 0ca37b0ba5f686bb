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
import { shownTokenPrice } from '#portal/lib/prices';
import { Sentence } from '#portal/lib/sentence';

/** The certification schemes' own public searches, where anyone can look a forest partner's certificate up. */
export const certificateSearches = { pefc: 'https://www.pefc.org/find-certified', fsc: 'https://search.fsc.org/' } as const;

/** A link to another site, which says so to a screen reader. */
function External({ href, children }: { href: string; children: string }) {
  const { t } = usePortalText();
  return (
    <a className="text-link" href={href} rel="noopener">
      {children} <span className="visually-hidden">{t('nav.external')}</span>
    </a>
  );
}

/**
 * Who checks what, in plain words, each with its way to the check (issue 41: nothing named who checks, and a big
 * "public" tile read as a self-made seal): the schemes that certify each forest partner, the standard of the
 * inventory, the yearly verification, the data platform's page for auditors (the header's "auditors" link) and the
 * public register. Only what SPEC names: no firm is made up.
 */
function IndependentChecks({ headingLevel }: { headingLevel: 3 | 4 }) {
  const { t, language } = usePortalText();
  const { config } = useServices();
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const text = (key: string) => t(`pages.impact.checks.${key}`);
  const checks: { key: string; way: ReactNode }[] = [
    {
      key: 'certification',
      way: (
        <>
          <External href={certificateSearches.pefc}>{text('certification.pefc')}</External>
          {' · '}
          <External href={certificateSearches.fsc}>{text('certification.fsc')}</External>
        </>
      ),
    },
    {
      key: 'method',
      way: (
        <Link className="text-link" to={localized(language, paths.forestOwners)}>
          {text('method.link')}
        </Link>
      ),
    },
    { key: 'yearly', way: null },
    { key: 'auditors', way: <External href={config.links.auditors}>{text('auditors.link')}</External> },
    {
      key: 'register',
      way: (
        <Link className="text-link" to={localized(language, paths.verify)}>
          {text('register.link')}
        </Link>
      ),
    },
  ];
  return (
    <div className="checks" id="checks">
      <Heading className="checks__heading">{text('heading')}</Heading>
      <dl className="checks__list">
        {checks.map(({ key, way }) => (
          <div key={key} className="checks__item">
            <dt>{text(`${key}.name`)}</dt>
            <dd>
              {text(`${key}.text`)}
              {way ? <span className="checks__way">{way}</span> : null}
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

/** Where the figures stand without who checks them (the home page): one line to them on /how-it-works. */
function ChecksLine() {
  const { language } = usePortalText();
  return (
    <p className="impact__more">
      <Sentence i18nKey="pages.home.checks" components={{ a: <Link className="text-link" to={`${localized(language, paths.howItWorks)}#checks`} /> }} />
    </p>
  );
}

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
 * (the lowest of GET /product/list), the storage guarantee, each with its source; then who
 * checks what (`checks`; else a line that leads to it on /how-it-works). While the data loads, tiles of the same size (the pages are prerendered: nothing moves when it arrives).
 */
export function ProofFigures({ headingLevel = 2, checks = true }: { headingLevel?: 2 | 3; checks?: boolean }) {
  return (
    <WithQueries>
      <Figures headingLevel={headingLevel} checks={checks} />
    </WithQueries>
  );
}

/**
 * The guarantee and the storage term, and under them, once, what happens at the term's end (in the storage tile it
 * stretched the row at 375 px).
 */
function TrustTiles({ trust, unavailable, end }: { trust: Figure[]; unavailable: string; end: string }) {
  return (
    <>
      <ul className="impact__grid impact__grid--trust">
        {trust.map((figure) => (
          <FigureTile key={figure.key} figure={figure} unavailable={unavailable} />
        ))}
      </ul>
      <p className="impact__as-of">{end}</p>
    </>
  );
}

function Figures({ headingLevel, checks }: { headingLevel: 2 | 3; checks: boolean }) {
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
  const platformSource = <External href={config.links.dataPlatform}>{t('pages.impact.sourcePlatform')}</External>;
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
              <span className="impact__prefix">{t('pages.impact.priceFrom')}</span> {formatEuro(language, shownTokenPrice(price.data, 'gross'))}
            </>
          )
        ) : price.isError ? null : undefined,
      label: t('pages.impact.priceLabel'),
      source: <External href={config.links.dataPlatform}>{t('pages.impact.sourceProducts')}</External>,
    },
  ];
  const trust: Figure[] = [
    {
      key: 'guarantee',
      value: t('pages.impact.guaranteeValue'),
      label: t('pages.impact.guaranteeLabel'),
      source: <External href={config.links.terms}>{t('pages.impact.guaranteeSource')}</External>,
    },
    {
      key: 'storage',
      value: t('pages.impact.storageValue'),
      label: t('pages.impact.storageLabel'),
      // The forests' contracts, whose term the token's terms state.
      source: <External href={config.links.terms}>{t('pages.impact.storageSource')}</External>,
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
      <TrustTiles trust={trust} unavailable={unavailable} end={t('pages.storageEnd')} />
      {checks ? <IndependentChecks headingLevel={headingLevel === 2 ? 3 : 4} /> : <ChecksLine />}
    </section>
  );
}
