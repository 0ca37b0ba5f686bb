/** What the sign-up asks and keeps: its steps, the details and the code, and the draft a reload brings back. */

import * as z from 'zod/mini';
import { codeSchema } from '#shared/api/schemas/auth';
import type { UserType } from '#shared/api/schemas/user';
import { storageKeys } from '#shared/storage/keys';
import { readStored, writeStored } from '#shared/storage/storage';

export type Step = 'type' | 'details' | 'verify' | 'done';
export const steps: Step[] = ['type', 'details', 'verify', 'done'];

export interface Details {
  accountType: UserType;
  name: string;
  surname: string;
  companyName: string;
  position: string;
  taxID: string;
  street: string;
  houseNumber: string;
  zipCode: string;
  city: string;
  country: string;
  email: string;
  password: string;
  confirmPassword: string;
  termsAgreement: boolean;
}
export const emptyDetails: Details = {
  accountType: 'private',
  name: '',
  surname: '',
  companyName: '',
  position: '',
  taxID: '',
  street: '',
  houseNumber: '',
  zipCode: '',
  city: '',
  country: '',
  email: '',
  password: '',
  confirmPassword: '',
  termsAgreement: false,
};
export const verifyInputSchema = z.object({ code: codeSchema });

interface Draft {
  step: Step;
  accountType: UserType;
  details: Omit<Details, 'accountType' | 'password' | 'confirmPassword'>;
}

/** What a reload in the middle brings back: everything typed but the passwords. */
export const readSignUpDraft = (): Draft | null =>
  readStored(storageKeys.signUpDraft, (value) => (value && steps.includes((value as Draft).step) ? (value as Draft) : null));
/** Storage refused: the flow still works, a reload just starts over. */
export const writeSignUpDraft = (draft: Draft | null): void => void writeStored(storageKeys.signUpDraft, draft);
