/** The server's message that is logged and never shown (SPEC section 7); apart, so that checking for it needs no catalogue. */
export const accessErrorMessage = 'Access Error!';

/**
 * Error codes the API may send beside its `message`. The message texts are the SPEC's catalogue (section 8);
 * the client translates by code, so the server's wording never reaches a screen untranslated.
 */
export const apiErrorCodes = {
  WRONG_CREDENTIALS: 'Wrong credentials',
  LOGIN_FAILED: 'Failed to login',
  USER_NOT_ACTIVE: 'User is not active',
  REGISTER_FAILED: 'Failed to Register',
  EMAIL_EXISTS: 'Email already exists',
  EMAIL_UNVERIFIED: 'Email exists, verify please',
  VERIFY_TOKEN_FAILED: 'Failed to verify token',
  TOKEN_NOT_VERIFIED: 'Token not verified',
  FINALIZE_REGISTER_FAILED: 'Failed to finalized register',
  ACCESS_ERROR: accessErrorMessage,
  PROFILE_UPDATE_FAILED: 'Failed to update profile',
  PROJECT_CREATE_FAILED: 'Failed to create project',
  BUY_FAILED: 'Failed to buy gft',
  BURN_FAILED: 'Failed to burn token',
  PASSWORD_CHANGE_FAILED: 'Failed to change password',
  PAYMENT_FAILED: 'The payment failed. Please check your payment details and try again.',
  SUPPORT_EMAIL_FAILED: 'Failed to send email to our support, try again!',
  NOTHING_FOUND: 'Nothing found...',
  NO_TOKEN_INDEX: 'There is no token index',
  EMPTY_WALLET: 'Your wallet is empty, charge it with GFT first',
  CERTIFICATE_NOT_READY: 'Your certificate is not ready yet, wait a few minutes',
  MEETING_EMAIL_USED: 'Entered email has been already used',
  MEETING_TIME_INVALID: 'Time is not valid',
  UNAUTHORIZED: 'Your session has ended. Please log in again.',
  // Extensions of the catalogue (docs/api-contract.md, "Extensions"): guessing codes and passwords.
  CODE_SPENT: 'The code was entered wrongly too often. Request a new code.',
  LOGIN_THROTTLED: 'Too many failed logins. Try again later.',
  // Buying (issue 12): a retried purchase, and tokens another buyer took meanwhile.
  IDEMPOTENCY_KEY_REQUIRED: 'The request needs an Idempotency-Key header',
  IDEMPOTENCY_CONFLICT: 'This Idempotency-Key was already used for another purchase',
  INSUFFICIENT_STOCK: 'Not enough tokens are left in this forest',
  // Caps per account (issue 23): the data file stays small for everyone.
  PROJECT_LIMIT: 'This account has the most projects it may have',
  OPEN_PAYMENT_LIMIT: 'Too many unfinished payments: try again when one is finished or has expired',
  VALIDATION: 'The request is not valid',
  NOT_FOUND: 'Not found',
  PAYLOAD_TOO_LARGE: 'The file is too large',
  UNSUPPORTED_TYPE: 'The file type is not supported',
  INTERNAL: 'Internal error',
} as const;
export type ApiErrorCode = keyof typeof apiErrorCodes;
