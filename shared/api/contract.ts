/**
 * The API contract: every call of SPEC.md section 7, in one table, with its method, path, where its input goes, and
 * the zod schemas of input and answer. Each entry is defined beside its fetcher in endpoints/ (so a bundle carries
 * only the schemas it calls); the sandbox (demo/sandbox) serves this table. Adapting to the provider's production
 * API means editing the endpoint definitions and schemas/, never a screen.
 *
 * Here each entry also carries what the OpenAPI document (`npm run openapi`, demo/openapi/) says of it in English: a
 * summary, a description, its group, its error answers and, for an extension of the SPEC, why we added it. Only the
 * sandbox, the tools and the tests read this table, so the texts never reach a bundle.
 */
import * as auth from './endpoints/auth';
import * as media from './endpoints/media';
import * as profile from './endpoints/profile';
import * as projects from './endpoints/projects';
import * as certificates from './endpoints/certificates';
import * as leads from './endpoints/leads';
import * as meetings from './endpoints/meetings';
import * as support from './endpoints/support';
import * as reference from './endpoints/reference';
import * as wallet from './endpoints/wallet';
import * as report from './endpoints/report';
import * as impact from './endpoints/impact';
import type { DocumentedEndpoint, ErrorStatus } from './endpoint';
import type { ApiErrorCode } from './error-codes';

export type { DocumentedEndpoint, Endpoint, ErrorStatus, FileEndpoint, ParsedInputOf, Schema } from './endpoint';

const tags = {
  auth: 'Accounts and sessions',
  reference: 'Reference data',
  projects: 'Projects',
  money: 'Buying and burning',
  account: 'Profile and wallet',
  public: 'Public forms',
  impact: 'Public impact page',
  files: 'Files',
} as const;
/** The groups of calls, in the order the reference page lists them. */
export const contractTags: readonly string[] = Object.values(tags);

/** Why the impact page's calls exist: the SPEC has no public page of a customer. */
const impactExtension =
  'SPEC.md has no public page of a customer: a customer who wants to show what they compensated could only share certificates one by one. The page is off until its owner turns it on and shows only the compensations, forests and valid certificates.';

const notFoundOrNotYours = { 404: ['NOT_FOUND'], 403: ['ACCESS_ERROR'] } as const;

