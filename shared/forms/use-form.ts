import { useEffect, useRef, useState, type FormEvent } from 'react';
import type * as z from 'zod/mini';
import { errorMessageKey, isApiError, type ApiError, type ApiErrorKind } from '../api/errors';
import { fieldIssues, keysByField } from '../api/field-issues';
import { preloadApiClient } from '../api/lazy-client';
import { FieldFailure } from './field-failure';
import type { SummaryItem } from '../ui/error-summary';

export type FieldErrors = Record<string, string>;

/** What a form reports when it fails: the kind (an API error kind, or VALIDATION) and the i18n key of what it shows. */
export interface FormFailure {
  kind: ApiErrorKind | 'VALIDATION';
  code?: string | undefined;
  message: string;
}

export type Validated<Out> = { ok: true; data: Out } | { ok: false; errors: FieldErrors };

/** Parses `input` with `schema`; on failure, one message key per field path (the first issue wins). */
export function validate<S extends z.ZodMiniType>(schema: S, input: unknown, empty: (path: string) => boolean): Validated<z.output<S>> {
  const result = schema.safeParse(input);
  if (result.success) return { ok: true, data: result.data };
  const keys = keysByField(fieldIssues(result.error.issues), () => true);
  return { ok: false, errors: Object.fromEntries([...keys].map(([path, key]) => [path, empty(path) ? 'validation.required' : key])) };
}

interface UseFormOptions<V extends Record<string, unknown>, Out> {
  initial: V;
  /** Turns the typed values into the schema's input and parses them (async where the schema loads on first use). */
  parse: (values: V) => Validated<Out> | Promise<Validated<Out>>;
  /** Sends the parsed data; throws an ApiError on failure. */
  submit: (data: Out, values: V) => Promise<void>;
  /** The action's own failure message ("Failed to …"), for server errors without a known code. */
  fallbackErrorKey: string;
  onFailure?: (failure: FormFailure) => void;
}

export interface FormController<V extends Record<string, unknown>> {
  values: V;
  set: <K extends keyof V>(name: K, value: V[K]) => void;
  errors: FieldErrors;
  /** A message about the whole form (i18n key), e.g. the network failure. */
  formError: string | null;
  pending: boolean;
  /** Increases on each failed submit: the error summary takes focus again. */
  failures: number;
  handleSubmit: (event: FormEvent) => void;
  /** Shows the errors of a failed call (for steps that call outside handleSubmit). */
  showError: (error: unknown) => void;
  /** Removes every error shown (when something else made them stale, like a new code sent). */
  clearErrors: () => void;
  summary: (labels: Record<string, { id: string; label: string }>) => SummaryItem[];
}

/**
 * Form state for the shared forms. Values are never cleared on an error; a submit while one is running is ignored
 * (five presses send one request); field errors come from the schema and from the server's `field`/`issues`.
 */
export function useForm<V extends Record<string, unknown>, Out>(options: UseFormOptions<V, Out>): FormController<V> {
  const [values, setValues] = useState<V>(options.initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [failures, setFailures] = useState(0);
  const running = useRef(false);
  const valuesRef = useRef(values);
  valuesRef.current = values;

  const set: FormController<V>['set'] = (name, value) => {
    setValues((current) => ({ ...current, [name]: value }));
    // An edited field's old error no longer applies.
    setErrors((current) => {
      if (!((name as string) in current)) return current;
      const { [name as string]: _edited, ...rest } = current;
      return rest;
    });
  };

  const showError = (error: unknown) => {
    if (error instanceof FieldFailure) {
      setErrors({ [error.field]: error.key });
      setFormError(null);
      setFailures((count) => count + 1);
      options.onFailure?.({ kind: error.kind, message: error.key });
      return;
    }
    const apiError: ApiError | null = isApiError(error) ? error : null;
    const fieldErrors: FieldErrors = {};
    if (apiError) {
      for (const [path, key] of keysByField(apiError.issues, (path) => path in valuesRef.current)) fieldErrors[path] = key;
      if (apiError.field && apiError.field in valuesRef.current && apiError.code !== 'VALIDATION') {
        fieldErrors[apiError.field] = errorMessageKey(apiError, options.fallbackErrorKey) ?? options.fallbackErrorKey;
      }
    }
    const key = errorMessageKey(error, options.fallbackErrorKey);
    const atField = Object.keys(fieldErrors).length > 0;
    setErrors(fieldErrors);
    // A message shown at its field is not repeated for the whole form.
    setFormError(atField ? null : key);
    if (key !== null) {
      setFailures((count) => count + 1);
      options.onFailure?.({ kind: apiError?.kind ?? 'HTTP_ERROR', code: apiError?.code, message: atField ? (Object.values(fieldErrors)[0] ?? key) : key });
    }
  };

  const run = async (values: V) => {
    // The schemas may still be loading (the first submit): the press counts as running from the start.
    try {
      const parsed = await options.parse(values);
      if (!parsed.ok) {
        setErrors(parsed.errors);
        setFormError(null);
        setFailures((count) => count + 1);
        options.onFailure?.({ kind: 'VALIDATION', message: 'forms.errorSummaryTitle' });
        return;
      }
      setPending(true);
      setErrors({});
      setFormError(null);
      await options.submit(parsed.data, values);
    } catch (error) {
      showError(error);
    } finally {
      running.current = false;
      setPending(false);
    }
  };

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (running.current) return;
    running.current = true;
    void run(valuesRef.current);
  };

  return {
    values,
    set,
    errors,
    formError,
    pending,
    failures,
    handleSubmit,
    showError,
    clearErrors: () => {
      setErrors({});
      setFormError(null);
    },
    summary: (labels) => [
      ...Object.entries(errors).map(([path, message]) => ({ fieldId: labels[path]?.id, label: labels[path]?.label, message })),
      ...(formError ? [{ message: formError }] : []),
    ],
  };
}

/**
 * Loads what a form needs to submit (its schemas and calls, and the API client) after its first render, so that
 * neither the first render nor the first submit waits for it. A failed load is retried by the submit.
 */
export function usePreload(...loaders: (() => Promise<unknown>)[]): void {
  useEffect(() => {
    for (const load of [...loaders, preloadApiClient]) load().catch(() => undefined);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps -- once, after the first render
}

/** A decimal number as people type it: "12,5" and "12.5" are both 12.5; empty is undefined. */
export function parseDecimal(raw: string): number | undefined {
  const text = raw.trim().replace(/\s/g, '').replace(',', '.');
  if (text === '') return undefined;
  return /^[-+]?\d*\.?\d+$/.test(text) ? Number(text) : Number.NaN;
}
