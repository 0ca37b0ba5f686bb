/**
 * The way from a question to a certificate (issue 42), carried in the tab's storage across pages: the calculator's
 * result a visitor chose to compensate ("Compensate these 7.4 t"), through sign-up and login to the new project form,
 * until a project is made of it; and the project whose missing tokens the customer went to buy, until the return page
 * has offered to compensate it.
 */
import * as z from 'zod/mini';
import { maxProjectEmissions } from '#shared/api/schemas/project';
import { storageKeys } from '#shared/storage/keys';
import { readStored, writeStored } from '#shared/storage/storage';

const calculationSchema = z.object({
  kind: z.enum(['private', 'business']),
  /** Tonnes a year, one decimal, more than 0 and within what a project takes. */
  tonnes: z.number().check(z.positive(), z.maximum(maxProjectEmissions)),
  /** The year the project's period covers. */
  year: z.number().check(z.int(), z.minimum(2000), z.maximum(2100)),
});
export type Calculation = z.infer<typeof calculationSchema>;

export function saveCalculation(calculation: Calculation): void {
  writeStored(storageKeys.calculation, calculation);
}

/** The stored calculation, or null (none, or not one: a value from elsewhere is ignored). */
export function readCalculation(): Calculation | null {
  return readStored(storageKeys.calculation, (value) => {
    const parsed = calculationSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function clearCalculation(): void {
  writeStored(storageKeys.calculation, null);
}

const pendingProjectSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.maxLength(1000)),
  /** The lines the press added to the cart: a second press for the same project takes them back before it adds. */
  added: z.optional(z.array(z.object({ productId: z.string().check(z.minLength(1)), quantity: z.number().check(z.int(), z.positive()) }))),
});
/** The project whose missing tokens a customer went to buy ("Buy the missing tokens" on its page). */
export type PendingProject = z.infer<typeof pendingProjectSchema>;

/** Remembers the project the cart was filled for: the return page, once the payment succeeded, offers to compensate it. */
export function rememberPendingProject(project: PendingProject): void {
  writeStored(storageKeys.compensateAfterPayment, project);
}

export function readPendingProject(): PendingProject | null {
  return readStored(storageKeys.compensateAfterPayment, (value) => {
    const parsed = pendingProjectSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function forgetPendingProject(): void {
  writeStored(storageKeys.compensateAfterPayment, null);
}
