import { useEffect, useId, useRef } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { errorMessageKey } from '#shared/api/errors';
import type { Transaction, TransactionList } from '#shared/api/schemas/transaction';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { localized, paramPaths, paths } from '#portal/lib/paths';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { LoadProblem } from '#portal/lib/load-problem';
import { useTexts } from '#portal/lib/locales';
import { chargeVatRate, priceViewOf, shownTokenPrice } from '#portal/lib/prices';
import { useSession } from '#portal/lib/session-guards';
import { useExportTransactions } from './api/export-transactions';
import { useTransactions } from './api/get-transactions';
import { csvColumns, type CsvTexts } from './csv-columns';
import { Filters } from './filters';
import { hasFilters, lastPage, noFilters, readListQuery, writeListQuery, type ListState } from './list-query';
import { TransactionProof, TransactionDate } from './transaction-parts';
import './transactions.css';

/** `/dashboard/transactions`: the customer's transactions, filtered and paged by the URL's query, and their export. */
export function TransactionsPage() {
  const { t, language } = usePortalText();
  useTexts('transactions', language);
  useTexts('forms', language);
  usePageMeta('transactions.list');
  const [params] = useSearchParams();
  const state = readListQuery(params);
  const navigate = useNavigate();
  const go = (next: ListState, replace = false) => void navigate({ search: writeListQuery(next) }, { replace });
  const list = useTransactions(state);
  const filterKey = writeListQuery({ ...state, page: 1 });
  // Changed filters make a new form (its fields follow the URL): it then puts focus where the change was made.
  const refocus = useRef(false);
  const apply = (next: ListState) => {
    if (writeListQuery({ ...next, page: 1 }) !== filterKey) refocus.current = true;
    go({ ...next, page: 1 });
  };
  const found = list.data && list.data.total > 0 ? list.data : null;
  return (
    <article className="page page--wide transactions">
      <h1>{t('transactions.list.h1')}</h1>
      {/* One toolbar: "Filter" (a phone) and the export in a row, the form, then the count (beside the export when wide). */}
      <div className="transactions-tools">
        <Filters key={filterKey} state={state} onApply={apply} refocus={refocus} />
        {found ? (
          <>
            <Export state={state} />
            <Count answer={found} />
          </>
        ) : null}
      </div>
      {list.data ? (
        <div aria-busy={list.isPlaceholderData || undefined}>
          <Results answer={list.data} state={state} stale={list.isPlaceholderData} go={go} />
        </div>
      ) : list.isError ? null : (
        <p className="loading" role="status">
          {t('common.loading')}
        </p>
      )}
      {list.isError ? <LoadProblem query={list} /> : null}
    </article>
  );
}

function Results({
  answer,
  state,
  stale,
  go,
}: {
  answer: TransactionList;
  state: ListState;
  stale: boolean;
  go: (next: ListState, replace?: boolean) => void;
}) {
  const { t, language } = usePortalText();
  const pages = lastPage(answer.total);
  const beyond = !stale && answer.total > 0 && state.page > pages;
  // A page past the end (an old link, fewer transactions now): the last page instead, quietly.
  useEffect(() => {
    if (beyond) go({ ...state, page: pages }, true);
  }, [beyond]); // eslint-disable-line react-hooks/exhaustive-deps -- once per overshoot
  if (answer.total === 0) {
    return hasFilters(state) ? (
      <div className="transactions-empty" role="status">
        <p>{t('errors.nothingFound')}</p>
        <p>
          <button type="button" className="link-button" onClick={() => go(noFilters)}>
            {t('transactions.filters.reset')}
          </button>
        </p>
      </div>
    ) : (
      <div className="transactions-empty">
        <h2>{t('transactions.empty.title')}</h2>
        <p>{t('transactions.empty.text')}</p>
        <p>
          <Link className="button" to={localized(language, paths.buy)}>
            {t('transactions.empty.buy')}
          </Link>
        </p>
      </div>
    );
  }
  return (
    <section aria-labelledby="transactions-found">
      <TransactionTable transactions={answer.transactions} />
      <Pager state={state} pages={pages} />
    </section>
  );
}

/** How many transactions there are and which are shown: the list's heading (it labels the list's section). */
function Count({ answer }: { answer: TransactionList }) {
  const { t, language } = usePortalText();
  const first = (answer.page - 1) * answer.pageSize + 1;
  const last = first + answer.transactions.length - 1;
  return (
    <h2 id="transactions-found" className="transactions-count">
      {t('transactions.list.count', {
        count: answer.total,
        first: formatNumber(language, first),
        last: formatNumber(language, last),
        total: formatNumber(language, answer.total),
      })}
    </h2>
  );
}

