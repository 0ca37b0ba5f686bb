import type { Project } from '#shared/api/schemas/project';
import type { User, Wallet } from '#shared/api/schemas/user';
import type { Country } from '#shared/api/schemas/user';
import type { Language } from '#shared/i18n/languages';
import { countryNames } from './countries';
import type { Ctx } from './context';
import type { CertificateRecord, ProjectRecord, UserRecord } from './db';
import { inLanguage } from './seed-german';

const allCountries = countryNames();

export function countries(lang: Language): Country[] {
  const collator = new Intl.Collator(lang);
  return allCountries.map((country) => ({ ...country, name: country.names[lang] })).sort((a, b) => collator.compare(a.name, b.name));
}

export const findCountry = (id: string) => allCountries.find((country) => country._id === id) ?? null;

export function userView(user: UserRecord, lang: Language): User {
  const country = findCountry(user.country);
  return {
    _id: user._id,
    email: user.email,
    name: user.name,
    lastName: user.lastName,
    userType: user.userType,
    roles: user.roles,
    status: user.status,
    country: country ? { ...country, name: country.names[lang] } : null,
    taxID: user.taxID,
    companyName: user.companyName,
    position: user.position,
    street: user.street,
    houseNumber: user.houseNumber,
    zipCode: user.zipCode,
    city: user.city,
  };
}

export const tokensAvailable = (user: UserRecord) => user.holdings.reduce((sum, lot) => sum + lot.quantity, 0);

export const walletView = (ctx: Ctx, user: UserRecord): Wallet => ({
  address: user.walletAddress,
  tokensAvailable: tokensAvailable(user),
  tokensSpent: user.tokensSpent,
  registerUrl: addressRegisterUrl(ctx, user.walletAddress),
});

export function projectView(project: ProjectRecord): Project {
  const status =
    project.co2Compensation >= project.co2Emissions ? 'fully_compensated' : project.co2Compensation > 0 ? 'partly_compensated' : 'needs_compensation';
  return {
    _id: project._id,
    name: project.name,
    description: project.description,
    co2Emissions: project.co2Emissions,
    co2Compensation: project.co2Compensation,
    compensationPeriod: project.compensationPeriod,
    createdAt: project.createdAt,
    status,
    certificateId: project.certificateId,
  };
}

/** The public register page of a transaction (served by the sandbox at /dev/register). */
export const registerUrl = (ctx: Ctx, transactionId: string) => `${ctx.origin}/dev/register/${encodeURIComponent(transactionId)}`;
/** The public register page of a forest's index range (served by the sandbox at /dev/register/forest). */
export const indexRegisterUrl = (ctx: Ctx, productId: string, range: { from: number; to: number }) =>
  `${ctx.origin}/dev/register/forest/${encodeURIComponent(productId)}?${new URLSearchParams({ from: String(range.from), to: String(range.to) }).toString()}`;
/** The public register page of a wallet address (served by the sandbox at /dev/register/address). */
export const addressRegisterUrl = (ctx: Ctx, address: string) => `${ctx.origin}/dev/register/address/${encodeURIComponent(address)}`;

export function certificateView(ctx: Ctx, certificate: CertificateRecord) {
  return {
    id: certificate.id,
    holder: certificate.holder,
    period: certificate.period,
    project: certificate.project,
    date: certificate.date,
    co2Emitted: certificate.co2Emitted,
    co2Compensated: certificate.co2Compensated,
    transactionID: certificate.transactionID,
    supportedForests: certificate.supportedForests.map((forest) => ({
      ...forest,
      name: inLanguage(ctx.lang, forest.name),
      location: inLanguage(ctx.lang, forest.location),
    })),
    blockchainUrl: registerUrl(ctx, certificate.transactionID),
  };
}

export type CertificateState = 'valid' | 'expired' | 'pending';
export function certificateState(certificate: CertificateRecord, now: Date): CertificateState {
  if (certificate.readyAt === null || new Date(certificate.readyAt) > now) return 'pending';
  if (certificate.expiresAt !== null && certificate.expiresAt < now.toISOString().slice(0, 10)) return 'expired';
  return 'valid';
}
