import { useEffect, useId } from 'react';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import type { ImpactPublic } from '#shared/api/schemas/impact';
import { formatDate, formatMonth, formatNumber, formatTonnes } from '#shared/i18n/format';
import { LoadProblem } from '#portal/lib/load-problem';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { WithQueries } from '#portal/lib/queries';
import { useServices } from '#portal/lib/services';
import { isMissingPage, usePublicImpact } from './api/get-public-impact';
import { ImpactShare } from './impact-share';
import './impact.css';

/**
 * A customer's public impact page (/impact/:id, `id` the page's name), a page its owner links to: the name it shows
 * and the total, what the tonnes mean, the valid certificates (each with its verification), the forests supported,
 * the tonnes over time and a link to share. Only what the public call answers: nothing else of the account. The
 * badge's code is the owner's, in the profile, not for every visitor. Off or unknown, the not-found page.
 */
export function ImpactPage() {
  const { language } = usePortalText();
  // Its texts are with the certificates' (a bundle of their own would cost every first download its loader).
  useTexts('certificates', language);
  return (
    <WithQueries>
      <ImpactData />
    </WithQueries>
  );
}

function ImpactData() {
  const { id = '' } = useParams();
  const { t, language } = usePortalText();
  const query = usePublicImpact(id, language);
  const loaded = query.data;
  usePageMeta(loaded ? 'impact.page' : 'impact.loading', loaded ? { name: shownName(loaded), tonnes: formatNumber(language, loaded.tonnes) } : undefined);
  if (query.isError && isMissingPage(query.error)) return <ImpactNotFound />;
  if (!loaded) {
    return (
      <article className="page impact-page" aria-busy="true">
        <h1>{t('impact.page.kicker')}</h1>
        {query.isError ? (
          <LoadProblem query={query} />
        ) : (
          // A line, not the skeleton's bars: portal/lib/skeleton would become a chunk of its own, in the dashboard's first
          // download too.
          <p className="loading" role="status">
            {t('common.loading')}
          </p>
        )}
      </article>
    );
  }
  return <ImpactView impact={loaded} />;
}

/**
 * The page's Open Graph picture (GET /impact/og.png) as `og:image`: the web server puts it into the HTML for link
 * previews, which run no script; set here too, for the page reached inside the app, and taken away when it is left.
 */
function useImpactImage(name: string, language: 'de' | 'en') {
  const { config } = useServices();
  useEffect(() => {
    const url = new URL('/impact/og.png', config.apiBase);
    url.searchParams.set('name', name);
    url.searchParams.set('lang', language);
    let meta = document.head.querySelector<HTMLMetaElement>('meta[property="og:image"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.setAttribute('property', 'og:image');
      document.head.append(meta);
    }
    meta.content = url.href;
    const shown = meta;
    return () => shown.remove();
  }, [config.apiBase, name, language]);
}

/** The name the page shows: the one its owner gave for it, else the page's name (its address). */
const shownName = (impact: ImpactPublic) => impact.displayName ?? impact.name;

function ImpactView({ impact }: { impact: ImpactPublic }) {
  const { t, language } = usePortalText();
  useImpactImage(impact.name, language);
  const name = shownName(impact);
  const certified = certifiedTonnes(impact.certificates);
  return (
    <article className="page impact-page">
      <header className="impact-page__head">
        <p className="impact-page__kicker">{t('impact.page.kicker')}</p>
        <h1>{name}</h1>
        <p className="impact-page__total">
          <strong>{formatNumber(language, impact.tonnes, { maximumFractionDigits: 3 })}</strong> {t('impact.page.total')}
        </p>
        {/* A project compensated in part has no certificate yet: the total says how much of it certificates state. */}
        <p className="impact-page__certified">
          {t(certified === impact.tonnes ? 'impact.page.certifiedAll' : 'impact.page.certified', {
            tonnes: formatNumber(language, certified, { maximumFractionDigits: 3 }),
            count: impact.certificates.length,
          })}
        </p>
      </header>
      <Meaning name={name} />
      <Certificates certificates={impact.certificates} />
      <Forests forests={impact.forests} />
      <OverTime months={impact.months} />
      <ImpactShare name={impact.name} />
      <p className="impact-page__source">{t('impact.page.source')}</p>
    </article>
  );
}

/** What the tonnes mean, in a sentence: tokens used against the owner's projects, each a tonne stored in wood. */
function Meaning({ name }: { name: string }) {
  const { t } = usePortalText();
  const id = useId();
  return (
    <section className="impact-page__section impact-page__meaning" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.meaningHeading')}</h2>
      <p>{t('impact.page.meaning', { name })}</p>
    </section>
  );
}