function TransactionTable({ transactions }: { transactions: Transaction[] }) {
  const { t, language } = usePortalText();
  const { search } = useLocation();
  const euro = (value: number | null) => (value === null ? '–' : formatEuro(language, value));
  const label = (key: string) => t(`transactions.columns.${key}`);
  // The price per token on the basis the shop and the cart showed it: with VAT for a consumer, net for a business. The
  // total is what was paid, with VAT, for both.
  const view = priceViewOf(useSession());
  const price = (transaction: Transaction) => euro(transaction.price === null ? null : shownTokenPrice(transaction.price, view, chargeVatRate(transaction)));
  return (
    <table className="data-table transactions-table">
      <caption className="visually-hidden">{t('transactions.list.caption')}</caption>
      <thead>
        <tr>
          <th scope="col">{label('number')}</th>
          <th scope="col">{label('date')}</th>
          <th scope="col">{label('type')}</th>
          <th scope="col" className="numeric">
            {label('tokens')}
          </th>
          {/* What each amount holds said in the headers, on a line of their own under the words. */}
          <th scope="col" className="numeric">
            {label('priceShort')} <span className="table-qualifier">{label(view === 'net' ? 'net' : 'gross')}</span>
          </th>
          <th scope="col" className="numeric">
            {label('total')} <span className="table-qualifier">{label('gross')}</span>
          </th>
          {/* The qualifier on a line of its own, as the amounts' are: the column stays as narrow as a project's name. */}
          <th scope="col">
            {label('project')} <span className="table-qualifier">{label('orOrder')}</span>
          </th>
          <th scope="col">{label('register')}</th>
        </tr>
      </thead>
      <tbody>
        {transactions.map((transaction) => {
          const charge = transaction.type === 'charge';
          return (
            <tr key={transaction._id}>
              <th scope="row" data-label={label('number')}>
                <Link to={localized(language, paramPaths.transaction.href({ id: transaction._id }))} state={{ listSearch: search }}>
                  {t('transactions.list.open', { number: transaction.number })}
                </Link>
              </th>
              <td data-label={label('date')}>
                <TransactionDate date={transaction.date} />
              </td>
              <td data-label={label('type')}>{t(`transactions.type.${transaction.type}`)}</td>
              <td data-label={label('tokens')} className="numeric">
                {formatNumber(language, transaction.totalAdded)}
              </td>
              <td data-label={label(view === 'net' ? 'price' : 'priceGross')} className={charge ? 'numeric' : 'numeric transactions-table__none'}>
                {charge ? price(transaction) : <NotApplicable />}
              </td>
              <td data-label={label('totalGross')} className={charge ? 'numeric' : 'numeric transactions-table__none'}>
                {charge ? euro(transaction.total) : <NotApplicable />}
              </td>
              {/* A compensation's project, or a purchase's order number (its invoice's): what the transaction is for. */}
              <td data-label={label('reference')} className={charge && !transaction.orderNumber ? 'transactions-table__none' : 'transactions-table__project'}>
                {/* The number whole on one line: a break at its hyphens would read as two numbers. */}
                {charge && transaction.orderNumber ? <span className="nowrap">{transaction.orderNumber}</span> : (transaction.projectName ?? <NotApplicable />)}
              </td>
              <td data-label={label('register')} className="transactions-table__register">
                <TransactionProof transaction={transaction} short />
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** An empty cell, read as "none" rather than as a dash. */
function NotApplicable() {
  const { t } = usePortalText();
  return (
    <>
      <span aria-hidden="true">–</span>
      <span className="visually-hidden">{t('transactions.list.none')}</span>
    </>
  );
}

/** Previous, next and the page among all: links, so each page is an entry of the history and can be shared. */
function Pager({ state, pages }: { state: ListState; pages: number }) {
  const { t, language } = usePortalText();
  if (pages <= 1) return null;
  const to = (page: number) => ({ search: writeListQuery({ ...state, page }) });
  const current = Math.min(state.page, pages);
  return (
    <nav className="pager" aria-label={t('transactions.pager.label')}>
      {current > 1 ? (
        <Link to={to(current - 1)} rel="prev">
          {t('transactions.pager.previous')}
        </Link>
      ) : (
        <span aria-hidden="true" className="pager__off">
          {t('transactions.pager.previous')}
        </span>
      )}
      <span className="pager__where" aria-current="page">
        {t('transactions.pager.where', { page: formatNumber(language, current), pages: formatNumber(language, pages) })}
      </span>
      {current < pages ? (
        <Link to={to(current + 1)} rel="next">
          {t('transactions.pager.next')}
        </Link>
      ) : (
        <span aria-hidden="true" className="pager__off">
          {t('transactions.pager.next')}
        </span>
      )}
    </nav>
  );
}

/** The filtered list (every page) as CSV; the file's language and format follow the page's. */
function Export({ state }: { state: ListState }) {
  const { t, language } = usePortalText();
  const exporter = useExportTransactions();
  const messageId = useId();
  const failure = exporter.isError ? (errorMessageKey(exporter.error, 'transactions.export.failed') ?? 'transactions.export.failed') : null;
  const texts: CsvTexts = {
    headers: Object.fromEntries(csvColumns.map((column) => [column, t(`transactions.csv.${column}`)])) as CsvTexts['headers'],
    types: { charge: t('transactions.type.charge'), compensation: t('transactions.type.compensation') },
  };
  const fileName = `${t('transactions.export.fileName')}-${new Date().toISOString().slice(0, 10)}.csv`;
  return (
    <>
      <button
        type="button"
        className="button button--ghost transactions-export"
        aria-busy={exporter.isPending || undefined}
        aria-describedby={failure ? messageId : undefined}
        onClick={() => !exporter.isPending && exporter.mutate({ state, language, texts, fileName })}
      >
        {exporter.isPending ? t('transactions.export.running') : failure ? t('transactions.export.retry') : t('transactions.export.button')}
      </button>
      {failure ? (
        <p className="inline-problem transactions-export__message" id={messageId} role="alert">
          {t(failure)}
        </p>
      ) : exporter.isSuccess ? (
        <p className="meta-line transactions-export__message" role="status">
          {t('transactions.export.done', { count: exporter.data })}
        </p>
      ) : null}
    </>
  );
}
