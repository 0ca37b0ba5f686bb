import type * as z from 'zod/mini';
import type { FieldIssue } from './schemas/common';

/**
 * From a failed parse or a 400's issues to what a form shows at its fields: one mapping for the sandbox (which answers
 * them), the widgets' forms and the portal's (which show them).
 */

/** An issue's message as an i18n key: ours are keys already (`validation.email`), anything else is "not valid". */
export const issueKey = (message: string | undefined): string => (message?.startsWith('validation.') ? message : 'validation.invalid');

/** Zod's issues as field issues: the dotted path, the message as an i18n key, zod's code. */
export const fieldIssues = (issues: readonly z.core.$ZodIssue[]): FieldIssue[] =>
  issues.map((issue) => ({ path: issue.path.join('.'), message: issueKey(issue.message), code: issue.code }));

/** One message key per field path that `isField` accepts, the first issue of a path winning. */
export function keysByField(issues: readonly { path: string; message: string }[], isField: (path: string) => boolean): Map<string, string> {
  const keys = new Map<string, string>();
  for (const issue of issues) if (isField(issue.path) && !keys.has(issue.path)) keys.set(issue.path, issueKey(issue.message));
  return keys;
}
