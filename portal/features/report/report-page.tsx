import type { UseQueryResult } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { providerTimeZone, reportYears } from '#shared/api/constants';
import { errorMessageKey } from '#shared/api/errors';
import type { Report, ReportForest, ReportReference } from '#shared/api/schemas/report';
import { safeUrl } from '#shared/api/url';
import { formatDate, formatPercent, formatTonnes } from '#shared/i18n/format';
import { removalSplit } from '#shared/i18n/report-split';
import { LoadProblem } from '#portal/lib/load-problem';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { useIsBusiness } from '#portal/lib/session-guards';
import { useDownloadReportPdf, useExportReportCsv, useReport } from './api/report';
import { reportCsvColumns, type ReportCsvTexts } from './csv-texts';
import './report.css';

const yearFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric' });
/** A year of the query string, if it is one a report can be asked for. */
const yearIn = (value: string | null) =>
  value && /^\d{4}$/.test(value) && Number(value) >= reportYears.first && Number(value) <= reportYears.last ? Number(value) : null;
/** The year shown without one in the URL: the latest that has compensations (a report is read for its figures), else this one. */
const preferredYear = (years: readonly number[], current: number) => years.at(-1) ?? current;

/**
 * `/dashboard/report`: for a business account, the ESRS E1-7 figures of a year (`?year=`), by forest, with the CSV and
 * the PDF; a private account, which has no CSRD report to make, is told so and led to its certificates.
 */
export function ReportPage() {
  const { language } = usePortalText();
  // Its own texts come with it, not with every page of the customer area.
  useTexts('report', language);
  return useIsBusiness() ? <BusinessReport /> : <ForBusinessOnly />;
}

/** What a private account finds at the report's address: whom it is for, and where its own proof is. */
function ForBusinessOnly() {
  const { t, language } = usePortalText();
  usePageMeta('dashboard.report.businessOnly.page');
  return (
    <article className="page report">
      <h1>{t('dashboard.report.businessOnly.page.h1')}</h1>
      <p>{t('dashboard.report.businessOnly.text')}</p>
      <p>{t('dashboard.report.businessOnly.certificates')}</p>
      <p>
        <Link className="button" to={localized(language, paths.projects)}>
          {t('dashboard.report.businessOnly.link')}
        </Link>
      </p>
    </article>
  );
}

function BusinessReport() {
  const { t } = usePortalText();
  usePageMeta('dashboard.report.page');
  const [params, setParams] = useSearchParams();
  const current = Number(yearFormat.format(new Date()));
  const asked = yearIn(params.get('year'));
  const [fallback, setFallback] = useState(current);
  const year = asked ?? fallback;
  const query = useReport(year);
  const preferred = query.data ? preferredYear(query.data.years, current) : year;
  // Without a year in the URL the first answer names the years with compensations; then the preferred one is asked.
  const switching = asked === null && preferred !== year;
  useEffect(() => {
    if (switching) setFallback(preferred);
  }, [switching, preferred]);
  const years = [...new Set([...(query.data?.years ?? []), year])].sort((a, b) => b - a);
  return (
    <article className="page page--wide report">
      <h1>{t('dashboard.report.page.h1')}</h1>
      <p>{t('dashboard.report.intro')}</p>
      <div className="report__year">
        <label htmlFor="report-year">{t('dashboard.report.year')}</label>
        <select id="report-year" className="gft-input gft-select" value={year} onChange={(event) => setParams({ year: event.currentTarget.value })}>
          {years.map((option) => (
            <option key={option} value={option}>
              {option}
            </option>
          ))}
        </select>
        <p className="meta-line">{t('dashboard.report.yearNote', { timeZone: providerTimeZone })}</p>
      </div>
      <ReportState query={query} switching={switching} />
    </article>
  );
}

