import { standardSchemaResolver } from '@hookform/resolvers/standard-schema';
import { get, type FieldError, type FieldErrors, type FieldValues, type Resolver } from 'react-hook-form';
import type * as z from 'zod/mini';
import { issueKey } from '#shared/api/field-issues';

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

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
 * fields show: the i18n key of the issue, or "required" for an empty field whatever the schema said about it.
 */
export function portalResolver<S extends z.ZodMiniType<unknown, FieldValues>>(schema: S): Resolver<z.input<S>, unknown, z.output<S>> {
  const resolve = standardSchemaResolver(schema) as Resolver<z.input<S>, unknown, z.output<S>>;
  return async (values, context, options) => {
    const result = await resolve(values, context, options);
    for (const [path, error] of leaves(result.errors)) {
      error.message = path !== 'root' && isEmpty(get(values, path)) ? 'validation.required' : issueKey(error.message);
    }
    return result;
  };
}

export { leaves as errorLeaves };
