/**
 * A form's draft in `sessionStorage` (the tab's, on the page's origin: a host page's for a widget), so a reload loses
 * nothing typed. Only text values, never a file's content or a password. Storage that is missing, refuses or holds
 * something else (another script's junk, an older shape) counts as no draft: a draft never breaks a form.
 */
const maxLength = 10_000;

function storage(): Storage | null {
  try {
    // Reading `sessionStorage` itself throws in sandboxed frames and with storage blocked.
    return globalThis.sessionStorage ?? null;
  } catch {
    return null;
  }
}

/** The stored text values of `fields` (each a string of sane length), or an empty object. */
export function readDraft<K extends string>(key: string, fields: readonly K[]): Partial<Record<K, string>> {
  try {
    const raw = storage()?.getItem(key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return {};
    const draft: Partial<Record<K, string>> = {};
    for (const field of fields) {
      const value = (parsed as Record<string, unknown>)[field];
      if (typeof value === 'string' && value.length <= maxLength) draft[field] = value;
    }
    return draft;
  } catch {
    return {};
  }
}

/** Stores the draft, or removes it with `null`; a refusing storage is ignored (a reload then starts over). */
export function writeDraft(key: string, draft: Record<string, string> | null): void {
  try {
    const store = storage();
    if (!store) return;
    if (draft) store.setItem(key, JSON.stringify(draft));
    else store.removeItem(key);
  } catch {
    // Full or refused: the form works on without a draft.
  }
}
