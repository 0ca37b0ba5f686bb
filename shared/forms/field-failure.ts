import type { ApiErrorKind } from '../api/errors';

/**
 * A failure that belongs to one field, found while submitting (an upload the API refuses, a wrong mailed password):
 * thrown by a form's submit, shown at that field. The widgets' forms (use-form.ts) and the portal's form kit
 * (portal/lib/form/server-failure.ts) both catch it.
 */
export class FieldFailure extends Error {
  constructor(
    /** The field's name in the form (`compensationPeriod.endDate` for a nested one). */
    readonly field: string,
    /** An i18n key. */
    readonly key: string,
    readonly kind: ApiErrorKind | 'VALIDATION' = 'VALIDATION',
  ) {
    super(key);
    this.name = 'FieldFailure';
  }
}
