import type { UseQueryResult } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { LoadProblem } from '#portal/lib/load-problem';
import type { BurnedIndexRange, ForestIndexes, HeldIndexRange, TokenIndexes } from '#shared/api/schemas/token-indexes';
import { safeUrl } from '#shared/api/url';
import { formatDate, formatNumber } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { Sentence } from '#portal/lib/sentence';
import { useTexts } from '#portal/lib/locales';
import { useTokenIndexes } from './api/get-token-indexes';
import './token-indexes.css';

const size = (range: { from: number; to: number }) => range.to - range.from + 1;
const total = (ranges: { from: number; to: number }[]) => ranges.reduce((sum, range) => sum + size(range), 0);

/** `/dashboard/token-indexes`: per forest project the index ranges the wallet holds and those it burned, each in the register. */
export function TokenIndexesPage() {
  const { t, language } = usePortalText();
  // Its own texts come with it, not with every page of the customer area.
  useTexts('tokenIndexes', language);
  usePageMeta('dashboard.pages.tokenIndexes');
  const indexes = useTokenIndexes();
  return (
    <article className="page page--wide">
      <h1>{t('dashboard.pages.tokenIndexes.h1')}</h1>
      <p>{t('dashboard.tokenIndexes.intro')}</p>
      <Indexes query={indexes} />
    </article>
  );
}

function Indexes({ query }: { query: UseQueryResult<TokenIndexes> }) {
  const { t } = usePortalText();
  if (query.data) return query.data.forests.length === 0 ? <NoIndex /> : query.data.forests.map((forest) => <Forest key={forest.productId} forest={forest} />);
  if (query.isError) return <LoadProblem query={query} />;
  return (
    <p className="loading" role="status">
      {t('common.loading')}
    </p>
  );
}

/** A wallet that never bought: SPEC section 8's message, what will appear here, and the way to buy. */
function NoIndex() {
  const { t, language } = usePortalText();
  return (
    <div className="token-indexes__empty">
      <p className="token-indexes__empty-title">{t('errors.noTokenIndex')}</p>
      <p>{t('dashboard.tokenIndexes.emptyText')}</p>
      <p>
        <Link className="button" to={localized(language, paths.buy)}>
          {t('dashboard.tokenIndexes.emptyLink')}
        </Link>
      </p>
    </div>
  );
}

function Forest({ forest }: { forest: ForestIndexes }) {
  const { t, language } = usePortalText();
  const tokens = (value: number) => t('dashboard.tokenIndexes.tokens', { value: formatNumber(language, value) });
  const id = `forest-${forest.productId}`;
  return (
    <section className="token-forest" aria-labelledby={id}>
      <h2 id={id}>{forest.productName}</h2>
      <p className="meta-line">
        {t('dashboard.tokenIndexes.summary', { location: forest.location, held: tokens(total(forest.held)), burned: tokens(total(forest.burned)) })}
      </p>
      <h3>{t('dashboard.tokenIndexes.held')}</h3>
      {forest.held.length === 0 ? (
        <p>{t('dashboard.tokenIndexes.heldNone')}</p>
      ) : (
        <ul className="index-ranges">
          {forest.held.map((range) => (
            <li key={range.from}>
              <RangeLink range={range} forest={forest.productName} /> <span className="index-ranges__count">{tokens(size(range))}</span>
            </li>
          ))}
        </ul>
      )}
      <h3>{t('dashboard.tokenIndexes.burned')}</h3>
      {forest.burned.length === 0 ? (
        <p>{t('dashboard.tokenIndexes.burnedNone')}</p>
      ) : (
        <ul className="index-ranges">
          {forest.burned.map((range) => (
            <li key={range.from}>
              <RangeLink range={range} forest={forest.productName} /> <span className="index-ranges__count">{tokens(size(range))}</span>{' '}
              <BurnedFor range={range} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** The range as a link to its page in the public register, in a new window (said to screen readers). */
function RangeLink({ range, forest }: { range: HeldIndexRange; forest: string }) {
  const { t } = usePortalText();
  // Serial numbers without grouping: "4.001" would read as a decimal in English and "4,001" in German.
  const label =
    range.from === range.to
      ? t('dashboard.tokenIndexes.rangeOne', { from: String(range.from) })
      : t('dashboard.tokenIndexes.range', { from: String(range.from), to: String(range.to) });
  const href = safeUrl(range.registerUrl, true);
  if (!href) return <span className="index-ranges__range">{label}</span>;
  return (
    <a className="index-ranges__range text-link" href={href} target="_blank" rel="noopener noreferrer">
      {label}
      <span aria-hidden="true"> ↗</span>
      <span className="visually-hidden"> {t('dashboard.tokenIndexes.register', { forest })}</span>
    </a>
  );
}

function BurnedFor({ range }: { range: BurnedIndexRange }) {
  const { language } = usePortalText();
  return (
    <span className="index-ranges__burn">
      <Sentence
        i18nKey="dashboard.tokenIndexes.burnedFor"
        values={{ name: range.projectName, date: formatDate(language, range.date).replace(/ /g, '\u00a0') }}
        components={{ project: range.projectId ? <Link to={localized(language, paramPaths.project.href({ id: range.projectId }))} /> : <span /> }}
      />
    </span>
  );
}
