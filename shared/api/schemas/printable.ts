import * as z from 'zod/mini';
import { messageWith } from '#shared/i18n/translate.ts';

/**
 * The characters the certificate and invoice PDFs print (their Noto fonts, demo/sandbox/pdf-typeset.ts): Latin, Greek
 * and Cyrillic with their combining marks, punctuation, currency signs, sub- and superscripts (CO₂), Hebrew, Arabic,
 * Chinese and Japanese (Han, kana), Korean (Hangul), and emoji; no control or format character but the joiners of
 * emoji and Persian words. tests/unit/sandbox/pdf-printable.test.ts checks every code point this accepts against the
 * fonts, so a character that passes never prints as an empty box.
 */
const printableCharacter =
  // eslint-disable-next-line no-misleading-character-class -- tested one code point at a time: a joiner or a combining mark is a character of its own here
  /^(?:[\u200c\u200d\u20e3\ufe0f]|(?![\p{C}\p{Zl}\p{Zp}])[\u0020-\u03e1\u03f0-\u052f\u0606-\u061b\u061e-\u06ff\u0750-\u077f\u08a0\u08a2-\u08ac\u08e4-\u08fe\u1d00-\u1df9\u1dfb-\u20c0\u2100-\u214f\u2460-\u24ff\u2c60-\u2c7f\u2de0-\u2fd5\u3000-\u31bb\u31c0-\u31e3\u31f0-\u332b\u332d-\u4db5\u4e00-\u9fef\ua640-\ua69f\ua720-\ua7ca\ufe10-\uffee\p{sc=Hebr}\p{sc=Hang}\p{Emoji}\p{ExtPict}])$/u;

/** The first character of `value` the PDFs cannot print (line breaks allowed with `lines`), or undefined. */
export const unprintableCharacter = (value: string, lines = false): string | undefined =>
  Array.from(value).find((character) => !printableCharacter.test(character) && !(lines && (character === '\n' || character === '\r')));

/**
 * The text fields that print on a certificate or an invoice, per endpoint: what a customer names there must print.
 * The project's description too, which no PDF prints yet, so that one may; it has lines, so it may hold line breaks.
 * The server applies `printable` after the endpoint's input schema (demo/sandbox/app.ts) and the portal shows its 400
 * at the field: in the input schemas themselves, the table would weigh on the portal's first downloads.
 */
export const printableFields = {
  register: ['name', 'surname', 'companyName', 'taxID', 'street', 'houseNumber', 'zipCode', 'city'],
  editProfile: ['name', 'lastName', 'companyName', 'taxID', 'street', 'houseNumber', 'zipCode', 'city'],
  createProject: ['name', 'description'],
  editProject: ['name', 'description'],
} as const;
const multiLine = new Set(['description']);

/**
 * The check of an input object's printable fields: an issue at each field holding a character the PDFs cannot print,
 * `validation.unprintable` with the character and its code point (`U+0915`), which may be invisible.
 */
export const printable = /*#__NO_SIDE_EFFECTS__*/ (fields: readonly string[]) =>
  z.superRefine<unknown>(
    (input, context) => {
      if (typeof input !== 'object' || input === null) return;
      for (const field of fields) {
        const value = (input as Record<string, unknown>)[field];
        // A field with an issue of its own (missing, too long) shows that one first.
        if (typeof value !== 'string' || context.issues.some((issue) => issue.path?.[0] === field)) continue;
        const character = unprintableCharacter(value, multiLine.has(field));
        if (character === undefined) continue;
        const code = `U+${(character.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`;
        context.addIssue({ code: 'custom', input: value, path: [field], message: messageWith('validation.unprintable', { character, code }) });
      }
    },
    // Also while other fields are invalid, so that a form shows every error at once.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );
