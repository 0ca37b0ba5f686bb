/**
 * A form's draft in `sessionStorage` (the tab's, on the page's origin: a host page's for a widget), so a reload loses
 * nothing typed. Only text values, never a file's content or a password. Storage that is missing, refuses or holds
 * something else (another script's junk, an older shape) counts as no draft: a draft never breaks a form.
 */
import type { StorageKey } from '../storage/keys';
import { readStored, writeStored } from '../storage/storage';

const maxLength = 10_000;

/** The stored text values of `fields` (each a string of sane length), or an empty object. */
export function readDraft<K extends string>(key: StorageKey, fields: readonly K[]): Partial<Record<K, string>> {
  const draft: Partial<Record<K, string>> = {};
  const stored = readStored(key, (value) => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : null));
  for (const field of fields) {
    const value = stored?.[field];
    if (typeof value === 'string' && value.length <= maxLength) draft[field] = value;
  }
  return draft;
}

/** Stores the draft, or removes it with `null`; a refusing storage is ignored (a reload then starts over). */
export function writeDraft(key: StorageKey, draft: Record<string, string> | null): void {
  writeStored(key, draft);
}
