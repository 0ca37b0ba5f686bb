/** The checkout: the cart, the donation, the card, and the buy that sends the buyer to the payment page. */

import { useEffect, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import * as z from 'zod/mini';
import { isApiError } from '#shared/api/errors';
import type { ForestProduct } from '#shared/api/schemas/product';
import type { UseQueryResult } from '@tanstack/react-query';
import type { SavedCard } from '#shared/api/schemas/user';
import { formatEuro } from '#shared/i18n/format';
import { localized, paths } from '#portal/lib/paths';
import { attemptKeyFor, cart, type CartLine } from '#portal/lib/cart';
import { FormDecimalField, useFormField } from '#portal/lib/form/fields';
import { FormSummary } from '#portal/lib/form/form-summary';
import { LoadProblem } from '#portal/lib/load-problem';
import { SkeletonLine } from '#portal/lib/skeleton';
import { fieldId, usePortalForm } from '#portal/lib/form/use-portal-form';
import { usePortalText } from '#portal/lib/language';
import { useBuyGft } from './api/buy-gft';
import { useSavedCards } from './api/get-cards';
import { stockLeftOf, type CartCorrection } from './cart-check';
import { CartTable, cartFigures, Corrections, pricedLines } from './checkout-cart';
import { CheckoutLegal, VatNote, WithdrawalWaiver } from './checkout-legal';
import { priceViewOf } from '#portal/lib/prices';
import { useSession } from '#portal/lib/session-guards';
import { checkedCard, donationLimit, readChoices, writeChoices } from './checkout-choices';
import { InvoiceTo } from './invoice-to';

/**
 * The checkout's fields. A consumer's express consent to delivery before the withdrawal period ends (§ 356 (5) BGB,
 * § 18 FAGG) is a tick of their own, never ticked for them; a business has no such right and no box (`consumer` is
 * read when the form is checked). The buy request carries no consent field (SPEC): the tick guards the press only.
 */
const checkoutSchema = (consumer: { current: boolean }) =>
  z.object({
    // Optional, as its label says: a field left empty gives nothing (0), never "this field is required".
    adminDonation: z.optional(
      z.number({ error: 'validation.number' }).check(z.minimum(0, 'validation.positive'), z.maximum(donationLimit, 'validation.donationTooHigh')),
    ),
    card: z.string().check(z.minLength(1, 'buy.payment.choose')),
    withdrawalWaiver: z.boolean().check(z.refine((ticked) => ticked || !consumer.current, 'validation.withdrawalWaiver')),
  });
type CheckoutSchema = ReturnType<typeof checkoutSchema>;
type CheckoutValues = { adminDonation?: number; card: string; withdrawalWaiver: boolean };

/**
 * The checkout's state, shared by the order's summary and the checkout: the form (donation, card, consent), the figures
 * as typed and the buy. The donation and the card are kept with the cart for the tab (checkout-choices.ts).
 */
export function useCheckout(products: readonly ForestProduct[], lines: readonly CartLine[], onStock: (found: CartCorrection[]) => void) {
  const { language } = usePortalText();
  const priced = pricedLines(products, lines);
  const cards = useSavedCards();
  const buy = useBuyGft();
  const consumer = priceViewOf(useSession()) === 'gross';
  const consumerRef = useRef(consumer);
  consumerRef.current = consumer;
  const [schema] = useState(() => checkoutSchema(consumerRef));
  const [redirecting, setRedirecting] = useState(false);
  // Read once: what this tab chose before a reload or a failed payment. The consent is not kept: it is given anew for
  // each purchase, by the buyer's own tick.
  const [stored] = useState(readChoices);
  const { form, submit, pending, failure } = usePortalForm<CheckoutSchema, CheckoutValues>({
    schema,
    defaultValues: { adminDonation: stored?.adminDonation ?? 0, card: '', withdrawalWaiver: false },
    fallbackErrorKey: 'errors.buyFailed',
    onSubmit: async ({ adminDonation, card }) => {
      const input = {
        items: priced.map(({ line }) => ({ productId: line.productId, quantity: line.quantity })),
        adminDonation: adminDonation ?? 0,
        card: card === 'new' ? { newCard: true as const } : { savedCardId: card },
        returnUrl: `${window.location.origin}${localized(language, paths.buyReturn)}`,
      };
      try {
        const answer = await buy.mutateAsync({ input, idempotencyKey: attemptKeyFor(JSON.stringify(input)) });
        setRedirecting(true);
        window.location.assign(answer.redirectUrl);
      } catch (error) {
        if (isApiError(error) && error.code === 'INSUFFICIENT_STOCK') {
          onStock(correctToStock(priced, stockLeftOf(error.issues)));
          return;
        }
        // Too many unfinished payments says so; any other failure says "Failed to buy gft". The cart and the choices stay.
        if (isApiError(error) && error.code === 'OPEN_PAYMENT_LIMIT') throw error;
        throw new Error('buy failed', { cause: error });
      }
    },
  });
  const cardsLoading = useKeptChoices(form, cards, stored);
  // Closed until asked for, open by itself when this tab's cart already carries a contribution: nothing typed is hidden.
  const [donationOpen, setDonationOpen] = useState(() => (stored?.adminDonation ?? 0) !== 0);
  const figures = useFigures(priced, form.watch('adminDonation'));
  return { form, submit, pending, failure, redirecting, cardsLoading, cards, consumer, priced, figures, donationOpen, setDonationOpen };
}
export type CheckoutState = ReturnType<typeof useCheckout>;

/**
 * The order's figures: the cart's lines (changed and removed here), the figures in the order they add up with the
 * donation among them, and which VAT they hold.
 */
function OrderFigures({ state, corrections }: { state: CheckoutState; corrections: readonly CartCorrection[] }) {
  const { form, figures, donationOpen, setDonationOpen, consumer } = state;
  return (
    <div className="checkout__cart">
      {/* The donation's field in the figures, above its line and the total: the order adds up as it reads. */}
      <CartTable
        priced={state.priced}
        corrections={corrections}
        figures={figures}
        donationShown={donationOpen}
        donation={<DonationDisclosure form={form} open={donationOpen} onOpen={() => setDonationOpen(true)} />}
      />
      {consumer ? <VatNote /> : null}
    </div>
  );
}

/**
 * A consumer's consent, the terms read before the press and heard with the button, and the one buy button: together,
 * so the box the press asks for stands right above it, in the summary's column or in the checkout.
 */
function OrderPress({ state }: { state: CheckoutState }) {
  const { language } = usePortalText();
  return (
    <>
      {state.consumer ? <WithdrawalWaiver form={state.form} /> : null}
      <CheckoutLegal id="checkout-legal" consumer={state.consumer} />
      <BuyPress total={formatEuro(language, state.figures.total)} state={state} />
    </>
  );
}

/**
 * The order's summary beside the forests: its figures, a consumer's consent, the terms and the one buy button, which
 * submits the checkout's form below (the card); the consent's box is the form's field wherever it stands.
 */
export function OrderSummary({ state, corrections }: { state: CheckoutState; corrections: readonly CartCorrection[] }) {
  return (
    <>
      <OrderFigures state={state} corrections={corrections} />
      <div className="checkout__press">
        <OrderPress state={state} />
      </div>
    </>
  );
}

/**
 * The checkout: what the order's summary lacks (the way to pay) and the form's problems; the summary itself too where
 * no column beside the forests holds it (`summary`). An empty cart is said once: by the column where there is one.
 */
export function Checkout({
  state,
  corrections,
  sectionRef,
  summary,
}: {
  state: CheckoutState;
  corrections: readonly CartCorrection[];
  sectionRef: RefObject<HTMLElement | null>;
  summary: boolean;
}) {
  const { t } = usePortalText();
  const { form, failure, cardsLoading, submit } = state;
  const empty = state.priced.length === 0;
  if (empty && !summary) return <Corrections corrections={corrections} />;
  return (
    <section aria-labelledby="checkout-title" className="checkout" id="checkout" tabIndex={-1} ref={sectionRef}>
      <h2 id="checkout-title">{t('buy.checkout.title')}</h2>
      <Corrections corrections={corrections} />
      {empty ? (
        <p>{t('buy.cart.empty')}</p>
      ) : (
        <form
          id="checkout-form"
          className={summary ? 'checkout__form' : 'checkout__form checkout__form--choices'}
          onSubmit={cardsLoading ? (event) => event.preventDefault() : submit}
          noValidate
        >
          <div className="checkout__summary">
            <FormSummary
              form={form}
              failure={failure}
              labels={{ adminDonation: t('buy.checkout.donation'), card: t('buy.payment.title'), withdrawalWaiver: t('buy.checkout.waiver.short') }}
            />
          </div>
          {summary ? <OrderFigures state={state} corrections={corrections} /> : null}
          <div className="checkout__pay">
            <InvoiceTo />
            <CardChoice form={form} cards={state.cards} />
            {summary ? <OrderPress state={state} /> : null}
          </div>
        </form>
      )}
    </section>
  );
}

/**
 * The buy button, heard with the terms (and, while the saved cards load, with why it waits), and what the press is
 * doing. While the cards load it is marked, not disabled: a press is heard, and the form ignores it.
 */
function BuyPress({ total, state }: { total: string; state: CheckoutState }) {
  const { t } = usePortalText();
  const { pending, redirecting, cardsLoading } = state;
  return (
    <>
      {/* The total is in the figures right above: seen once, heard with the press. */}
      <button
        type="submit"
        form="checkout-form"
        className="button checkout__buy"
        aria-label={t('buy.checkout.buy', { total })}
        aria-busy={pending || redirecting || undefined}
        aria-disabled={cardsLoading || undefined}
        aria-describedby={cardsLoading ? 'checkout-legal checkout-wait' : 'checkout-legal'}
      >
        {t('buy.checkout.buyNow')}
      </button>
      {cardsLoading ? (
        <p id="checkout-wait" className="gft-hint">
          {t('buy.checkout.waitForCards')}
        </p>
      ) : null}
      <p role="status" className="checkout__progress">
        {redirecting ? t('success.redirectingToPayment') : pending ? t('buy.checkout.starting') : null}
      </p>
    </>
  );
}

/** The order's figures as typed: a contribution left empty, not a number or below 0 adds nothing. */
function useFigures(priced: ReturnType<typeof pricedLines>, donation: number | undefined) {
  return useMemo(() => cartFigures(priced, donation !== undefined && Number.isFinite(donation) && donation > 0 ? donation : 0), [priced, donation]);
}

type CheckoutForm = ReturnType<typeof usePortalForm<CheckoutSchema, CheckoutValues>>['form'];

/**
 * The voluntary contribution behind a button ("Add a voluntary contribution"), so the order reads tokens, VAT and total
 * until the buyer asks for it; the press shows the field and puts the cursor in it.
 */
function DonationDisclosure({ form, open, onOpen }: { form: CheckoutForm; open: boolean; onOpen: () => void }) {
  const { t } = usePortalText();
  const [pressed, setPressed] = useState(false);
  const id = fieldId(form.control, 'adminDonation');
  useEffect(() => {
    if (pressed && open) document.getElementById(id)?.focus();
  }, [pressed, open, id]);
  if (!open)
    return (
      <button
        type="button"
        className="link-button checkout__donation-add"
        aria-expanded="false"
        onClick={() => {
          setPressed(true);
          onOpen();
        }}
      >
        {t('buy.checkout.donationAdd')}
      </button>
    );
  return (
    <div onKeyDown={submitOnEnter}>
      <FormDecimalField form={form} name="adminDonation" label={t('buy.checkout.donation')} hint={t('buy.checkout.donationHint')} unit="€" optional />
    </div>
  );
}

/** Enter in the donation's field buys, as in any field of a form, also where the summary stands outside the form. */
function submitOnEnter(event: KeyboardEvent) {
  if (event.key !== 'Enter' || !(event.target instanceof HTMLInputElement) || event.target.form) return;
  event.preventDefault();
  document.querySelector<HTMLFormElement>('#checkout-form')?.requestSubmit();
}

/**
 * The cart corrected to what the sandbox says is left of each line (409 INSUFFICIENT_STOCK, by the line's index): lines
 * with nothing left leave. Answers the corrections to say at the lines.
 */
function correctToStock(priced: ReturnType<typeof pricedLines>, left: Map<number, number>): CartCorrection[] {
  const found: CartCorrection[] = [...left].map(([index, available]) => {
    const entry = priced[index];
    return { productId: entry?.product._id ?? '', name: entry?.product.name ?? '', left: available };
  });
  cart.replace(priced.map(({ line }, index) => ({ ...line, quantity: left.get(index) ?? line.quantity })).filter((line) => line.quantity > 0));
  return found.filter((entry) => entry.productId);
}

/**
 * The donation and the card kept for the tab as they change, and the card chosen once the saved cards are read: answers
 * whether they are still loading. Until they are there the buyer has nothing to choose from: the buy waits, and says
 * why. Should they fail to load, a new card is the one way left, and it is chosen (a retry that brings them changes no
 * choice).
 */
function useKeptChoices(form: CheckoutForm, cards: UseQueryResult<SavedCard[]>, stored: ReturnType<typeof readChoices>): boolean {
  const savedCards = cards.data;
  useEffect(() => {
    if (form.getValues('card') !== '') return;
    if (savedCards) form.setValue('card', checkedCard(stored?.card, savedCards));
    else if (cards.isError) form.setValue('card', 'new');
  }, [savedCards, cards.isError, form, stored]);
  // Every change is kept at once: a reload right after typing offers it again.
  useEffect(() => {
    const subscription = form.watch((values) => {
      writeChoices({ adminDonation: values.adminDonation, card: values.card || stored?.card || '' });
    });
    return () => subscription.unsubscribe();
  }, [form, stored]);
  return savedCards === undefined && !cards.isError;
}

/**
 * A saved card (brand, last four digits, expiry) or a new card, whose details the payment page asks for. While the
 * saved cards load, a line says so where the choice will be; should they fail, the failure with a retry, and a new card.
 * With no saved card (once the cards are read, or when they failed) a new card is the one way to pay: said in words,
 * as one way is no choice.
 */
function CardChoice({ form, cards }: { form: CheckoutForm; cards: UseQueryResult<SavedCard[]> }) {
  const { t } = usePortalText();
  const { id, value, onChange, error } = useFormField(form, 'card');
  const loading = cards.data === undefined && !cards.isError;
  const options = loading
    ? []
    : [
        ...(cards.data ?? []).map((card) => ({
          value: card._id,
          label: t('buy.payment.saved', { brand: card.brand, last4: card.last4, expiry: card.expiry }),
        })),
        { value: 'new', label: t('buy.payment.new') },
      ];
  const only = options.length === 1 ? options[0] : undefined;
  return (
    <fieldset className="card-choice" id={id} aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`} aria-busy={loading || undefined}>
      <legend>{t('buy.payment.title')}</legend>
      {only ? <p className="card-choice__only">{only.label}</p> : null}
      <p id={`${id}-hint`} className="gft-hint">
        {t('buy.payment.newHint')}
      </p>
      {error ? (
        <p id={`${id}-error`} className="gft-error">
          {t(error)}
        </p>
      ) : null}
      {loading ? (
        <>
          <p role="status" className="card-choice__loading">
            {t('buy.payment.loading')}
          </p>
          <span className="card-choice__option" aria-hidden="true">
            <SkeletonLine width="long" />
          </span>
        </>
      ) : null}
      {cards.isError && cards.data === undefined ? <LoadProblem query={cards} message={t('buy.payment.failed')} /> : null}
      {only
        ? null
        : options.map((option) => (
            <label key={option.value} className="card-choice__option">
              <input type="radio" name={`${id}-card`} value={option.value} checked={value === option.value} onChange={() => onChange(option.value)} />{' '}
              {option.label}
            </label>
          ))}
    </fieldset>
  );
}
