import * as z from 'zod/mini';
import { answerName, dateTimeSchema, emailSchema, idSchema, messageAnswerSchema, optionalText, text, tooLong, v, whenValid } from './common';
import { userSchema, userTypeSchema } from './user';

export const passwordSchema = z.string({ error: v.required }).check(z.minLength(8, v.passwordLength), z.maxLength(128, v.passwordLength));
/**
 * A password as entered to log in or to confirm a change: not held to today's rule (8 to 128 characters; an older
 * password may be shorter), only bounded.
 */
const maxPasswordInput = 1024;
const enteredPassword = z.string().check(z.minLength(1, v.required), z.maxLength(maxPasswordInput, tooLong(maxPasswordInput)));

/** The six-digit code sent by e-mail. */
export const codeSchema = z.pipe(
  z.string({ error: v.required }),
  z.pipe(
    z.transform((value: string) => value.replace(/\s+/g, '')),
    z.string().check(z.regex(/^\d{6}$/, v.code)),
  ),
);

/**
 * "The passwords do not match" at the repeated password, in the same submit as every other error: it runs whenever
 * the repetition is there, also while the password itself is too short or other fields are missing.
 */
export const passwordsMatch = () =>
  z.refine<{ password: string; confirmPassword: string }>(
    (input) => input.password === input.confirmPassword || typeof input.password !== 'string' || input.password === '',
    {
      error: v.passwordMatch,
      path: ['confirmPassword'],
      when: whenValid('confirmPassword'),
    },
  );

export const registerInputSchema = z
  .object({
    accountType: z._default(userTypeSchema, 'private'),
    name: text(100),
    surname: text(100),
    companyName: z.optional(optionalText(200)),
    position: z.optional(optionalText(200)),
    taxID: z.optional(optionalText(50)),
    street: text(200),
    houseNumber: text(20),
    zipCode: text(20),
    city: text(100),
    country: idSchema,
    email: emailSchema,
    password: passwordSchema,
    confirmPassword: z.string({ error: v.required }).check(z.maxLength(maxPasswordInput, tooLong(maxPasswordInput))),
    termsAgreement: z.literal(true, { error: v.terms }),
  })
  .check(
    passwordsMatch(),
    z.refine((input) => input.accountType !== 'business' || !!input.companyName, {
      error: v.required,
      path: ['companyName'],
      when: whenValid('accountType', 'companyName'),
    }),
    z.refine((input) => input.accountType !== 'business' || !!input.position, {
      error: v.required,
      path: ['position'],
      when: whenValid('accountType', 'position'),
    }),
    z.refine((input) => input.accountType !== 'business' || !!input.taxID, { error: v.required, path: ['taxID'], when: whenValid('accountType', 'taxID') }),
  );
export type RegisterInput = z.input<typeof registerInputSchema>;
export const registerAnswerSchema = z.extend(messageAnswerSchema, { email: answerName });

/** Checks the e-mail code, or (with `resend`) sends a new one. */
export const verifyTokenInputSchema = z.union([z.object({ email: emailSchema, code: codeSchema }), z.object({ email: emailSchema, resend: z.literal(true) })]);
export type VerifyTokenInput = z.input<typeof verifyTokenInputSchema>;
export const verifyTokenAnswerSchema = z.extend(messageAnswerSchema, { verified: z.boolean() });

export const finalizeRegisterInputSchema = z.object({ email: emailSchema, code: codeSchema });
export type FinalizeRegisterInput = z.input<typeof finalizeRegisterInputSchema>;
export const finalizeRegisterAnswerSchema = messageAnswerSchema;

export const loginInputSchema = z.object({ email: emailSchema, password: enteredPassword });
export type LoginInput = z.input<typeof loginInputSchema>;
export const sessionSchema = z.object({ token: z.string().check(z.minLength(1), z.maxLength(4096)), expiresAt: z.optional(dateTimeSchema) });
export const loginAnswerSchema = z.object({ user: userSchema, session: sessionSchema });

export const forgotPasswordInputSchema = z.object({ email: emailSchema });
export type ForgotPasswordInput = z.input<typeof forgotPasswordInputSchema>;

export const setPasswordInputSchema = z
  .object({
    currentPassword: enteredPassword,
    password: passwordSchema,
    confirmPassword: z.string({ error: v.required }).check(z.maxLength(maxPasswordInput, tooLong(maxPasswordInput))),
  })
  .check(passwordsMatch());
export type SetPasswordInput = z.input<typeof setPasswordInputSchema>;

export { messageAnswerSchema };
