import { useEffect, useId, useMemo, useState } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '#shared/api/errors';
import { priceBreakdown } from '#shared/api/money';
import type { ForestProduct } from '#shared/api/schemas/product';
import type { SavedCard } from '#shared/api/schemas/user';
import { formatEuro, formatNumber } from '#shared/i18n/format';
import { CheckboxField } from '#shared/ui/choice-fields';
import { TextField } from '#shared/ui/fields';
import { localized, paths } from '#portal/lib/paths';
import { attemptKeyFor, cart, useCart, type CartLine } from '#portal/lib/cart';
import { FormDecimalField, useFormField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePageMeta, usePortalText } from '#portal/lib/language';
import { useTexts } from '#portal/lib/locales';
import { Loaded } from '#portal/lib/queries';
import { useBuyGft } from './api/buy-gft';
import { useSavedCards } from './api/get-cards';
import { useProducts } from './api/get-products';
import { checkCart, stockLeftOf, type CartCorrection } from './cart-check';
import { ForestCard, readQuantity } from './forest-card';
import './buy.css';

/** Buy GFT: the forests for sale, the cart and the checkout on one page. */
export function BuyPage() {
  const { t, language } = usePortalText();
  useTexts('buy', language);
  // The field components' own words ("optional", the counters).
  useTexts('forms', language);
  usePageMeta('buy.page');
  const products = useProducts();
  const lines = useCart();
  const [corrections, setCorrections] = useState<CartCorrection[]>([]);
  // The cart is held against the stock each time the list is read (on load, after a failed buy).
  useEffect(() => {
    if (!products.data) return;
    const checked = checkCart(lines, products.data.products);
    if (checked.corrections.length > 0) {
      cart.replace(checked.lines);
      setCorrections((previous) => [
        ...previous.filter((entry) => !checked.corrections.some((found) => found.productId === entry.productId)),
        ...checked.corrections,
      ]);
    }
  }, [products.data, lines]);
  return (
    <article className="page page--wide">
      <h1>{t('buy.page.h1')}</h1>
      <p>{t('buy.page.intro')}</p>
      <Loaded query={products}>
        {({ products: list }) => (
          <div className="buy-layout">
            <Forests products={list} lines={lines} />
            <Checkout
              products={list}
              lines={lines}
              corrections={corrections}
              onStock={(found) => {
                setCorrections(found);
                // The forests' stock shown above is stale too.
                void products.refetch();
              }}
            />
          </div>
        )}
      </Loaded>
    </article>
  );
}

