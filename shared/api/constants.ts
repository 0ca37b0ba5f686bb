// Constants of the contract that screens need without the schemas (zod loads with the schemas, after a first render).

/**
 * The provider's time zone: every instant is shown in it (`formatDate`), on pages, in PDFs and in messages, whatever the
 * browser's or the server's zone, and its calendar days are the days the transactions' filters name.
 */
export const providerTimeZone = 'Europe/Vienna';

/** Meetings are scheduled in Berlin time, whatever the visitor's time zone. */
export const meetingTimeZone = 'Europe/Berlin';

/** Limits of the long text fields, which show a character counter (the schemas enforce them). */
export const textLimits = { message: 5000, projectGoal: 2000, partners: 500 } as const;

/** The upload paths' limits: bytes and content types. */
export const uploadLimits = {
  pdf: { maxBytes: 10 * 1024 * 1024, types: ['application/pdf'] },
  image: { maxBytes: 5 * 1024 * 1024, types: ['image/jpeg', 'image/png', 'image/webp'] },
} as const;

/** The years an ESRS E1-7 report can be asked for (GET /report/e1-7): the provider's first sale, a generous end. */
export const reportYears = { first: 2020, last: 2100 } as const;

/** The provider's promise: a certificate is ready at most this long after burning (SPEC section 9). */
export const certificateWaitMs = 10 * 60 * 1000;
