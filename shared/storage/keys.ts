/**
 * Every key the product keeps in the visitor's browser, in one place and under one prefix, `greenfee.`: a widget's
 * draft lives in its host page's storage beside the page's own keys, so each of our keys says whose it is. What each
 * holds and how long: docs/security.md, "What the browser keeps".
 */

/** The tab's `sessionStorage` (gone with the tab) or the origin's `localStorage` (kept until cleared). */
export type StorageArea = 'session' | 'local';

/** One stored value: its key, its storage, and the key it had before the one prefix, if it had another. */
export interface StorageKey {
  readonly name: string;
  readonly area: StorageArea;
  /** Read once and moved to `name`, so that no visitor loses a session, a draft or the language across the rename. */
  readonly formerly?: string;
}

export const storageKeys = {
  /** The session's token (sent as header `lt`), until logout, a 401 or its expiry. */
  sessionToken: { name: 'greenfee.session-token', area: 'local', formerly: 'gft.token' },
  /** The logged-in user as the API answered it, with the token. */
  sessionUser: { name: 'greenfee.session-user', area: 'local', formerly: 'gft.user' },
  /** The visitor's language choice. */
  language: { name: 'greenfee.language', area: 'local', formerly: 'language' },
  /** The sign-up's step and details, never the passwords, until the account is confirmed. */
  signUpDraft: { name: 'greenfee.sign-up-draft', area: 'session', formerly: 'gft.signup' },
  /** The meeting form's fields and the PDF's name (never its content), in the page's (a host page's) storage. */
  forestMeetingDraft: { name: 'greenfee.forest-meeting-draft', area: 'session', formerly: 'gft-forest-meeting-draft' },
  /** The cart's lines, until a payment succeeded. */
  cart: { name: 'greenfee.cart', area: 'session' },
  /** The checkout's donation and card, beside the cart. */
  checkoutChoices: { name: 'greenfee.checkout-choices', area: 'session' },
  /** The checkout's Idempotency-Key and the body it belongs to, until the payment is known. */
  checkoutAttempt: { name: 'greenfee.checkout-attempt', area: 'session' },
  /** The burn's Idempotency-Key and the body it belongs to, until the burn's outcome is known. */
  burnAttempt: { name: 'greenfee.burn-attempt', area: 'session' },
  /** The calculator's result (kind, tonnes, year) the visitor chose to compensate, until a project is made of it. */
  calculation: { name: 'greenfee.calculation', area: 'session' },
  /** The project a customer buys the missing tokens for, so that the return page offers to compensate it, until then. */
  compensateAfterPayment: { name: 'greenfee.compensate-after-payment', area: 'session' },
} as const satisfies Record<string, StorageKey>;
