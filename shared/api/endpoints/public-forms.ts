import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import type { CertificateValidateInput } from '../schemas/certificate';
import type { LeadInput } from '../schemas/lead';
import type { MeetingInput, MeetingValidateEmailInput, ValidTimeQuery } from '../schemas/meeting';
import type { SupportEmailInput } from '../schemas/support';

/** Verifies a certificate: valid, expired, pending or not found. Never cached. */
export const validateCertificate = (client: ApiClient, input: CertificateValidateInput, options?: RequestOptions) =>
  client.request(contract.validateCertificate, input, options);
/** Downloads a certificate as PDF; fails with CERTIFICATE_NOT_READY while the blockchain process runs. */
export const getCertificatePdf = (client: ApiClient, input: { id: string }, options?: RequestOptions) =>
  client.file(contract.getCertificatePdf, input, options);
/** Submits a token presale lead. */
export const submitLead = (client: ApiClient, input: LeadInput, options?: RequestOptions) => client.request(contract.submitLead, input, options);
/** Lists the free meeting slots of a day, in Berlin time. */
export const getValidMeetingTimes = (client: ApiClient, input: ValidTimeQuery, options?: RequestOptions) =>
  client.request(contract.getValidMeetingTimes, input, options);
/** Books a forest-owner meeting; the server mails a code to the owner. */
export const setMeeting = (client: ApiClient, input: MeetingInput, options?: RequestOptions) => client.request(contract.setMeeting, input, options);
/** Checks a meeting's e-mail code, or sends a new one with `{ resend: true }`. */
export const validateMeetingEmail = (client: ApiClient, input: MeetingValidateEmailInput, options?: RequestOptions) =>
  client.request(contract.validateMeetingEmail, input, options);
/** Sends a contact request to support by e-mail. */
export const sendSupportEmail = (client: ApiClient, input: SupportEmailInput, options?: RequestOptions) =>
  client.request(contract.sendSupportEmail, input, options);
