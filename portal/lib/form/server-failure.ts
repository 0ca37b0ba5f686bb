import { errorMessageKey, isApiError } from '#shared/api/errors';
import { keysByField } from '#shared/api/field-issues';
import { FieldFailure } from '#shared/forms/field-failure';

/** Whether `path` (dotted) names a field of `values`, nested objects included. */
export function hasField(values: unknown, path: string): boolean {
  let node = values;
  for (const part of path.split('.')) {
    if (typeof node !== 'object' || node === null || !Object.hasOwn(node, part)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

export interface SubmitFailure {
  /** Messages (i18n keys) to show at fields, by field name. */
  fields: [path: string, key: string][];
  /** The message for the whole form; null when the fields say it, or for a failure that shows nothing. */
  failure: string | null;
}

/**
 * Where a failed submit's messages go: the server's field issues (nested paths too) and its `field` at the form's
 * fields; everything else (network, timeout, an unknown code, an issue about no field of this form) as one message.
 */
export function submitFailure(error: unknown, values: unknown, fallbackKey: string): SubmitFailure {
  if (error instanceof FieldFailure) return { fields: [[error.field, error.key]], failure: null };
  const fields: [string, string][] = [];
  if (isApiError(error)) {
    fields.push(...keysByField(error.issues, (path) => hasField(values, path)));
    if (error.field && error.code !== 'VALIDATION' && hasField(values, error.field) && !fields.some(([path]) => path === error.field)) {
      fields.push([error.field, errorMessageKey(error, fallbackKey) ?? fallbackKey]);
    }
  }
  // A message shown at its field is not repeated for the whole form.
  return { fields, failure: fields.length > 0 ? null : errorMessageKey(error, fallbackKey) };
}
