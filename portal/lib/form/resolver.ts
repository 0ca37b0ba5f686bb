import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { issueKey } from '#shared/api/field-issues';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * A date input's value while a day is half entered or names none (day-field.tsx): the browser says '' then, which
 * would read as no day at all. No schema takes it; the field says what to do rather than the schema's "as MM/DD/YYYY",
 * a format the browser's input may not show.
 */
export const incompleteDay = 'incomplete day';

/** Every message of a nested error tree, as RHF keeps it (a leaf has a `type`), with its dotted path. */
function leaves(errors: FieldErrors, prefix = ''): [string, FieldError][] {
  return Object.entries(errors).flatMap(([name, error]): [string, FieldError][] => {
    if (!error || typeof error !== 'object') return [];
    const path = prefix ? `${prefix}.${name}` : name;
    return 'type' in error && typeof error.type === 'string' ? [[path, error as FieldError]] : leaves(error as FieldErrors, path);
  });
}

/**
 * The contract's schema as react-hook-form's resolver (zod/mini is a Standard Schema). Messages become what the
 * fields show: the i18n key of the issue, "required" for an empty field whatever the schema said about it, and a
 * date input's own message for a day it could not read.
 */
export function portalResolver<S extends z.ZodMiniType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = standardSchemaResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [path, error] of leaves(result.errors)) {
      const value: unknown = path === 'root' ? null : get(values, path);
      if (path !== 'root' && isEmpty(value)) error.message = 'validation.required';
      else if (value === incompleteDay) error.message = 'validation.dateIncomplete';
      else error.message = issueKey(error.message);
    }
    return result;
  };
}

export { leaves as errorLeaves };
