import { useId, useRef, useState, type BaseSyntheticEvent } from 'react';
import { useForm, type DefaultValues, type Resolver, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import { portalResolver } from './resolver';
import { submitFailure } from './server-failure';

/** Each form's id prefix, so that a field's id (`${prefix}-${name}`) is unique on the page and the summary links to it. */
const formIds = new WeakMap<object, string>();

/** The id of a form's field input, as the field renders it and the error summary links to it. */
export function fieldId(control: object, name: string): string {
  return `${formIds.get(control) ?? 'form'}-${name}`;
}

interface PortalFormOptions<S extends z.ZodMiniType<unknown, FieldValues>, V extends FieldValues> {
  /** The contract's schema (shared/api/schemas): it checks the form's values and gives what `onSubmit` sends. */
  schema: S;
  /**
   * The form's values as typed, which the schema's input need not match until they are valid (a box not ticked yet
   * where the schema wants `true`, a number that cannot be read).
   */
  defaultValues: V;
  /** Sends the checked data; an ApiError it throws shows at the fields it names, or in the summary. */
  onSubmit: (data: z.output<S>) => Promise<void> | void;
  /** The action's own failure message ("Failed to log in"), for a server error without a known code. */
  fallbackErrorKey?: string;
}

export interface PortalForm<S extends z.ZodMiniType<unknown, FieldValues>, V extends FieldValues> {
  form: UseFormReturn<V, unknown, z.output<S>>;
  /** The form's `onSubmit`: a press while one is running does nothing (five presses send one request). */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  pending: boolean;
  /** The message (i18n key) of a failure that belongs to no field: the summary shows it. */
  failure: string | null;
  /** Shows a failure of a call made outside the submit (a "send the code again" link), as a submit's would be. */
  fail: (error: unknown) => void;
  /** Removes every message shown (when something else made them stale, like a new code sent). */
  clear: () => void;
}

/**
 * The portal's forms: react-hook-form with the contract's zod/mini schema as a Standard Schema resolver. Errors show
 * after the first submit and follow the typing after that; the error summary, not the first field, takes focus.
 */
export function usePortalForm<S extends z.ZodMiniType<unknown, FieldValues>, V extends FieldValues = z.input<S>>({
  schema,
  defaultValues,
  onSubmit,
  fallbackErrorKey = 'errors.unknown',
}: PortalFormOptions<S, V>): PortalForm<S, V> {
  const [resolver] = useState(() => portalResolver(schema) as unknown as Resolver<V, unknown, z.output<S>>);
  const form = useForm<V, unknown, z.output<S>>({
    resolver,
    defaultValues: defaultValues as DefaultValues<V>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const id = useId();
  formIds.set(form.control, id);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const running = useRef(false);

  const fail = (error: unknown) => {
    const found = submitFailure(error, form.getValues(), fallbackErrorKey);
    for (const [path, key] of found.fields) form.setError(path as Path<V>, { type: 'server', message: key });
    setFailure(found.failure);
  };

  const submit = async (event?: BaseSyntheticEvent) => {
    event?.preventDefault();
    if (running.current) return;
    running.current = true;
    setFailure(null);
    try {
      await form.handleSubmit(async (data) => {
        setPending(true);
        try {
          await onSubmit(data);
        } catch (error) {
          fail(error);
        }
      })(event);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  return {
    form,
    submit,
    pending,
    failure,
    fail,
    clear: () => {
      form.clearErrors();
      setFailure(null);
    },
  };
}
