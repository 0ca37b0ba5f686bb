import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, dateTimeSchema, keptText, v } from './common';

/** The bounds of a public impact page's name (its address: `/impact/<name>`). */
export const impactNameLimits = { min: 3, max: 40 } as const;

/**
 * Names no customer may take: words of the site's own paths and of the provider, so that an address such as
 * `/impact/admin` or `/impact/greenfee` never reads as the provider's own page.
 */
export const reservedImpactNames: readonly string[] = [
  'admin',
  'api',
  'auth',
  'dashboard',
  'de',
  'en',
  'greenfee',
  'gft',
  'help',
  'impact',
  'login',
  'new',
  'og',
  'official',
  'settings',
  'support',
  'verify',
  'www',
];

const nameShape = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/**
 * The name's messages, by their keys here rather than in messages.ts: the portal's first download carries every
 * constant of messages.ts, and only the profile's impact setting (and the server) shows these.
 */
export const impactNameMessages = {
  length: 'validation.impactNameLength',
  chars: 'validation.impactNameChars',
  reserved: 'validation.impactNameReserved',
  /** Said by the server only: another customer has the name. */
  taken: 'validation.impactNameTaken',
} as const;

/**
 * A public impact page's name: lower-case letters, digits and single hyphens between them, 3 to 40 characters, no
 * reserved word. Not lower-cased for the customer: the field says what is wrong, so the address is the one typed.
 */
export const impactNameSchema = z.pipe(
  z.string({ error: v.required }).check(z.maxLength(200, impactNameMessages.length)),
  z.pipe(
    z.transform((value: string) => value.trim()),
    z.string().check(
      z.minLength(1, v.required),
      z.minLength(impactNameLimits.min, impactNameMessages.length),
      z.maxLength(impactNameLimits.max, impactNameMessages.length),
      z.regex(nameShape, impactNameMessages.chars),
      z.refine((value) => !reservedImpactNames.includes(value), impactNameMessages.reserved),
    ),
  ),
);

/** The longest name a page shows as its heading (a company's registered name fits). */
export const impactDisplayNameMax = 80;

/**
 * The owner's setting as the API answers it: whether the page is public, its name (null until one was chosen) and the
 * name shown as its heading (null when none was given: the page's name is shown then).
 */
export const impactSettingSchema = z.object({ enabled: z.boolean(), name: z.nullable(answerId), displayName: z._default(z.nullable(answerName), null) });
export type ImpactSetting = z.infer<typeof impactSettingSchema>;
export const impactSettingAnswerSchema = z.object({ impactPage: impactSettingSchema });

/** Whether the name of an edit is left unchecked: the page turned off without a name. */
const noName = (input: { enabled: boolean; name: string }) => !input.enabled && input.name === '';
/** One check of an edit's name, said at `name`: skipped where `noName`, and after an earlier check failed. */
const nameCheck = (ok: (name: string) => boolean, message: string, after: (name: string) => boolean = () => true) =>
  z.refine<{ enabled: boolean; name: string }>((input) => noName(input) || !after(input.name) || ok(input.name), { message, path: ['name'] });
const filled = (name: string) => name !== '';
const fits = (name: string) => name.length >= impactNameLimits.min && name.length <= impactNameLimits.max;

/**
 * POST /impact/edit: turn the page on (a name is needed then) or off. Off, the name may be empty or stay as it was, to
 * turn the page on again at the same address; a name given is checked either way, with the name's own messages, one
 * at a time. Plain refinements, not zod's superRefine: the portal's first download carries zod's core, and
 * superRefine would join it there for this one form.
 */
export const impactEditInputSchema = z
  .object({
    enabled: z.boolean({ error: v.invalid }),
    name: z._default(
      z.pipe(
        z.string({ error: v.invalid }).check(z.maxLength(200, impactNameMessages.length)),
        z.transform((value: string) => value.trim()),
      ),
      '',
    ),
    /** The heading the page shows, such as the company's name; empty: the page's name; left out: as it was. */
    displayName: keptText(impactDisplayNameMax),
  })
  .check(
    nameCheck(filled, v.required),
    nameCheck(fits, impactNameMessages.length, filled),
    nameCheck(
      (name) => nameShape.test(name),
      impactNameMessages.chars,
      (name) => filled(name) && fits(name),
    ),
    nameCheck(
      (name) => !reservedImpactNames.includes(name),
      impactNameMessages.reserved,
      (name) => fits(name) && nameShape.test(name),
    ),
  );
export type ImpactEditInput = z.input<typeof impactEditInputSchema>;

/** GET /impact/public?name=: the page's name as typed in an address (checked as a name, so a bad one is a 400, not a lookup). */
export const impactPublicQuerySchema = z.object({ name: impactNameSchema });

/**
 * GET /impact/og.png?name=&lang=: the page's Open Graph picture. `lang` in the query, as a crawler that reads `og:image`
 * sends no `ln` header; without it, the `ln` header's language.
 */
export const impactImageQuerySchema = z.object({ name: impactNameSchema, lang: z.optional(z.enum(['de', 'en'], v.invalid)) });

const monthSchema = /* @__PURE__ */ z.string().check(z.regex(/^\d{4}-(0[1-9]|1[0-2])$/, v.invalid));

/**
 * What a public impact page shows, and nothing else of the account: no e-mail, no wallet, no amounts paid, no holder's
 * name from the profile (the page's name and the name shown, `displayName`, are the ones the customer chose for the
 * page; `displayName` null when none was given). Tonnes compensated per month (Europe/Vienna, oldest first,
 * months without a compensation left out), per forest, and the certificates that are valid now.
 */
export const impactPublicAnswerSchema = z.object({
  name: answerId,
  displayName: z._default(z.nullable(answerName), null),
  tonnes: z.number(),
  months: boundedArray(z.object({ month: monthSchema, tonnes: z.number() }), 1200),
  forests: boundedArray(z.object({ productId: answerId, name: answerName, location: answerName, tonnes: z.number() }), 200),
  certificates: boundedArray(z.object({ id: answerId, project: answerName, tonnes: z.number(), date: dateTimeSchema }), 1000),
});
export type ImpactPublic = z.infer<typeof impactPublicAnswerSchema>;

/** GET /impact/list: the names of the pages that are public now (the sitemap lists them). */
export const impactListAnswerSchema = z.object({ pages: boundedArray(z.object({ name: answerId }), 100_000) });
