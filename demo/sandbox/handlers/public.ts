import { meetingTimeZone } from '#shared/api/schemas/meeting';
import { isClosed } from '#shared/forms/calendar-days';
import { uploadLimits } from '#shared/api/schemas/media';
import { randomId, sha256 } from '../crypto';
import { renderCertificatePdf } from '../certificate-pdf';
import { sellerOf } from '../pdf-brand';
import { certificateIndexes } from '../token-indexes';
import { SandboxError, checkCode, me, newCode, sendMail, type Ctx } from '../context';
import type { MeetingRecord } from '../db';
import type { Handlers } from '../handler-types';
import { berlinDate, berlinToUtc, isBerlinWeekday } from '../time';
import { certificateExpectedBy, certificateState, certificateView, countries, findCountry, forestIn, productView, successorOf } from '../views';

/** The address support mail goes to (read it at /dev/mailbox?to=support@greenfee.example). */
export const supportAddress = 'support@greenfee.example';
/** Meeting hours, Berlin wall-clock time, Monday to Friday except the days the office is closed. */
export const meetingHours = ['09:00', '10:00', '11:00', '13:00', '14:00', '15:00', '16:00'];

function freeSlots(ctx: Ctx, date: string) {
  if (date < berlinDate(ctx.now) || !isBerlinWeekday(date) || isClosed(date)) return [];
  const taken = new Set(ctx.db.meetings.filter((meeting) => meeting.verified && meeting.scheduleDate === date).map((meeting) => meeting.scheduleTime));
  return meetingHours
    .filter((time) => !taken.has(time))
    .map((time) => ({ time, startsAt: berlinToUtc(date, time).toISOString() }))
    .filter((slot) => new Date(slot.startsAt) > ctx.now);
}

function sendMeetingCode(ctx: Ctx, meeting: MeetingRecord): void {
  meeting.verification = newCode(ctx);
  const { code } = meeting.verification;
  const subject = ctx.lang === 'de' ? 'Bestätigen Sie Ihren Termin' : 'Confirm your meeting';
  const text =
    ctx.lang === 'de'
      ? `Hallo ${meeting.ownerName},\n\nIhr Bestätigungscode lautet ${code}.`
      : `Hello ${meeting.ownerName},\n\nyour confirmation code is ${code}.`;
  sendMail(ctx, meeting.ownerEmail, subject, text, { code });
}

async function storeUpload(ctx: Ctx, kind: keyof typeof uploadLimits) {
  const limits = uploadLimits[kind];
  let body: Record<string, unknown>;
  try {
    body = await ctx.c.req.parseBody();
  } catch {
    throw new SandboxError(400, 'VALIDATION', 'file', undefined, 'Send the file as multipart/form-data in the field "file"');
  }
  const file = body.file;
  if (!(file instanceof File)) throw new SandboxError(400, 'VALIDATION', 'file', undefined, 'Send the file as multipart/form-data in the field "file"');
  if (file.size > limits.maxBytes) throw new SandboxError(413, 'PAYLOAD_TOO_LARGE', 'file');
  const bytes = new Uint8Array(await file.arrayBuffer());
  const type = sniff(bytes);
  if (!type || !(limits.types as readonly string[]).includes(type)) throw new SandboxError(415, 'UNSUPPORTED_TYPE', 'file');
  const hash = sha256(bytes);
  const name = file.name.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 200) || 'upload';
  ctx.store.writeMedia(hash, bytes);
  ctx.store.change((db) => {
    const earlier = db.media.find((entry) => entry.hash === hash);
    // Uploads are kept newest first (store.ts): a file sent again counts as new. A seeded file stays as it is.
    if (earlier?.uploaded) db.media = db.media.filter((entry) => entry !== earlier);
    if (!earlier || earlier.uploaded) db.media.push({ hash, name, type, size: bytes.byteLength, createdAt: ctx.now.toISOString(), uploaded: true });
  });
  return { hash, name, size: bytes.byteLength, type };
}

