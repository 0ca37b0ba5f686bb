/** The public impact page (issue 42): its owner's setting, and what anyone reads of it by its name. */
import { providerTimeZone } from '#shared/api/constants';
import { impactNameMessages } from '#shared/api/schemas/impact';
import { SandboxError, me, type Ctx } from '../context';
import type { UserRecord } from '../db';
import type { Handlers } from '../handler-types';
import { renderImpactImage } from '../og-image';
import { certificateState, forestIn } from '../views';

const settingOf = (user: UserRecord) => ({
  enabled: user.impactPage?.enabled ?? false,
  name: user.impactPage?.name ?? null,
  displayName: user.impactPage?.displayName || null,
});

/** The month (`YYYY-MM`) of an instant in the provider's time zone, where the dashboard's chart counts its months too. */
const monthFormat = new Intl.DateTimeFormat('en-CA', { timeZone: providerTimeZone, year: 'numeric', month: '2-digit' });
const monthOf = (instant: string) => {
  const parts = Object.fromEntries(monthFormat.formatToParts(new Date(instant)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}`;
};

/** Adds `tonnes` to `key`'s entry, keeping the order in which keys first came. */
const addTo = (totals: Map<string, number>, key: string, tonnes: number) => totals.set(key, (totals.get(key) ?? 0) + tonnes);

/**
 * What the page shows of `user`: the tonnes compensated (tokens burned, one tonne each) per month and per forest, and
 * the certificates valid now. Deliberately built field by field, never by spreading a record: nothing of the account
 * beyond these (e-mail, wallet, holder, amounts paid) can slip into the answer.
 */
function publicView(ctx: Ctx, user: UserRecord, name: string) {
  const burns = ctx.db.transactions.filter((transaction) => transaction.userId === user._id && transaction.type === 'compensation');
  const months = new Map<string, number>();
  const forests = new Map<string, number>();
  for (const burn of [...burns].sort((a, b) => a.date.localeCompare(b.date))) {
    addTo(months, monthOf(burn.date), burn.totalAdded);
    for (const forest of burn.forests ?? []) addTo(forests, forest.productId, forest.amount);
  }
  const certificates = ctx.db.certificates.filter(
    (certificate) => certificate.userId === user._id && certificateState(ctx.db.certificates, certificate, ctx.now) === 'valid',
  );
  return {
    name,
    displayName: user.impactPage?.displayName || null,
    tonnes: burns.reduce((sum, burn) => sum + burn.totalAdded, 0),
    months: [...months].sort(([a], [b]) => a.localeCompare(b)).map(([month, tonnes]) => ({ month, tonnes })),
    forests: [...forests]
      .map(([productId, tonnes]) => ({ productId, ...forestIn(ctx.db, ctx.lang, productId), tonnes }))
      .sort((a, b) => b.tonnes - a.tonnes || a.name.localeCompare(b.name)),
    certificates: certificates
      .map((certificate) => ({ id: certificate.id, project: certificate.project, tonnes: certificate.co2Compensated, date: certificate.date }))
      .sort((a, b) => b.date.localeCompare(a.date)),
  };
}

const publicOwner = (ctx: Ctx, name: string) => ctx.db.users.find((user) => user.impactPage?.enabled && user.impactPage.name === name && user.status === 1);

export const impactHandlers: Handlers<'getImpactSetting' | 'editImpactSetting' | 'getPublicImpact' | 'getImpactImage' | 'listImpactPages'> = {
  getImpactSetting: (ctx) => ({ impactPage: settingOf(me(ctx)) }),

  editImpactSetting(ctx, input) {
    const user = me(ctx);
    if (!ctx.db.users.includes(user)) throw new SandboxError(401, 'UNAUTHORIZED');
    // Off without a name keeps the name the customer had, so turning it on again gives the same address.
    const name = input.name || user.impactPage?.name || '';
    // Taken is said like the name's other faults, at the field: a 400 with its issue (no error code of its own, whose
    // message every first download would carry).
    if (name && ctx.db.users.some((other) => other !== user && other.impactPage?.name === name)) {
      throw new SandboxError(
        400,
        'VALIDATION',
        'name',
        [{ path: 'name', message: impactNameMessages.taken }],
        'Invalid request. name: this name is already taken',
      );
    }
    // The name shown stays as it was when the edit leaves it out.
    const displayName = input.displayName ?? user.impactPage?.displayName ?? '';
    ctx.store.change(() => {
      user.impactPage = name ? { enabled: input.enabled, name, ...(displayName ? { displayName } : {}) } : undefined;
    });
    return { impactPage: settingOf(user) };
  },

  getPublicImpact(ctx, input) {
    const owner = publicOwner(ctx, input.name);
    if (!owner) throw new SandboxError(404, 'NOT_FOUND', 'name');
    return publicView(ctx, owner, input.name);
  },

  getImpactImage(ctx, input) {
    const owner = publicOwner(ctx, input.name);
    if (!owner) throw new SandboxError(404, 'NOT_FOUND', 'name');
    const lang = input.lang ?? ctx.lang;
    const png = renderImpactImage(publicView({ ...ctx, lang }, owner, input.name), lang);
    // Public, and what a link preview fetches again and again: a few minutes in caches, so a page turned off is gone soon.
    return new Response(new Uint8Array(png), { headers: { 'content-type': 'image/png', 'cache-control': 'public, max-age=300' } });
  },

  listImpactPages: (ctx) => ({
    pages: ctx.db.users
      .filter((user) => user.impactPage?.enabled && user.status === 1)
      .map((user) => ({ name: user.impactPage?.name ?? '' }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  }),
};