/** Months, or years once there are more than 24 months to show: a row each, its bar drawn beside the figure. */
function periodsOf(months: ImpactPublic['months'], language: 'de' | 'en') {
  const byYear = months.length > 24;
  const periods = new Map<string, number>();
  for (const { month, tonnes } of months) {
    const key = byYear ? month.slice(0, 4) : month;
    periods.set(key, (periods.get(key) ?? 0) + tonnes);
  }
  return [...periods].map(([key, tonnes]) => ({ key, label: byYear ? key : formatMonth(language, key), tonnes }));
}

/** Tonnes over time: a table, each row with a bar (hidden from screen readers: the figure beside it says it). */
function OverTime({ months }: { months: ImpactPublic['months'] }) {
  const { t, language } = usePortalText();
  const id = useId();
  const periods = periodsOf(months, language).map((period) => ({
    ...period,
    figure: formatNumber(language, period.tonnes, { maximumFractionDigits: 3 }),
  }));
  const top = Math.max(0, ...periods.map((period) => period.tonnes));
  // Every figure as wide as the longest (tabular digits are 1ch each), so that every row's track is as wide as the
  // others and the bars compare on one zero-based scale.
  const figureWidth = `${Math.max(...periods.map((period) => period.figure.length), 1)}ch`;
  return (
    <section className="impact-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.overTime')}</h2>
      {periods.length === 0 ? (
        <p>{t('impact.page.none')}</p>
      ) : (
        <table className="impact-bars">
          <thead>
            <tr>
              <th scope="col">{t('impact.page.period')}</th>
              <th scope="col">{t('impact.page.tonnes')}</th>
            </tr>
          </thead>
          <tbody>
            {periods.map((period) => (
              <tr key={period.key}>
                <th scope="row">{period.label}</th>
                <td>
                  <span className="impact-bars__cell">
                    <span className="impact-bars__track" aria-hidden="true">
                      <span className="impact-bars__bar" style={{ inlineSize: `${top > 0 ? (period.tonnes / top) * 100 : 0}%` }} />
                    </span>
                    <span className="impact-bars__value" style={{ minInlineSize: figureWidth }}>
                      {period.figure}
                    </span>
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}

function Forests({ forests }: { forests: ImpactPublic['forests'] }) {
  const { t, language } = usePortalText();
  const id = useId();
  return (
    <section className="impact-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.forests')}</h2>
      {forests.length === 0 ? (
        <p>{t('impact.page.none')}</p>
      ) : (
        <ul className="impact-list">
          {forests.map((forest) => (
            <li key={forest.productId}>
              <Link to={localized(language, paramPaths.forest.href({ id: forest.productId }))}>{forest.name}</Link>
              {forest.location ? <span className="impact-list__meta">{forest.location}</span> : null}
              <span className="impact-list__figure">{formatTonnes(language, forest.tonnes)}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The tonnes the valid certificates state, summed as the register holds them (thousandths of a tonne). */
const certifiedTonnes = (certificates: ImpactPublic['certificates']) =>
  certificates.reduce((sum, certificate) => sum + Math.round(certificate.tonnes * 1000), 0) / 1000;

/** The valid certificates, each with its public verification; the one a badge linked here with (`?certificate=`) marked. */
function Certificates({ certificates }: { certificates: ImpactPublic['certificates'] }) {
  const { t, language } = usePortalText();
  const [params] = useSearchParams();
  const linked = params.get('certificate')?.trim().toLowerCase();
  const id = useId();
  return (
    <section className="impact-page__section" aria-labelledby={id}>
      <h2 id={id}>{t('impact.page.certificates')}</h2>
      {certificates.length === 0 ? (
        <p>{t('impact.page.noCertificates')}</p>
      ) : (
        <ul className="impact-list">
          {certificates.map((certificate) => (
            <li
              key={certificate.id}
              className={certificate.id.toLowerCase() === linked ? 'impact-list__linked' : undefined}
              aria-current={certificate.id.toLowerCase() === linked ? 'true' : undefined}
            >
              <span>
                {t('impact.page.certificateLine', {
                  project: certificate.project,
                  tonnes: formatNumber(language, certificate.tonnes, { maximumFractionDigits: 3 }),
                  date: formatDate(language, certificate.date),
                })}
              </span>
              <Link className="impact-list__action" to={`${localized(language, paths.verify)}?certificate=${encodeURIComponent(certificate.id)}`}>
                {t('impact.page.verify', { id: certificate.id })}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** Off or unknown: said as such, kept out of search engines (the web server answers it with a 404 too). */
function ImpactNotFound() {
  const { t, language } = usePortalText();
  usePageMeta('impact.notFound');
  useEffect(() => {
    const robots = document.createElement('meta');
    robots.name = 'robots';
    robots.content = 'noindex';
    document.head.append(robots);
    return () => robots.remove();
  }, []);
  return (
    <article className="page impact-page">
      <h1>{t('impact.notFound.h1')}</h1>
      <p>{t('impact.notFound.text')}</p>
      <p>
        <Link className="button" to={localized(language, paths.home)}>
          {t('impact.notFound.home')}
        </Link>
      </p>
    </article>
  );
}