/** The type of a file by its first bytes: the name and the declared type are not trusted. */
function sniff(bytes: Uint8Array): string | null {
  const ascii = (from: number, to: number) => String.fromCharCode(...bytes.subarray(from, to));
  if (ascii(0, 5) === '%PDF-') return 'application/pdf';
  if (bytes[0] === 0x89 && ascii(1, 4) === 'PNG') return 'image/png';
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (ascii(0, 4) === 'RIFF' && ascii(8, 12) === 'WEBP') return 'image/webp';
  return null;
}

/** The impact figures of /landing, counted from the sandbox's forests and transactions. */
function landingFigures(ctx: Ctx) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    tonnesStored: sum(ctx.db.transactions.filter((transaction) => transaction.type === 'compensation').map((transaction) => transaction.totalAdded)),
    hectaresUnderContract: sum(ctx.db.products.map((product) => product.hectares)),
    // Issued: sold (total minus remaining) plus on sale now.
    tokensIssued: sum(ctx.db.products.map((product) => product.totalTokens - product.remainingTokens + product.availableTokens)),
    asOf: ctx.now.toISOString(),
  };
}

export const publicHandlers: Handlers<
  | 'listCountries'
  | 'listProducts'
  | 'getForestMonitoring'
  | 'getLanding'
  | 'validateCertificate'
  | 'getCertificatePdf'
  | 'submitLead'
  | 'getValidMeetingTimes'
  | 'setMeeting'
  | 'validateMeetingEmail'
  | 'sendSupportEmail'
  | 'getMedia'
  | 'uploadPdf'
  | 'uploadImage'
  | 'getCertificateStatus'
  | 'health'
