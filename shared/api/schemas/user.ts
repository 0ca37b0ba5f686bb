import * as z from 'zod/mini';
import { answerId, answerName, boundedArray, idSchema, messageAnswerSchema, optionalText, text, v, webUrlSchema } from './common';

export const countrySchema = z.object({
  _id: answerId,
  /** The name in the language of the request (`ln`). */
  name: answerName,
  names: z.object({ en: answerName, de: answerName }),
});
export type Country = z.infer<typeof countrySchema>;
export const countryListAnswerSchema = z.object({ countries: boundedArray(countrySchema, 500) });

/** Only private and business accounts exist for the front end; anything else is read as private. */
export const userTypeSchema = z.enum(['private', 'business'], { error: v.choice });
export type UserType = z.infer<typeof userTypeSchema>;

export const userSchema = z.object({
  _id: answerId,
  email: answerName,
  name: answerName,
  lastName: answerName,
  userType: z.catch(z._default(userTypeSchema, 'private'), 'private'),
  roles: z._default(boundedArray(answerId, 100), []),
  status: z._default(z.number(), 1),
  country: z._default(z.nullable(countrySchema), null),
  taxID: z._default(z.nullable(answerName), null),
  companyName: z._default(z.nullable(answerName), null),
  position: z._default(z.nullable(answerName), null),
  street: z._default(answerName, ''),
  houseNumber: z._default(answerName, ''),
  zipCode: z._default(answerName, ''),
  city: z._default(answerName, ''),
});
export type User = z.infer<typeof userSchema>;

export const walletSchema = z.object({
  address: answerId,
  tokensAvailable: z.number().check(z.int(), z.minimum(0)),
  tokensSpent: z.number().check(z.int(), z.minimum(0)),
  /** The wallet's page in the public register (an extension: the specification names no link for an address). */
  registerUrl: z.optional(webUrlSchema),
});
export type Wallet = z.infer<typeof walletSchema>;

export const savedCardSchema = z.object({
  _id: answerId,
  brand: answerName,
  last4: answerId,
  expiry: answerId,
  nameOnCard: answerName,
});
export type SavedCard = z.infer<typeof savedCardSchema>;

export const profileSchema = z.object({
  user: userSchema,
  wallet: walletSchema,
  cards: z._default(boundedArray(savedCardSchema, 100), []),
});
export type Profile = z.infer<typeof profileSchema>;
export const profileAnswerSchema = z.object({ profile: profileSchema });

export const profileEditInputSchema = z.object({
  name: text(100),
  lastName: text(100),
  street: text(200),
  houseNumber: text(20),
  zipCode: text(20),
  city: text(100),
  country: idSchema,
  companyName: z.optional(optionalText(200)),
  position: z.optional(optionalText(200)),
  taxID: z.optional(optionalText(50)),
});
export type ProfileEditInput = z.input<typeof profileEditInputSchema>;
export const profileEditAnswerSchema = z.extend(messageAnswerSchema, { profile: profileSchema });
