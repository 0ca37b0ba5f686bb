import * as z from 'zod/mini';
import { config } from 'zod/mini';
import { messageWith } from '#shared/i18n/translate.ts';
import * as v from './messages.ts';

// zod probes `new Function` once to decide whether it may JIT; that probe is a CSP report on strict hosts.
// Called by its own name: the widget build declares every `z.*` call pure, so that unused schemas drop out.
config({ jitless: true });
// That declaration covers `z.string()`, not the `.check(…)` called on its result: a schema built that way is marked
// pure where it is declared, or an unused one stays in every widget bundle (the e-mail one brought zod's e-mail format
// into the badge's).

/** The validation messages (./messages.ts), as `v.required`. */
export { v };

/** "At most {{max}} characters": the limit travels in the message (see messageWith). */
// Pure like the `z.*` calls around it (manualPureFunctions), so unused schemas still drop out of the widget bundle.
export const tooLong = /*#__NO_SIDE_EFFECTS__*/ (max: number) => messageWith(v.tooLong, { max });

/**
 * For a cross-field check: run it as soon as the fields it reads are valid, even while other fields are not (zod's
 * default waits for the whole object), so a form shows every error at once.
 */
export const whenValid =
  (...fields: string[]) =>
  (payload: { value: unknown; issues: readonly { path?: readonly PropertyKey[] | undefined }[] }) =>
    typeof payload.value === 'object' &&
    payload.value !== null &&
    // An issue without a path is about the whole value (not an object at all): nothing to compare then.
    !payload.issues.some((issue) => !issue.path?.length || fields.includes(String(issue.path[0])));

/**
 * An array of at most `max` items. The length is checked before any item is parsed: 60,000 items would otherwise each
 * be parsed and reported (zod's issue list overflowed the stack at 61,759 empty items).
 */
export const boundedArray = <T extends z.ZodMiniType>(item: T, max: number) =>
  z.pipe(z.custom<z.input<T>[]>((value) => Array.isArray(value), { error: v.invalid }).check(z.maxLength(max, v.tooMany)), z.array(item));

/**
 * The strings of answers are bounded too, so that a broken or hostile server cannot hand a screen megabytes in one
 * field; generously, so that no real answer is refused: ids, codes and hashes at most 200 characters, names and
 * labels 1,000, texts 20,000 (what the inputs allow is far less: `text`, `idSchema`).
 */
export const answerId = /* @__PURE__ */ z.string().check(z.maxLength(200));
export const answerName = /* @__PURE__ */ z.string().check(z.maxLength(1000));
export const answerText = /* @__PURE__ */ z.string().check(z.maxLength(20_000));

/** The longest web address the contract takes or gives (a purchase's `returnUrl`, the links of answers). */
export const maxUrlLength = 2048;

/** A file's hash, as uploads answer it and `/media/get` takes it. */
export const mediaHashSchema = /* @__PURE__ */ z.string().check(z.regex(/^[a-f0-9]{16,64}$/, v.invalid));

/** A server-side identifier (the provider's API uses `_id`). */
export const idSchema = /* @__PURE__ */ z.string().check(z.minLength(1, v.required), z.maxLength(64, tooLong(64)));

/**
 * What a text may not hold, so that it reads, exports and prints as what it is: control characters (C0, DEL, C1; a
 * text of several `lines` may have tabs and line breaks), the line and paragraph separators (U+2028, U+2029) in a
 * `line`, the bidi embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069: `Rechnung\u202Efdp.exe` shows as
 * "Rechnungexe.pdf") and half a character (a lone surrogate). Letters of every script, emoji with their joiners,
 * combining marks and the bidi marks (U+200E, U+200F) are text.
 */
const unsafeIn = {
  line: /[\p{Cc}\p{Zl}\p{Zp}\u202a-\u202e\u2066-\u2069\p{Cs}]/u,
  lines: /[^\P{Cc}\t\n\r]|[\u202a-\u202e\u2066-\u2069\p{Cs}]/u,
};
/** A `line` of text (a name, a city) or text of several `lines` (a description, a message). */
type TextKind = keyof typeof unsafeIn;
const safeText = (kind: TextKind) => z.refine<string>((value) => !unsafeIn[kind].test(value), v.controlChars);