> = {
  health: () => ({ ok: true }),
  listCountries: (ctx) => ({ countries: countries(ctx.lang) }),
  listProducts: (ctx) => ({
    products: ctx.db.products.map((product) => productView(product, ctx.lang)),
  }),
  getForestMonitoring(ctx, input) {
    const product = ctx.db.products.find((candidate) => candidate._id === input.id);
    if (!product) throw new SandboxError(404, 'NOT_FOUND', 'id');
    return { productId: product._id, ...product.monitoring };
  },
  getLanding(ctx) {
    return {
      latestProjects: ctx.db.products.slice(0, 3).map((product) => ({
        _id: product._id,
        name: product.name[ctx.lang],
        location: product.location[ctx.lang],
        hectares: product.hectares,
        availableTokens: product.availableTokens,
        imageHash: product.satelliteData.imageHash,
        url: product.satelliteData.monitoringUrl,
        latitude: product.latitude,
        longitude: product.longitude,
      })),
      allProjectsUrl: ctx.options.dataPlatformUrl,
      ...ctx.db.landing,
      figures: landingFigures(ctx),
      customers: ctx.db.landing.customers.map((entry) => ({
        ...entry,
        sector: entry.sector[ctx.lang],
        compensated: entry.compensated?.[ctx.lang],
        reason: entry.reason?.[ctx.lang],
      })),
      team: ctx.db.landing.team.map((entry) => ({ ...entry, role: entry.role[ctx.lang], duties: entry.duties?.[ctx.lang] })),
      partners: ctx.db.landing.partners.map((entry) => ({ ...entry, kind: entry.kind[ctx.lang] })),
    };
  },

  validateCertificate(ctx, input) {
    const certificate = ctx.db.certificates.find((candidate) => candidate.id.toLowerCase() === input.certificateId.toLowerCase());
    if (!certificate) return { status: 'not_found' as const };
    const successor = successorOf(ctx.db.certificates, certificate, ctx.now);
    if (successor) {
      // A later certificate of the project states these tonnes too: this one is no longer valid on its own.
      return { status: 'superseded' as const, certificate: certificateView(ctx, certificate), supersededBy: successor.id, supersededAt: successor.at };
    }
    const state = certificateState(ctx.db.certificates, certificate, ctx.now);
    if (state === 'pending') return { status: 'pending' as const, readyAt: certificate.readyAt };
    if (state === 'expired') return { status: 'expired' as const, certificate: certificateView(ctx, certificate), expiredAt: certificate.expiresAt ?? '' };
    return { status: 'valid' as const, certificate: certificateView(ctx, certificate) };
  },

  getCertificateStatus(ctx, input) {
    const user = me(ctx);
    const certificate = ctx.db.certificates.find((candidate) => candidate.id.toLowerCase() === input.id.toLowerCase());
    // Someone else's certificate is as unknown as one that does not exist.
    if (!certificate || certificate.userId !== user._id) throw new SandboxError(404, 'NOT_FOUND', 'id');
    const state = certificateState(ctx.db.certificates, certificate, ctx.now);
    const registered = certificate.registeredAt !== null && new Date(certificate.registeredAt) <= ctx.now;
    const stage = state === 'valid' ? 'ready' : state === 'expired' || state === 'superseded' ? state : registered ? 'registered' : 'burned';
    const successor = successorOf(ctx.db.certificates, certificate, ctx.now);
    const expectedBy = certificateExpectedBy(certificate);
    return {
      id: certificate.id,
      projectId: certificate.projectId,
      stage,
      burnedAt: certificate.date,
      registeredAt: registered ? certificate.registeredAt : null,
      readyAt: certificate.readyAt,
      expectedBy,
      overdue: state === 'pending' && ctx.now.toISOString() > expectedBy,
      certificate: state === 'pending' ? null : certificateView(ctx, certificate),
      ...(successor ? { supersededBy: successor.id } : {}),
    } as const;
  },

  async getCertificatePdf(ctx, input) {
    const certificate = ctx.db.certificates.find((candidate) => candidate.id.toLowerCase() === input.id.toLowerCase());
    if (!certificate) throw new SandboxError(404, 'NOT_FOUND', 'id');
    const state = certificateState(ctx.db.certificates, certificate, ctx.now);
    if (state === 'pending') throw new SandboxError(409, 'CERTIFICATE_NOT_READY');
    const view = certificateView(ctx, certificate);
    const burned = certificateIndexes(ctx.db, certificate);
    const pdf = await renderCertificatePdf(
      { ...view, expiresAt: certificate.expiresAt },
      {
        language: ctx.lang,
        portalOrigin: ctx.options.siteOrigin ?? ctx.options.portalOrigin,
        expired: state === 'expired',
        supersededBy: successorOf(ctx.db.certificates, certificate, ctx.now),
        seller: sellerOf(ctx.options.provider),
        proof: {
          wallet: burned.wallet,
          indexes: burned.lots.map((lot) => ({ forest: forestIn(ctx.db, ctx.lang, lot.productId).name, from: lot.from, to: lot.to })),
        },
      },
    );
    return new Response(pdf, { headers: { 'content-type': 'application/pdf', 'content-disposition': `attachment; filename="${view.id}.pdf"` } });
  },

  submitLead(ctx, input) {
    if (!findCountry(input.country)) throw new SandboxError(400, 'VALIDATION', 'country');
    const lead = {
      _id: `lead_${randomId()}`,
      name: input.name,
      email: input.email,
      country: input.country,
      city: input.city,
      createdAt: ctx.now.toISOString(),
    };
    ctx.store.change((db) => {
      db.leads.push(lead);
      sendMail(
        ctx,
        input.email,
        ctx.lang === 'de' ? 'Ihre Anmeldung zum Token-Presale' : 'Your token presale registration',
        ctx.lang === 'de'
          ? `Hallo ${input.name},\n\ndanke für Ihr Interesse am GFT-Presale.`
          : `Hello ${input.name},\n\nthank you for your interest in the GFT presale.`,
      );
    });
    return { message: 'Lead submitted', leadId: lead._id };
  },

  getValidMeetingTimes(ctx, input) {
    return { date: input.date, timeZone: meetingTimeZone, slots: freeSlots(ctx, input.date) };
  },

  setMeeting(ctx, input) {
    if (ctx.db.meetings.some((meeting) => meeting.verified && meeting.ownerEmail === input.ownerEmail)) {
      throw new SandboxError(409, 'MEETING_EMAIL_USED', 'ownerEmail');
    }
    if (!freeSlots(ctx, input.scheduleDate).some((slot) => slot.time === input.scheduleTime)) {
      throw new SandboxError(400, 'MEETING_TIME_INVALID', 'scheduleTime');
    }
    if (!findCountry(input.country)) throw new SandboxError(400, 'VALIDATION', 'country');
    if (input.document && !ctx.db.media.some((entry) => entry.hash === input.document && entry.type === 'application/pdf')) {
      throw new SandboxError(400, 'VALIDATION', 'document');
    }
    const { privacyConsent: _consent, ...fields } = input;
    const meeting: MeetingRecord = {
      _id: `mtg_${randomId()}`,
      ...fields,
      verification: { code: '', expiresAt: 0 },
      verified: false,
      createdAt: ctx.now.toISOString(),
    };
    ctx.store.change((db) => {
      // An unconfirmed earlier request of the same owner is replaced.
      db.meetings = db.meetings.filter((existing) => existing.verified || existing.ownerEmail !== input.ownerEmail);
      db.meetings.push(meeting);
      sendMeetingCode(ctx, meeting);
    });
    return { message: 'Meeting requested, a code was sent', meetingId: meeting._id };
  },

  validateMeetingEmail(ctx, input) {
    const meeting = ctx.db.meetings.find((candidate) => candidate._id === input.meetingId);
    if (!meeting) throw new SandboxError(404, 'NOT_FOUND', 'meetingId');
    const startsAt = berlinToUtc(meeting.scheduleDate, meeting.scheduleTime).toISOString();
    if (meeting.verified) return { verified: true, message: 'Meeting confirmed', startsAt };
    if ('resend' in input) {
      ctx.store.change(() => sendMeetingCode(ctx, meeting));
      return { verified: false, message: 'A new code was sent' };
    }
    checkCode(ctx, meeting.verification, input.code, () => new SandboxError(400, 'TOKEN_NOT_VERIFIED', 'code'));
    if (ctx.db.meetings.some((other) => other.verified && other.scheduleDate === meeting.scheduleDate && other.scheduleTime === meeting.scheduleTime)) {
      // Someone confirmed the same slot first.
      throw new SandboxError(400, 'MEETING_TIME_INVALID', 'scheduleTime');
    }
    ctx.store.change(() => {
      meeting.verified = true;
    });
    return { verified: true, message: 'Meeting confirmed', startsAt };
  },

  sendSupportEmail(ctx, input) {
    ctx.store.change((db) => {
      db.supportRequests.push({ _id: `sup_${randomId()}`, ...input, createdAt: ctx.now.toISOString() });
      sendMail(
        ctx,
        supportAddress,
        `Contact request from ${input.firstName} ${input.lastName}`,
        `${input.message}\n\nReply to: ${input.email}\nNewsletter: ${input.news ? 'yes' : 'no'}`,
        {
          replyTo: input.email,
        },
      );
    });
    return { message: 'Support e-mail sent' };
  },

  getMedia(ctx, input) {
    const entry = ctx.db.media.find((candidate) => candidate.hash === input.hash);
    const bytes = entry ? ctx.store.readMedia(entry.hash) : null;
    if (!entry || !bytes) throw new SandboxError(404, 'NOT_FOUND', 'hash');
    return new Response(new Uint8Array(bytes), {
      headers: {
        'content-type': entry.type,
        'cache-control': 'public, max-age=31536000, immutable',
        'content-disposition': `inline; filename="${encodeURIComponent(entry.name)}"`,
        // An uploaded SVG or PDF must not run script in the API's origin.
        'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
        'x-content-type-options': 'nosniff',
      },
    });
  },

  uploadPdf: (ctx) => storeUpload(ctx, 'pdf'),
  uploadImage: (ctx) => storeUpload(ctx, 'image'),
};
