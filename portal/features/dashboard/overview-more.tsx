/** The overview's parts below the fold on a phone, loaded when scrolled near (see Deferred): the chart, the activity, the wallet. */
import { Link } from 'react-router-dom';
import { CircleCheck, Coins, ExternalLink } from 'lucide-react';
import { providerTimeZone } from '#shared/api/constants';
import type { Transaction } from '#shared/api/schemas/transaction';
import type { Wallet } from '#shared/api/schemas/user';
import { safeUrl } from '#shared/api/url';
import type { Language } from '#shared/i18n/languages';
import de from '#shared/i18n/locales/de/overview.json';
import en from '#shared/i18n/locales/en/overview.json';
import { formatDate, formatEuro, formatMonth, formatNumber, formatTonnes } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePortalText } from '#portal/lib/language';
import { TechnicalProof } from '#portal/lib/technical-proof';
import { useIsBusiness } from '#portal/lib/session-guards';
import { useServices } from '#portal/lib/services';
import { Loaded } from '#portal/lib/queries';
import { useCompensationHistory } from './api/get-compensation-history';
import { useRecentTransactions } from './api/get-recent-transactions';
import { CopyAddress } from './copy-address';
import { compensationSeries, scaleTop, type CompensationPeriod } from './compensation-series';

const texts: Record<Language, object> = { de, en };

/**
 * The texts of the chart and the activity come with them, not with the frame (whose bundle every page of the customer
 * area loads first): added to the texts of the language shown the first time one of them renders.
 */
function useOverviewTexts(language: Language) {
  const { i18n } = useServices();
  if (!i18n.exists('dashboard.overview.impact.none', { lng: language })) i18n.addResourceBundle(language, 'translation', texts[language], true, true);
}

/** A period's name: "Apr. 2025" (a month), "Q2 2025", "2025". */
function usePeriodLabel() {
  const { t, language } = usePortalText();
  return ({ unit, start }: CompensationPeriod, style: 'short' | 'long' = 'short') => {
    const [year = 0, number = 1] = start.split('-').map(Number);
    if (unit === 'year') return String(year);
    if (unit === 'quarter') return t('dashboard.overview.impact.quarter', { quarter: Math.ceil(number / 3), year });
    return formatMonth(language, start.slice(0, 7), style);
  };
}

/**
 * Tonnes compensated over time (every burn of the customer, summed up period by period), drawn as bars of the running
 * total; the same figures as a table for anyone who does not see the bars (the drawing is hidden from screen readers).
 */
export function ImpactChart() {
  const { language } = usePortalText();
  useOverviewTexts(language);
  const history = useCompensationHistory();
  return (
    <Loaded query={history} placeholder={<span className="skeleton overview-skeleton--chart" />}>
      {(compensations) => <Chart compensations={compensations} />}
    </Loaded>
  );
}

function Chart({ compensations }: { compensations: Transaction[] }) {
  const { t, language } = usePortalText();
  const label = usePeriodLabel();
  const business = useIsBusiness();
  const periods = compensationSeries(compensations, new Date(), providerTimeZone);
  const last = periods.at(-1);
  const first = periods.find((period) => period.compensated > 0);
  if (!last || !first) return <p className="overview-empty">{t('dashboard.overview.impact.none')}</p>;
  const top = scaleTop(last.total);
  const ticks = [
    ['top', top],
    ['middle', top / 2],
    ['base', 0],
  ] as const;
  return (
    <figure className="impact">
      <p className="impact__headline">
        <strong>{formatTonnes(language, last.total)}</strong> {t('dashboard.overview.impact.since', { since: label(first, 'long') })}
      </p>
      <figcaption>{t(`dashboard.overview.impact.caption.${last.unit}`)}</figcaption>
      <div className="impact__chart" aria-hidden="true">
        <div className="impact__plot">
          {ticks.map(([position, value]) => (
            <span key={position} className={`impact__tick impact__tick--${position}`}>
              <span>{formatNumber(language, value)} t</span>
            </span>
          ))}
          <svg viewBox={`0 0 ${periods.length} 100`} preserveAspectRatio="none" focusable="false">
            {periods.map((period, index) => {
              const height = (period.total / top) * 100;
              return (
                <rect
                  key={period.start}
                  x={index + 0.15}
                  width={0.7}
                  y={100 - height}
                  height={height}
                  className={period.compensated > 0 ? 'impact__bar--new' : undefined}
                />
              );
            })}
          </svg>
        </div>
        <p className="impact__axis">
          <span>{label(periods[0] ?? last)}</span>
          <span>{label(last)}</span>
        </p>
        <p className="impact__legend">{t(`dashboard.overview.impact.legend.${last.unit}`)}</p>
      </div>
      <details className="impact__table">
        <summary>{t('dashboard.overview.impact.table')}</summary>
        <div className="table-scroll">
          <table className="data-table">
            <caption className="visually-hidden">{t(`dashboard.overview.impact.caption.${last.unit}`)}</caption>
            <thead>
              <tr>
                <th scope="col">{t(`dashboard.overview.impact.period.${last.unit}`)}</th>
                <th scope="col" className="numeric">
                  {t('dashboard.overview.impact.compensated')}
                </th>
                <th scope="col" className="numeric">
                  {t('dashboard.overview.impact.total')}
                </th>
              </tr>
            </thead>
            <tbody>
              {periods
                .filter((period) => period.compensated > 0)
                .map((period) => (
                  <tr key={period.start}>
                    <th scope="row">{label(period, 'long')}</th>
                    <td className="numeric">{formatTonnes(language, period.compensated)}</td>
                    <td className="numeric">{formatTonnes(language, period.total)}</td>
                  </tr>
                ))}
            </tbody>
          </table>
        </div>
      </details>
      {/* The E1-7 report serves a company's CSRD reporting: a household is not offered it. */}
      {business ? (
        <p className="table-note">
          <Link className="text-link" to={localized(language, paths.report)}>
            {t('dashboard.overview.impact.report')}
          </Link>
        </p>
      ) : null}
    </figure>
  );
}