/** A trimmed, non-empty text of at most `max` characters: a line unless told `lines`. */
export const text = (max = 200, kind: TextKind = 'line') =>
  z.pipe(
    z.string({ error: v.required }),
    z.pipe(
      z.transform((value: string) => value.trim()),
      z.string().check(z.minLength(1, v.required), z.maxLength(max, tooLong(max)), safeText(kind)),
    ),
  );

/** Like `text`, but empty is allowed (and becomes ''). */
export const optionalText = (max = 2000, kind: TextKind = 'line') =>
  z._default(
    z.pipe(
      z.string(),
      z.pipe(
        z.transform((value: string) => value.trim()),
        z.string().check(z.maxLength(max, tooLong(max)), safeText(kind)),
      ),
    ),
    '',
  );

/** Like `optionalText` (a line), but left out stays `undefined`: an edit that leaves the field out keeps what is stored. */
export const keptText = (max = 200) =>
  z.optional(
    z.pipe(
      z.string({ error: v.invalid }),
      z.pipe(
        z.transform((value: string) => value.trim()),
        z.string().check(z.maxLength(max, tooLong(max)), safeText('line')),
      ),
    ),
  );

export const emailSchema = z.pipe(
  z.string({ error: v.required }),
  z.pipe(
    z.transform((value: string) => value.trim().toLowerCase()),
    /* @__PURE__ */ z.string().check(z.minLength(1, v.required), z.maxLength(254, tooLong(254)), z.email({ error: v.email })),
  ),
);

/** A calendar date, `YYYY-MM-DD`. */
export const dateSchema = z.iso.date({ error: v.date });
/** An instant, ISO 8601 with offset. */
export const dateTimeSchema = z.iso.datetime({ offset: true, error: v.date });
/** A wall-clock time, `HH:MM`. */
export const timeSchema = /* @__PURE__ */ z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, v.time));

/** A number sent as a query parameter: a number on the client, a string on the wire. */
export const queryInt = (min: number, max: number) =>
  z.pipe(
    z.union([z.number(), z.string().check(z.regex(/^-?\d+$/, v.integer))]),
    z.pipe(
      z.transform((value: number | string) => Number(value)),
      z.number().check(z.int(v.integer), z.minimum(min), z.maximum(max)),
    ),
  );

export const messageAnswerSchema = z.object({ message: answerText });

// The catalogue lives in a zod-free module: the error handling of a first render needs it, the schemas do not.
export { apiErrorCodes, type ApiErrorCode } from '../error-codes.ts';

export const fieldIssueSchema = z.object({ path: answerName, message: answerText, code: z.optional(answerId) });
export type FieldIssue = z.infer<typeof fieldIssueSchema>;

/** At most this many issues are listed in an error answer; `moreIssues` counts the rest. */
export const maxListedIssues = 20;

/** The body of every non-2xx answer. `code` is open: an unknown code still parses. */
export const apiErrorBodySchema = z.object({
  message: answerText,
  code: z.optional(answerId),
  field: z.optional(answerName),
  issues: z.optional(boundedArray(fieldIssueSchema, 1000)),
  /** How many issues beyond those listed. */
  moreIssues: z.optional(z.number()),
  /** Seconds to wait before trying again (throttled calls, also in the `Retry-After` header). */
  retryAfter: z.optional(z.number()),
});

export const idQuerySchema = z.object({ id: idSchema });
export type IdQuery = z.infer<typeof idQuerySchema>;

/** A link from an API answer: absolute http(s) only, so that a `javascript:` or `data:` URL never becomes a link. */
export const webUrlSchema = /* @__PURE__ */ z.url({ protocol: /^https?$/ }).check(z.maxLength(maxUrlLength));