/** What changed in the cart because the stock changed (on load, or when a buy found too few tokens left). */
function Corrections({ corrections }: { corrections: readonly CartCorrection[] }) {
  const { t, language } = usePortalText();
  return (
    <div role="status" className="cart-corrections">
      {corrections.length > 0 ? (
        <ul className="inline-problem">
          {corrections.map((entry) => (
            <li key={entry.productId}>
              {entry.left === 0
                ? t('buy.cart.soldOutRemoved', { name: entry.name })
                : t('buy.cart.shrunk', { name: entry.name, left: formatNumber(language, entry.left), count: entry.left })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}

/** The forests with the "only available" filter and a search by name or location. */
function Forests({ products, lines }: { products: readonly ForestProduct[]; lines: readonly CartLine[] }) {
  const { t } = usePortalText();
  const searchId = useId();
  const onlyId = useId();
  const [search, setSearch] = useState('');
  const [onlyAvailable, setOnlyAvailable] = useState(true);
  const needle = search.trim().toLocaleLowerCase();
  const shown = products.filter(
    (product) =>
      (!onlyAvailable || product.availableTokens > 0) &&
      (!needle || product.name.toLocaleLowerCase().includes(needle) || product.location.toLocaleLowerCase().includes(needle)),
  );
  return (
    <section aria-labelledby={`${searchId}-title`} className="forests">
      <h2 id={`${searchId}-title`}>{t('buy.forests.title')}</h2>
      <div className="forests__filters" role="search">
        <TextField id={searchId} label={t('buy.forests.search')} hint={t('buy.forests.searchHint')} value={search} onChange={setSearch} optional />
        <CheckboxField id={onlyId} label={t('buy.forests.onlyAvailable')} checked={onlyAvailable} onChange={setOnlyAvailable} />
      </div>
      <p role="status" className="forests__count">
        {shown.length === 0 ? t('errors.nothingFound') : t('buy.forests.count', { count: shown.length })}
      </p>
      {shown.length > 0 ? (
        <ul className="forest-list">
          {shown.map((product) => (
            <ForestCard key={product._id} product={product} inCart={lines.find((line) => line.productId === product._id)?.quantity ?? 0} />
          ))}
        </ul>
      ) : null}
    </section>
  );
}

const checkoutSchema = z.object({
  adminDonation: z.number({ error: 'validation.number' }).check(z.minimum(0, 'validation.positive'), z.maximum(100_000, 'buy.checkout.donationTooHigh')),
  card: z.string().check(z.minLength(1, 'buy.payment.choose')),
});

/** The cart's lines with their forests (lines of unknown forests are left out until the cart check removes them). */
function pricedLines(products: readonly ForestProduct[], lines: readonly CartLine[]) {
  return lines.flatMap((line) => {
    const product = products.find((entry) => entry._id === line.productId);
    return product ? [{ line, product }] : [];
  });
}

/** The cart (change and remove lines), the figures, the donation, the card and the buy button. */
function Checkout({
  products,
  lines,
  corrections,
  onStock,
}: {
  products: readonly ForestProduct[];
  lines: readonly CartLine[];
  corrections: readonly CartCorrection[];
  onStock: (found: CartCorrection[]) => void;
}) {
  const { t, language } = usePortalText();
  const priced = pricedLines(products, lines);
  const cards = useSavedCards();
  const buy = useBuyGft();
  const [redirecting, setRedirecting] = useState(false);
  const { form, submit, pending, failure } = usePortalForm({
    schema: checkoutSchema,
    defaultValues: { adminDonation: 0 as number, card: '' },
    fallbackErrorKey: 'errors.buyFailed',
    onSubmit: async ({ adminDonation, card }) => {
      const input = {
        items: priced.map(({ line }) => ({ productId: line.productId, quantity: line.quantity })),
        adminDonation,
        card: card === 'new' ? { newCard: true as const } : { savedCardId: card },
        returnUrl: `${window.location.origin}${localized(language, paths.buyReturn)}`,
      };
      try {
        const answer = await buy.mutateAsync({ input, idempotencyKey: attemptKeyFor(JSON.stringify(input)) });
        setRedirecting(true);
        window.location.assign(answer.redirectUrl);
      } catch (error) {
        if (isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
          const left = stockLeftOf(error.issues);
          const found: CartCorrection[] = [...left].map(([index, available]) => {
            const entry = priced[index];
            return { productId: entry?.product._id ?? '', name: entry?.product.name ?? '', left: available };
          });
          const corrected = priced.map(({ line }, index) => ({ ...line, quantity: left.get(index) ?? line.quantity })).filter((line) => line.quantity > 0);
          cart.replace(corrected);
          onStock(found.filter((entry) => entry.productId));
          return;
        }
        // Any other failure says "Failed to buy gft"; the cart and the choices stay as they are.
        throw new Error('buy failed', { cause: error });
      }
    },
  });
  const savedCards = cards.data;
  useEffect(() => {
    if (savedCards && form.getValues('card') === '') form.setValue('card', savedCards[0]?._id ?? 'new');
  }, [savedCards, form]);
  const donation = form.watch('adminDonation');
  const figures = useMemo(
    () =>
      priceBreakdown(
        priced.map(({ line, product }) => ({ quantity: line.quantity, priceEach: product.pricePerToken })),
        Number.isFinite(donation) && donation > 0 ? donation : 0,
      ),
    [priced, donation],
  );
  const euro = (value: number) => formatEuro(language, value);
  return (
    <section aria-labelledby="checkout-title" className="checkout">
      <h2 id="checkout-title">{t('buy.checkout.title')}</h2>
      <Corrections corrections={corrections} />
      {priced.length === 0 ? (
        <p>{t('buy.cart.empty')}</p>
      ) : (
        <form onSubmit={submit} noValidate>
          <FormSummary form={form} failure={failure} labels={{ adminDonation: t('buy.checkout.donation'), card: t('buy.payment.title') }} />
          <table className="checkout__table">
            <caption className="visually-hidden">{t('buy.checkout.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('buy.checkout.forest')}</th>
                <th scope="col">{t('buy.checkout.quantity')}</th>
                <th scope="col">{t('buy.checkout.priceEach')}</th>
                <th scope="col">{t('buy.checkout.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {priced.map(({ line, product }, index) => (
                <tr key={line.productId}>
                  <th scope="row">{product.name}</th>
                  <td>
                    <CartQuantity
                      line={line}
                      product={product}
                      corrected={corrections.some((entry) => entry.productId === line.productId && entry.left === line.quantity)}
                    />
                  </td>
                  <td data-label={t('buy.checkout.priceEach')}>{euro(product.pricePerToken)}</td>
                  <td data-label={t('buy.checkout.amount')}>{euro(figures.lines[index]?.amount ?? 0)}</td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('buy.checkout.net')}
                </th>
                <td>{euro(figures.net)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('buy.checkout.vat', { rate: formatNumber(language, figures.vatRate, { style: 'percent' }) })}
                </th>
                <td>{euro(figures.vat)}</td>
              </tr>
              <tr>
                <th scope="row" colSpan={3}>
                  {t('buy.checkout.donationLine')}
                </th>
                <td>{euro(figures.adminDonation)}</td>
              </tr>
              <tr className="checkout__total">
                <th scope="row" colSpan={3}>
                  {t('buy.checkout.total')}
                </th>
                <td>{euro(figures.total)}</td>
              </tr>
            </tfoot>
          </table>
          <FormDecimalField form={form} name="adminDonation" label={t('buy.checkout.donation')} hint={t('buy.checkout.donationHint')} unit="€" optional />
          <CardChoice form={form} cards={savedCards} />
          <button type="submit" className="button" aria-busy={pending || redirecting || undefined}>
            {t('buy.checkout.buy', { total: euro(figures.total) })}
          </button>
          <p role="status">{redirecting ? t('success.redirectingToPayment') : pending ? t('buy.checkout.starting') : null}</p>
        </form>
      )}
    </section>
  );
}

/** A cart line's quantity: changed in place (whole tokens, 1 to what is available), or the line removed. */
function CartQuantity({ line, product, corrected }: { line: CartLine; product: ForestProduct; corrected: boolean }) {
  const { t, language } = usePortalText();
  const id = useId();
  const [text, setText] = useState(String(line.quantity));
  const [error, setError] = useState<string | undefined>();
  // The cart changed elsewhere (added again on the forest, corrected to the stock): show it.
  useEffect(() => setText(String(line.quantity)), [line.quantity]);
  const change = (typed: string) => {
    setText(typed);
    const read = readQuantity(typed, product.availableTokens);
    if ('error' in read) setError(read.error);
    else {
      setError(undefined);
      cart.set(line.productId, read.quantity);
    }
  };
  return (
    <div className="cart-quantity">
      <TextField
        id={id}
        label={t('buy.cart.quantityOf', { name: product.name })}
        hint={
          corrected
            ? t('buy.cart.correctedHint', { count: line.quantity, left: formatNumber(language, line.quantity) })
            : t('buy.quantity.hint', { max: formatNumber(language, product.availableTokens) })
        }
        value={text}
        onChange={change}
        inputMode="numeric"
        error={error}
      />
      {/* Short on screen; the accessible name says which forest (the visible word is part of it). */}
      <button
        type="button"
        className="button button--ghost"
        aria-label={t('buy.cart.remove', { name: product.name })}
        onClick={() => cart.remove(line.productId)}
      >
        {t('buy.cart.removeShort')}
      </button>
    </div>
  );
}

type CheckoutForm = ReturnType<typeof usePortalForm<typeof checkoutSchema, { adminDonation: number; card: string }>>['form'];

/** A saved card (brand, last four digits, expiry) or a new card, whose details the payment page asks for. */
function CardChoice({ form, cards }: { form: CheckoutForm; cards: SavedCard[] | undefined }) {
  const { t } = usePortalText();
  const { id, value, onChange, error } = useFormField(form, 'card');
  const options = [
    ...(cards ?? []).map((card) => ({ value: card._id, label: t('buy.payment.saved', { brand: card.brand, last4: card.last4, expiry: card.expiry }) })),
    { value: 'new', label: t('buy.payment.new') },
  ];
  return (
    <fieldset className="card-choice" id={id} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}>
      <legend>{t('buy.payment.title')}</legend>
      <p id={`${id}-hint`} className="gft-hint">
        {t('buy.payment.newHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="gft-error">
          {t(error)}
        </p>
      ) : null}
      {options.map((option) => (
        <label key={option.value} className="card-choice__option">
          <input type="radio" name={`${id}-card`} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />{' '}
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