export const contract = {
  // auth
  register: {
    ...auth.registerEndpoint,
    tag: tags.auth,
    summary: 'Register an account',
    description:
      'Registers a private or business account (a business needs `companyName`, `position` and `taxID`) and mails a six-digit code to the address. The account is active once `/auth/verifyToken` and `/auth/finalizeRegister` accepted that code. `country` is an id of `/country/list`.',
    errors: { 409: ['EMAIL_EXISTS', 'EMAIL_UNVERIFIED'], 400: ['REGISTER_FAILED'] },
  },
  login: {
    ...auth.loginEndpoint,
    tag: tags.auth,
    summary: 'Log in',
    description:
      'Logs in with e-mail address and password and answers the user and `session.token`, which later calls send as header `lt`. After five failed logins of one address, or 20 from one client, within 15 minutes, logins are refused with `429 LOGIN_THROTTLED` and `retryAfter` (also in the `Retry-After` header), even with the right password. A password mailed by `/auth/forgotPassword` works beside the old one until it is first used.',
    errors: { 401: ['WRONG_CREDENTIALS'], 403: ['USER_NOT_ACTIVE', 'EMAIL_UNVERIFIED'], 429: ['LOGIN_THROTTLED'] },
  },
  verifyToken: {
    ...auth.verifyTokenEndpoint,
    tag: tags.auth,
    summary: 'Check the sign-up code, or send a new one',
    description:
      '`{ email, code }` checks the code mailed at sign-up; `{ email, resend: true }` mails a new one. The fifth wrong code spends it: that answer and every later one is `429 CODE_SPENT` (field `code`) until a new code is requested.',
    errors: { 400: ['VERIFY_TOKEN_FAILED', 'TOKEN_NOT_VERIFIED'], 429: ['CODE_SPENT'] },
  },
  finalizeRegister: {
    ...auth.finalizeRegisterEndpoint,
    tag: tags.auth,
    summary: 'Activate a verified registration',
    description: 'Activates the account of a verified address with the same code. Wrong codes count as at `/auth/verifyToken`.',
    errors: { 400: ['FINALIZE_REGISTER_FAILED'], 429: ['CODE_SPENT'] },
  },
  forgotPassword: {
    ...auth.forgotPasswordEndpoint,
    tag: tags.auth,
    summary: 'Mail a new password',
    description:
      'Mails a new password (valid 24 hours) to a registered, active address. It works beside the old password until it is first used to log in, so a stranger asking cannot lock the owner out. The answer, and the time it takes, are the same for an unknown address.',
    errors: {},
  },
  setPassword: {
    ...auth.setPasswordEndpoint,
    tag: tags.auth,
    summary: 'Change the password',
    description:
      'Changes the logged-in user’s password (8 to 128 characters) after checking the current one; every other session of the user ends, and an unused mailed password is dropped.',
    errors: { 400: ['PASSWORD_CHANGE_FAILED'] },
  },
  deleteAccount: {
    ...auth.deleteAccountEndpoint,
    tag: tags.auth,
    summary: 'Delete the account',
    description:
      'Deletes the logged-in user’s account, sessions, projects and saved cards. A `GET` in the provider’s API (SPEC.md section 7). Payments, transactions and certificates stay: they are records of the public register and of accounting.',
    errors: {},
  },
  // an extension of the SPEC (docs/api-contract.md, "Extensions")
  logout: {
    ...auth.logoutEndpoint,
    tag: tags.auth,
    summary: 'End the session',
    description: 'Ends the session of the token sent as `lt` (no body). A token that is no longer valid is `401`.',
    extension:
      'SPEC.md has no logout call: without one a token stays valid until it expires, also after its owner logged out on a shared computer. The portal clears its own session first and then calls it.',
    errors: {},
  },
  getCertificateStatus: {
    ...certificates.getCertificateStatusEndpoint,
    tag: tags.money,
    summary: 'Follow one of the user’s certificates',
    description:
      'Where one of the user’s own certificates stands: `stage` is `burned`, `registered` (on the public register), `ready`, `expired` or `superseded` (with `supersededBy`). `expectedBy` is the burn plus the promised 10 minutes; `overdue` is true once that passed while it is not ready (the server’s clock decides); `certificate` is the full view once ready. Someone else’s certificate is `404`, like an unknown id. Never cached.',
    extension:
      'SPEC.md promises a certificate at most 10 minutes after burning (section 9) but has no call that says where it stands; without one the portal could only poll the PDF until it stops failing.',
    errors: { 404: ['NOT_FOUND'] },
  },
  getTokenIndexes: {
    ...wallet.getTokenIndexesEndpoint,
    tag: tags.account,
    summary: 'The wallet’s token indexes',
    description:
      'Per forest project the wallet ever had tokens of, the runs of consecutive token indexes (serial numbers within the forest’s issuance, 1 to `totalTokens`) it holds and those it burned, both ends included and ordered by index, each with its page on the public register. `projectId` is `null` once the project was deleted (its name stays). A wallet that never bought answers `forests: []`.',
    extension:
      'SPEC.md names the token-indexes screen but no call. A call of its own rather than ranges on each transaction: the page needs the wallet’s state now (after burns that split purchases), which transactions give only by replaying them all.',
    errors: {},
  },
  getReport: {
    ...report.getReportEndpoint,
    tag: tags.account,
    summary: 'The ESRS E1-7 figures of a year',
    description:
      'The user’s carbon credits cancelled (tokens burned) in `year`, a calendar year in Europe/Vienna, as ESRS E1-7 asks for them: `totalTonnes`, the tonnes and share (per cent, one decimal) from removals (every GFT: CO2 stored in wood), from a recognised quality standard (PEFC, FSC) and from forests within the EU, and per forest its country, standard, tonnes, share (the shares add up to 100) and each burn with its register page and the certificate that states it now (a superseded certificate is never named: its successor covers its tonnes). `uncertifiedTonnes` are burns of projects still partly compensated. `years` lists the years with compensations. A private account gets `403 ACCESS_ERROR` with the reason in `message` and no figures: the report is a company’s. Corresponding adjustments (Art. 6 Paris Agreement) and credits planned for cancellation are not in the data and not in the answer.',
    extension:
      'SPEC.md names CSRD compliance as a reason to buy but has no call for the figures a report under ESRS E1-7 needs. A call of its own so that the figures come from the register’s records (burns, certificates, forests) and the page, the CSV and the PDF say the same.',
    errors: { 403: ['ACCESS_ERROR'] },
  },
  getReportPdf: {
    ...report.getReportPdfEndpoint,
    tag: tags.files,
    summary: 'The ESRS E1-7 figures of a year as PDF',
    description:
      'The answer of `/report/e1-7` for the same `year` as a PDF for the auditor, in the `ln` language, with what the figures do not answer; a private account gets `403 ACCESS_ERROR`, as there.',
    extension: 'The auditor’s copy of `/report/e1-7`: the same figures, printed by the same server, so that they cannot differ from the page’s.',
    errors: { 403: ['ACCESS_ERROR'] },
  },
  // reference data
  listCountries: {
    ...reference.listCountriesEndpoint,
    tag: tags.reference,
    summary: 'List countries',
    description: 'Lists the countries an address may be in, each with its names in German and English and `name` in the `ln` language.',
    errors: {},
  },
  listProducts: {
    ...reference.listProductsEndpoint,
    tag: tags.reference,
    summary: 'List the forest projects',
    description:
      'Lists the forest projects whose tokens are for sale, with price (EUR per token, before VAT), stock, satellite data and documents; names, regions and document titles in the `ln` language. Our additions, each optional: what tells one forest from another (`species` with their shares, `owner`, `management`, `highlight`, `description`, `strategy` `preservation` or `increase`, in the `ln` language) and `satelliteData.imageKind`, which says whether the picture is a `satellite` image, a `photo` or an `illustration`.',
    errors: {},
  },
  // an extension of the SPEC (docs/api-contract.md, "Extensions")
  getForestMonitoring: {
    ...reference.getForestMonitoringEndpoint,
    tag: tags.reference,
    summary: 'A forest’s boundary and vegetation index',
    description:
      'The project boundary of one forest of `/product/list` as a GeoJSON `Polygon` or `MultiPolygon` (RFC 7946: longitude before latitude, WGS 84, the outer ring counter-clockwise, holes clockwise), `null` while it has none on record, and its vegetation index (NDVI, -1 to 1) as the mean over the boundary on each day the satellite saw it without cloud, oldest first; the last is the list’s `satelliteData.lastObservation` and `ndvi`. An unknown id is `404`.',
    extension:
      'SPEC.md names project boundaries per ISO 14064-2 and satellite monitoring, but its forest list holds one vegetation index and no boundary: a buyer could neither see where a forest lies nor how it has fared. A call of its own, so that the list (which the home page loads) stays small.',
    errors: { 404: ['NOT_FOUND'] },
  },
  getLanding: {
    ...reference.getLandingEndpoint,
    tag: tags.reference,
    summary: 'The home page’s data',
    description:
      'The home page’s data: latest projects, customers, team, partners, the sustainable development goals and the impact figures (`figures`: tonnes stored, hectares under contract, tokens issued, counted at `asOf`). Pictures (`imageHash`), a customer’s certificate (`certificateId`, verifiable with `/certificate/validate`) and `figures` are our additions.',
    errors: {},
  },
  // an extension of the SPEC (docs/api-contract.md, "Extensions")
  health: {
    ...reference.healthEndpoint,
    tag: tags.reference,
    summary: 'Whether the API answers',
    description: 'Answers `{ ok: true }` while the API serves calls; nothing else, no data, never cached.',
    extension:
      'SPEC.md has no such call. The embed builder (`/embed`) checks the API address an editor types before it goes into a snippet for a partner’s page; `ok: false` or no answer is said at the field.',
    errors: {},
  },
  // projects
  listMyProjects: {
    ...projects.listMyProjectsEndpoint,
    tag: tags.projects,
    summary: 'List the user’s projects',
    description:
      'Lists the logged-in user’s projects, newest first. “Update my project” in the provider’s API is the same `GET /project/mine`: it re-reads the list and changes nothing.',
    errors: {},
  },
  updateMyProject: {
    ...projects.updateMyProjectEndpoint,
    tag: tags.projects,
    summary: '“Update my project”: re-read the list',
    description:
      'The provider’s “update my project” is a `GET /project/mine` that re-reads the list (a GET must not change data); editing goes through `/project/edit`.',
    errors: {},
  },
  getProject: {
    ...projects.getProjectEndpoint,
    tag: tags.projects,
    summary: 'Read one project',
    description: 'Reads one of the user’s projects; an unknown id is `404`, someone else’s project `403 ACCESS_ERROR`.',
    errors: notFoundOrNotYours,
  },
  createProject: {
    ...projects.createProjectEndpoint,
    tag: tags.projects,
    summary: 'Create a project',
    description:
      'Creates a project: emissions in tonnes (more than 0, at most 1,000,000,000, three decimals at most), a period whose end is not before its start. An account has at most 200 projects: one more is `409 PROJECT_LIMIT`. Name and description must print on a certificate (`validation.unprintable`).',
    errors: { 409: ['PROJECT_LIMIT'] },
  },
  editProject: {
    ...projects.editProjectEndpoint,
    tag: tags.projects,
    summary: 'Edit a project',
    description:
      'Edits a project as it was created. The compensated tonnes stay: emissions below them are a `400` with `validation.belowCompensated?min=N` at `co2Emissions`.',
    errors: notFoundOrNotYours,
  },
  deleteProject: {
    ...projects.deleteProjectEndpoint,
    tag: tags.projects,
    summary: 'Delete a project',
    description: 'Deletes a project for good; its certificate stays valid and verifiable.',
    errors: notFoundOrNotYours,
  },
  // buying and burning
  buyGft: {
    ...wallet.buyGftEndpoint,
    tag: tags.money,
    summary: 'Start a purchase of tokens',
    description:
      'Creates a `pending` payment and answers the payment page to send the buyer to (`redirectUrl`); the payment provider’s page takes a new card’s details, so no card number passes through this API (the body is a strict object). `returnUrl` must be on the portal’s origin. Money: `net` is the sum of the lines, VAT 19 % of it rounded to the cent, `total` = net + VAT + `adminDonation`. The same `Idempotency-Key` and body answer the same payment; another body with that key is `409 IDEMPOTENCY_CONFLICT`. A line asking for more than its forest’s `availableTokens` is `409 INSUFFICIENT_STOCK` with one issue per line; at most 5 unfinished payments per account (`429 OPEN_PAYMENT_LIMIT` with `retryAfter`).',
    idempotencyKey: true,
    errors: {
      400: ['IDEMPOTENCY_KEY_REQUIRED', 'BUY_FAILED'],
      409: ['IDEMPOTENCY_CONFLICT', 'INSUFFICIENT_STOCK'],
      429: ['OPEN_PAYMENT_LIMIT'],
    },
  },
  utilize: {
    ...wallet.utilizeEndpoint,
    tag: tags.money,
    summary: 'Burn tokens against a project',
    description:
      'Burns whole tokens against one of the user’s projects, up to its outstanding emissions (12.5 t need 13 tokens); `outcome` is `partial` or `full`. A full compensation creates a certificate, answered as `certificate: { id, expectedBy }`. The same `Idempotency-Key` and body answer the same burn without burning again; another body with that key is `409 IDEMPOTENCY_CONFLICT`.',
    idempotencyKey: true,
    errors: { 400: ['IDEMPOTENCY_KEY_REQUIRED', 'EMPTY_WALLET', 'BURN_FAILED'], 409: ['IDEMPOTENCY_CONFLICT', 'BURN_FAILED'], ...notFoundOrNotYours },
  },
  // profile, transactions, payments
  getProfile: {
    ...profile.getProfileEndpoint,
    tag: tags.account,
    summary: 'Read the profile',
    description:
      'The logged-in user’s profile: the user (with `name` and `lastName`), the wallet (tokens held and burned, its address and register page) and the saved cards.',
    errors: {},
  },
  editProfile: {
    ...profile.editProfileEndpoint,
    tag: tags.account,
    summary: 'Edit the profile',
    description:
      'Edits the logged-in user’s name and address (a business also company, position and tax ID). A country not in `/country/list` is `400 PROFILE_UPDATE_FAILED` at `country`. What prints on invoices must print there (`validation.unprintable`).',
    errors: { 400: ['PROFILE_UPDATE_FAILED'] },
  },
  listTransactions: {
    ...wallet.listTransactionsEndpoint,
    tag: tags.account,
    summary: 'List the transactions',
    description:
      'The user’s transactions, newest first, a page at a time (`page` from 1, `pageSize` 1 to 100, default 20), filtered by `type`, `projectId` and the days `from` and `to` (inclusive, `YYYY-MM-DD` in Europe/Vienna); `projectId`, `from` and `to` are our additions. A charge carries its payment’s `net`, `vat` and `adminDonation`.',
    errors: {},
  },
  getTransaction: {
    ...wallet.getTransactionEndpoint,
    tag: tags.account,
    summary: 'Read one transaction',
    description: 'Reads one of the user’s transactions; an unknown id is `404`, someone else’s `403 ACCESS_ERROR`.',
    errors: notFoundOrNotYours,
  },
  getPayment: {
    ...wallet.getPaymentEndpoint,
    tag: tags.money,
    summary: 'Read one payment',
    description:
      'Reads one of the user’s payments: `status` `pending`, `succeeded` or `failed`, `failureReason` `declined`, `stock` or `expired` (a payment pending for 30 minutes fails as `expired` when read), `orderNumber` from the buy call on, and `invoiceNumber` (from the invoices’ own series, without gaps) once succeeded. The portal’s return page polls it and never trusts the URL’s status.',
    errors: notFoundOrNotYours,
  },
  // public forms
  validateCertificate: {
    ...certificates.validateCertificateEndpoint,
    tag: tags.public,
    summary: 'Verify a certificate',
    description:
      'Always answers `200` with `status` `valid`, `expired`, `pending`, `not_found` or (our addition) `superseded` by a later certificate of the same project. A client must treat a status it does not know as “not valid”. Never cached.',
    errors: {},
  },
  submitLead: {
    ...leads.submitLeadEndpoint,
    tag: tags.public,
    summary: 'Register interest in the token presale',
    description: 'Submits a token presale lead and mails a confirmation.',
    errors: {},
  },
  getValidMeetingTimes: {
    ...meetings.getValidMeetingTimesEndpoint,
    tag: tags.public,
    summary: 'Free meeting slots of a day',
    description: 'The free slots of a day for a forest owner’s meeting: `time` in Berlin wall-clock time, `startsAt` the same instant in UTC.',
    errors: {},
  },
  setMeeting: {
    ...meetings.setMeetingEndpoint,
    tag: tags.public,
    summary: 'Book a forest owner’s meeting',
    description:
      'Books a meeting in a free slot and mails a code to the owner; the slot is held once the code is confirmed. The contract runs at least 15 years (`validation.contractTerm` at `expirationDate`); `document` is the hash of a PDF uploaded through `/upload-pdf`.',
    errors: { 409: ['MEETING_EMAIL_USED'], 400: ['MEETING_TIME_INVALID'] },
  },
  validateMeetingEmail: {
    ...meetings.validateMeetingEmailEndpoint,
    tag: tags.public,
    summary: 'Confirm a meeting’s code, or send a new one',
    description:
      '`{ meetingId, code }` confirms the meeting; `{ meetingId, resend: true }` mails a new code. When another owner confirmed the same slot first the answer is `400 MEETING_TIME_INVALID`. Wrong codes count as at `/auth/verifyToken`.',
    errors: { 404: ['NOT_FOUND'], 400: ['TOKEN_NOT_VERIFIED', 'MEETING_TIME_INVALID'], 429: ['CODE_SPENT'] },
  },
  // defined but not called by the screens of the SPEC
  sendSupportEmail: {
    ...support.sendSupportEmailEndpoint,
    tag: tags.public,
    summary: 'Write to support',
    description: 'Sends a contact request to support by e-mail.',
    errors: {},
  },
  getMedia: {
    ...media.getMediaEndpoint,
    tag: tags.files,
    summary: 'A file by its hash',
    description: 'A stored file (image or PDF) by its hash; `pt` is the size parameter, `m1000` by default. Served with a sandboxing Content-Security-Policy.',
    errors: { 404: ['NOT_FOUND'] },
  },
  uploadPdf: {
    ...media.uploadPdfEndpoint,
    tag: tags.files,
    summary: 'Upload a PDF',
    description: 'Uploads a PDF (at most 10 MB) as multipart form data in the field `file`; the type is checked by the file’s bytes. Answers its hash.',
    errors: { 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_TYPE'] },
  },
  uploadImage: {
    ...media.uploadImageEndpoint,
    tag: tags.files,
    summary: 'Upload an image',
    description:
      'Uploads a JPEG, PNG or WebP image (at most 5 MB) as multipart form data in the field `file`; the type is checked by the file’s bytes. Answers its hash.',
    errors: { 413: ['PAYLOAD_TOO_LARGE'], 415: ['UNSUPPORTED_TYPE'] },
  },
  getInvoicePdf: {
    ...wallet.getInvoicePdfEndpoint,
    tag: tags.files,
    summary: 'A payment’s invoice as PDF',
    description: 'The invoice of one of the user’s succeeded payments as PDF, in the `ln` language; `404` for a payment that did not succeed.',
    errors: notFoundOrNotYours,
  },
  getCertificatePdf: {
    ...certificates.getCertificatePdfEndpoint,
    tag: tags.files,
    summary: 'A certificate as PDF',
    description:
      'A ready, expired or superseded certificate as PDF, in the `ln` language: `409 CERTIFICATE_NOT_READY` while the blockchain process runs, `404` for an unknown id.',
    errors: { 404: ['NOT_FOUND'], 409: ['CERTIFICATE_NOT_READY'] },
  },
  // the public impact page: extensions of the SPEC (docs/api-contract.md, "Extensions")
  getImpactSetting: {
    ...impact.getImpactSettingEndpoint,
    tag: tags.impact,
    summary: 'Read the public impact page’s setting',
    description:
      'Whether the logged-in customer’s public impact page is on, its name (its address: `/impact/<name>`) and the name it shows as its heading (`displayName`, such as the company’s name); `name` is `null` until one was chosen, `displayName` `null` until one was given. Off by default.',
    extension: impactExtension,
    errors: {},
  },
  editImpactSetting: {
    ...impact.editImpactSettingEndpoint,
    tag: tags.impact,
    summary: 'Turn the public impact page on or off',
    description:
      '`{ enabled: true, name }` makes the page public at `/impact/<name>`; `{ enabled: false }` takes it down (the name stays the customer’s, to turn it on again). A name has 3 to 40 lower-case letters, digits and hyphens (`validation.impactNameLength`, `validation.impactNameChars`), is no reserved word (`validation.impactNameReserved`) and is no other customer’s (`validation.impactNameTaken`): each a `400 VALIDATION` with its issue at `name`. `displayName` (up to 80 characters, one line) is the page’s heading; empty shows the name, left out keeps the one saved.',
    extension: impactExtension,
    errors: {},
  },
  getPublicImpact: {
    ...impact.getPublicImpactEndpoint,
    tag: tags.impact,
    summary: 'A public impact page',
    description:
      'What a public impact page shows: its name, the name it shows as its heading (`displayName`, chosen by the customer for the page, `null` when none was given), the tonnes compensated in all and per month (Europe/Vienna), the forests the tokens came from (named in the `ln` language) and the certificates valid now (id, project, tonnes, date), each verifiable with `/certificate/validate`. Nothing else of the account: no e-mail, no wallet, no holder, no amounts paid. A page that is off, or no page of that name, is `404 NOT_FOUND`.',
    extension: impactExtension,
    errors: { 404: ['NOT_FOUND'] },
  },
  getImpactImage: {
    ...impact.getImpactImageEndpoint,
    tag: tags.impact,
    summary: 'A public impact page’s picture for sharing',
    description:
      'The Open Graph picture of a public impact page: a PNG of 1200 × 630 px with its name, the tonnes compensated and up to three forests, set in Figtree (the PDFs’ typeface), in `lang` (or the `ln` language). Cached for five minutes. A page that is off, or no page of that name, is `404 NOT_FOUND`.',
    extension: impactExtension,
    errors: { 404: ['NOT_FOUND'] },
  },
  listImpactPages: {
    ...impact.listImpactPagesEndpoint,
    tag: tags.impact,
    summary: 'The public impact pages',
    description: 'The names of the impact pages that are public now, for the sitemap; a page turned off is gone from it at once.',
    extension: impactExtension,
    errors: {},
  },
} as const satisfies Record<string, DocumentedEndpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;

/**
 * Every error answer a call may give, by status, sorted: its own (`errors`) and those that follow from its kind: `400
 * VALIDATION` for a call with input, `401 UNAUTHORIZED` for one that needs a session, `413 PAYLOAD_TOO_LARGE` for a
 * body, `500 INTERNAL` for all.
 */
export function errorsOf(endpoint: DocumentedEndpoint): Map<ErrorStatus, ApiErrorCode[]> {
  const all = new Map<ErrorStatus, Set<ApiErrorCode>>();
  const add = (status: ErrorStatus, codes: readonly ApiErrorCode[]) => {
    const set = all.get(status) ?? new Set<ApiErrorCode>();
    for (const code of codes) set.add(code);
    all.set(status, set);
  };
  if (endpoint.in !== 'none') add(400, ['VALIDATION']);
  if (endpoint.auth) add(401, ['UNAUTHORIZED']);
  if (endpoint.in === 'body' || endpoint.in === 'multipart') add(413, ['PAYLOAD_TOO_LARGE']);
  for (const [status, codes] of Object.entries(endpoint.errors) as [string, readonly ApiErrorCode[]][]) add(Number(status) as ErrorStatus, codes);
  add(500, ['INTERNAL']);
  return new Map([...all].sort(([a], [b]) => a - b).map(([status, codes]) => [status, [...codes].sort()]));
}