/** The latest transactions, each linking to its page, and the way to all of them. */
export function RecentActivity() {
  const { t, language } = usePortalText();
  useOverviewTexts(language);
  const recent = useRecentTransactions();
  return (
    <Loaded query={recent} placeholder={<span className="skeleton overview-skeleton--lines" />}>
      {({ transactions }) =>
        transactions.length === 0 ? (
          <p className="overview-empty">{t('dashboard.overview.activity.none')}</p>
        ) : (
          <>
            <ul className="overview-list">
              {transactions.map((transaction) => (
                <Activity key={transaction._id} transaction={transaction} />
              ))}
            </ul>
            <p className="overview-more">
              <Link className="text-link" to={localized(language, paths.transactions)}>
                {t('dashboard.overview.activity.all')}
              </Link>
            </p>
          </>
        )
      }
    </Loaded>
  );
}

function Activity({ transaction }: { transaction: Transaction }) {
  const { t, language } = usePortalText();
  const tokens = t('dashboard.overview.wallet.tokens', { value: formatNumber(language, transaction.totalAdded) });
  const charge = transaction.type === 'charge';
  const what = charge
    ? t('dashboard.overview.activity.charge', { tokens })
    : transaction.projectName
      ? t('dashboard.overview.activity.compensation', { tokens, project: transaction.projectName })
      : t('dashboard.overview.activity.compensationNoProject', { tokens });
  const figure = charge ? (transaction.total === null ? null : formatEuro(language, transaction.total)) : formatTonnes(language, transaction.totalAdded);
  return (
    <li className={`overview-activity overview-activity--${transaction.type}`}>
      <p className="overview-activity__what">
        <Link to={localized(language, paramPaths.transaction.href({ id: transaction._id }))}>{what}</Link>
      </p>
      <p className="overview-activity__when">{formatDate(language, transaction.date)}</p>
      {figure ? <p className="overview-activity__figure">{figure}</p> : null}
    </li>
  );
}

/**
 * The wallet: tokens available and used, and behind a "technical proof" disclosure its address to copy and its page in
 * the public register. A bookkeeper reads the figures; the 0x… address is proof for whoever checks it (issue 41).
 */
export function WalletFacts({ wallet }: { wallet: Wallet }) {
  const { t, language } = usePortalText();
  // The schema admits http(s) only; the link is checked again where it is rendered, as every link from outside is.
  const registerUrl = safeUrl(wallet.registerUrl, true);
  const tokens = (value: number) => t('dashboard.overview.wallet.tokens', { value: formatNumber(language, value) });
  return (
    <>
      <dl className="facts facts--pair">
        <div>
          <dt>
            <Coins className="icon" aria-hidden="true" />
            {t('dashboard.overview.wallet.available')}
          </dt>
          <dd>{tokens(wallet.tokensAvailable)}</dd>
        </div>
        <div>
          <dt>
            <CircleCheck className="icon" aria-hidden="true" />
            {t('dashboard.overview.wallet.spent')}
          </dt>
          <dd>{tokens(wallet.tokensSpent)}</dd>
        </div>
      </dl>
      <TechnicalProof summary={t('dashboard.overview.wallet.proof')}>
        <dl className="facts">
          <div>
            <dt>{t('dashboard.overview.wallet.address')}</dt>
            <dd className="wallet-address__cell">
              <CopyAddress address={wallet.address} />
              {registerUrl ? (
                <a className="text-link" href={registerUrl} rel="noopener">
                  {t('dashboard.overview.wallet.register')}
                  <span className="visually-hidden"> {t('nav.external')}</span>
                  <ExternalLink className="icon" aria-hidden="true" />
                </a>
              ) : null}
              <Link className="text-link" to={localized(language, paths.tokenIndexes)}>
                {t('dashboard.overview.wallet.indexes')}
              </Link>
            </dd>
          </div>
        </dl>
      </TechnicalProof>
    </>
  );
}
