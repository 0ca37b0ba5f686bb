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

/**
 * The query parameter that carries a calculation in the calculator's links (`private_7.4_2026`: kind, tonnes, year),
 * for a link opened in a new tab (a middle click, ctrl-click), which has neither the click's save nor the tab's storage.
 */
export const calculationParam = 'calculation';

/** A calculation as the value of `calculationParam`. */
export const calculationValue = ({ kind, tonnes, year }: Calculation): string => `${kind}_${String(tonnes)}_${String(year)}`;

/** The calculation in this page's address, checked as a stored one is; null when there is none or it is not one. */
function calculationInAddress(): Calculation | null {
  const value = new URLSearchParams(globalThis.location?.search ?? '').get(calculationParam);
  const [kind, tonnes, year, ...rest] = value?.split('_') ?? [];
  if (rest.length > 0 || tonnes === undefined || year === undefined) return null;
  const parsed = calculationSchema.safeParse({ kind, tonnes: Number(tonnes), year: Number(year) });
  return parsed.success ? parsed.data : null;
}

/**
 * The calculation: the one in the page's address (kept in the tab from then on: the pages after it lose the address),
 * else the stored one, or null (none, or not one: a value from elsewhere is ignored).
 */
export function readCalculation(): Calculation | null {
  const carried = calculationInAddress();
  if (carried) {
    saveCalculation(carried);
    return carried;
  }
  return readStored(storageKeys.calculation, (value) => {
    const parsed = calculationSchema.safeParse(value);
    return parsed.success ? parsed.data : null;
  });
}

export function clearCalculation(): void {
  writeStored(storageKeys.calculation, null);
}

const cartLinesSchema = z.array(z.object({ productId: z.string().check(z.minLength(1)), quantity: z.number().check(z.int(), z.positive()) }));
const pendingProjectSchema = z.object({
  projectId: z.string().check(z.minLength(1), z.maxLength(200)),
  name: z.string().check(z.maxLength(1000)),
  /**
   * The lines each project's last press added to the cart, by project id: a later press for a project takes its own
   * back before it adds, whichever projects were pressed in between, so a project's tokens are in the cart once.
   */
  addedBy: z.optional(z.record(z.string(), cartLinesSchema)),
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