function ReportState({ query, switching }: { query: UseQueryResult<Report>; switching: boolean }) {
  const { t } = usePortalText();
  if (query.data && !switching) return query.data.forests.length === 0 ? <NoCompensations report={query.data} /> : <Figures report={query.data} />;
  if (query.isError) return <LoadProblem query={query} />;
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

function NoCompensations({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const year = String(report.year);
  return (
    <div className="empty-state">
      <p className="report__empty-title">{t('dashboard.report.empty', { year })}</p>
      <p>{t('dashboard.report.emptyText', { year })}</p>
      {report.years.length > 0 ? <p>{t('dashboard.report.emptyOther', { years: report.years.join(', ') })}</p> : null}
      <p>
        <Link className="button" to={localized(language, paths.compensate)}>
          {t('dashboard.report.emptyLink')}
        </Link>
      </p>
    </div>
  );
}

function Figures({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const tonnes = (value: number) => formatTonnes(language, value);
  const part = (value: { tonnes: number; share: number | null }) =>
    t('dashboard.report.ofTotal', { tonnes: tonnes(value.tonnes), share: value.share === null ? '–' : formatPercent(language, value.share) });
  const facts: [string, string][] = [
    ['total', tonnes(report.totalTonnes)],
    ['quality', part(report.qualityStandard)],
    ['eu', part(report.eu)],
    ['certified', tonnes(report.certifiedTonnes)],
    ['uncertified', tonnes(report.uncertifiedTonnes)],
  ];
  return (
    <>
      <section aria-labelledby="report-figures">
        <h2 id="report-figures">{t('dashboard.report.figures', { year: String(report.year) })}</h2>
        <dl className="facts report__facts">
          {facts.map(([key, value]) => (
            <div key={key} className={key === 'total' ? 'report__total' : undefined}>
              <dt>{t(`dashboard.report.${key}`)}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
        <Downloads report={report} />
      </section>
      <section aria-labelledby="report-forests">
        <h2 id="report-forests">{t('dashboard.report.forests')}</h2>
        <ForestTable report={report} />
        <Proof report={report} />
      </section>
      <Split report={report} />
      <Asked report={report} />
    </>
  );
}

function ForestTable({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const yesNo = (value: boolean | null) => t(`dashboard.report.${value === null ? 'unknown' : value ? 'yes' : 'no'}`);
  const headers = ['forest', 'country', 'inEu', 'standard', 'tonnes', 'share'] as const;
  const country = (forest: ReportForest) => forest.countryName ?? t('dashboard.report.unknown');
  return (
    <div className="table-scroll" role="region" aria-labelledby="report-forests" tabIndex={0}>
      <table className="data-table report-table">
        <caption className="visually-hidden">{t('dashboard.report.caption', { year: String(report.year) })}</caption>
        <thead>
          <tr>
            {headers.map((key) => (
              <th
                key={key}
                scope="col"
                className={key === 'tonnes' || key === 'share' ? 'report-table__figure' : key === 'forest' ? undefined : 'report-table__wide'}
              >
                {t(`dashboard.report.${key}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {report.forests.map((forest) => (
            <tr key={forest.productId}>
              <th scope="row">
                {forest.name}
                <span className="report-table__location">{forest.location}</span>
                {/* On a phone the three columns below give way to this line, so that tonnes and share stay in view. */}
                <span className="report-table__where">
                  {[country(forest), `${t('dashboard.report.inEu')}: ${yesNo(forest.inEu)}`, forest.standard ?? t('dashboard.report.unknown')].join(' · ')}
                </span>
              </th>
              <td className="report-table__wide">{country(forest)}</td>
              <td className="report-table__wide">{yesNo(forest.inEu)}</td>
              <td className="report-table__wide">{forest.standard ?? t('dashboard.report.unknown')}</td>
              <td className="report-table__figure nowrap">{formatTonnes(language, forest.tonnes)}</td>
              <td className="report-table__figure nowrap">{formatPercent(language, forest.share)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row">{t('dashboard.report.sum')}</th>
            <td className="report-table__wide" colSpan={3} />
            <td className="report-table__figure nowrap">{formatTonnes(language, report.totalTonnes)}</td>
            <td className="report-table__figure nowrap">{formatPercent(language, 100)}</td>
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** Per forest, each burn of the year with the certificate that states it and its transaction in the public register. */
function Proof({ report }: { report: Report }) {
  const { t } = usePortalText();
  return (
    <details className="report-proof">
      <summary>{t('dashboard.report.proof')}</summary>
      {report.forests.map((forest) => (
        <ForestProof key={forest.productId} forest={forest} />
      ))}
    </details>
  );
}

function ForestProof({ forest }: { forest: ReportForest }) {
  const { t, language } = usePortalText();
  return (
    <>
      <h3>{forest.name}</h3>
      <ul className="report-proof__list">
        {forest.references.map((reference) => (
          <li key={reference.transactionId}>
            {t('dashboard.report.burn', {
              tonnes: formatTonnes(language, reference.tonnes),
              project: reference.projectName,
              date: formatDate(language, reference.date),
            })}
            <br />
            <CertificateOf reference={reference} />
            <br />
            <RegisterLink reference={reference} />
          </li>
        ))}
      </ul>
    </>
  );
}

function CertificateOf({ reference }: { reference: ReportReference }) {
  const { t, language } = usePortalText();
  if (reference.certificateId === null) return <span>{t('dashboard.report.noCertificate')}</span>;
  const key =
    reference.certificateStatus === 'pending' ? 'certificatePending' : reference.certificateStatus === 'expired' ? 'certificateExpired' : 'certificate';
  return (
    <Link className="text-link" to={localized(language, paramPaths.certificate.href({ id: reference.certificateId }))}>
      {t(`dashboard.report.${key}`, { id: reference.certificateId })}
    </Link>
  );
}

function RegisterLink({ reference }: { reference: ReportReference }) {
  const { t } = usePortalText();
  const label = t('dashboard.report.register', { id: reference.transactionId });
  const href = safeUrl(reference.registerUrl, true);
  if (!href) return <span className="report-proof__id">{label}</span>;
  return (
    <a className="text-link report-proof__id" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {t('dashboard.report.registerHint')}</span>
    </a>
  );
}

/** Removals or reductions: the year's tonnes by kind, said per forest (every GFT is CO₂ stored; none is a reduction). */
function Split({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const split = removalSplit(report, language, t);
  return (
    <section aria-labelledby="report-split">
      <h2 id="report-split">{t('dashboard.report.split.heading')}</h2>
      <p>{split.summary}</p>
      <ul className="report-split">
        {split.forests.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
    </section>
  );
}

type AskedState = 'answered' | 'partly' | 'notAnswered';

/** What E1-7 asks, each said answered, partly answered or not: the page never states a figure the data do not hold. */
function Asked({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const share = (value: number | null) => (value === null ? '–' : formatPercent(language, value));
  const split = removalSplit(report, language, t);
  const items: [AskedState, string][] = [
    ['answered', t('dashboard.report.asked.total', { tonnes: formatTonnes(language, report.totalTonnes) })],
    [split.asked.state, split.asked.text],
    ['partly', t('dashboard.report.asked.quality', { share: share(report.qualityStandard.share) })],
    ['answered', t('dashboard.report.asked.eu', { share: share(report.eu.share) })],
    ['notAnswered', t('dashboard.report.asked.adjustments')],
    ['notAnswered', t('dashboard.report.asked.planned')],
  ];
  return (
    <section aria-labelledby="report-asked">
      <h2 id="report-asked">{t('dashboard.report.asked.heading')}</h2>
      <ul className="report-asked">
        {items.map(([state, text]) => (
          <li key={text} className={state === 'answered' ? 'report-asked__answered' : 'report-asked__open'}>
            <strong>{t(`dashboard.report.asked.${state}`)}:</strong> {text}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** The CSV (written here from the answer) and the PDF (the server's), each with its failure said at its button. */
function Downloads({ report }: { report: Report }) {
  const { t, language } = usePortalText();
  const csv = useExportReportCsv();
  const pdf = useDownloadReportPdf();
  const messageId = useId();
  const failed = csv.isError ? csv.error : pdf.isError ? pdf.error : null;
  const base = t('dashboard.report.fileName', { year: String(report.year) });
  const texts: ReportCsvTexts = {
    headers: Object.fromEntries(reportCsvColumns.map((column) => [column, t(`dashboard.report.csvHeaders.${column}`)])) as ReportCsvTexts['headers'],
    sum: t('dashboard.report.sum'),
    yes: t('dashboard.report.yes'),
    no: t('dashboard.report.no'),
    unknown: t('dashboard.report.unknown'),
  };
  return (
    <div className="report__downloads" role="group" aria-label={t('dashboard.report.downloads')}>
      <button
        type="button"
        className="button button--ghost"
        aria-busy={csv.isPending || undefined}
        aria-describedby={csv.isError ? messageId : undefined}
        onClick={() => !csv.isPending && csv.mutate({ report, language, texts, fileName: `${base}.csv` })}
      >
        {t('dashboard.report.csv')}
      </button>
      <button
        type="button"
        className="button button--ghost"
        aria-busy={pdf.isPending || undefined}
        aria-describedby={pdf.isError ? messageId : undefined}
        onClick={() => !pdf.isPending && pdf.mutate({ year: report.year, language, fileName: `${base}.pdf` })}
      >
        {t('dashboard.report.pdf')}
      </button>
      {failed ? (
        <p className="inline-problem" id={messageId} role="alert">
          {t(errorMessageKey(failed, 'dashboard.report.downloadFailed') ?? 'dashboard.report.downloadFailed')}
        </p>
      ) : null}
    </div>
  );
}
