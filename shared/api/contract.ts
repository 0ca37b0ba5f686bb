/**
 * The API contract: every call of SPEC.md section 7, with its method, path, where its input goes, and the zod
 * schemas of input and answer. The client (endpoints/) and the sandbox (demo/sandbox) both read this table, so
 * adapting to the provider's production API means editing this file and schemas/, never a screen.
 */
import type * as z from 'zod/mini';
import * as auth from './schemas/auth';
import * as certificate from './schemas/certificate';
import { idQuerySchema, messageAnswerSchema } from './schemas/common';
import * as landing from './schemas/landing';
import * as lead from './schemas/lead';
import * as media from './schemas/media';
import * as meeting from './schemas/meeting';
import * as product from './schemas/product';
import * as project from './schemas/project';
import * as purchase from './schemas/purchase';
import * as support from './schemas/support';
import * as transaction from './schemas/transaction';
import * as user from './schemas/user';

export type Schema = z.ZodMiniType;
export type HttpMethod = 'GET' | 'POST';

interface EndpointBase {
  readonly method: HttpMethod;
  readonly path: string;
  /** Whether the call needs a session (header `lt`). */
  readonly auth: boolean;
}
/** A call whose answer is JSON. `in` says where the input goes: the JSON body, the query string, or nowhere. */
export interface JsonEndpoint extends EndpointBase {
  readonly answer: Schema;
  readonly in: 'body' | 'query' | 'none';
  readonly input?: Schema;
}
/** A call whose answer is a file (PDF, image). */
export interface FileEndpoint extends EndpointBase {
  readonly in: 'query';
  readonly input: Schema;
  readonly file: readonly string[];
}
/** A multipart upload of one file in the field `file`. */
export interface UploadEndpoint extends EndpointBase {
  readonly in: 'multipart';
  readonly answer: Schema;
  readonly limits: { readonly maxBytes: number; readonly types: readonly string[] };
}
export type Endpoint = JsonEndpoint | FileEndpoint | UploadEndpoint;

export type InputOf<E> = E extends { input: infer S extends Schema } ? z.input<S> : undefined;
export type ParsedInputOf<E> = E extends { input: infer S extends Schema } ? z.output<S> : undefined;
export type AnswerOf<E> = E extends { answer: infer S extends Schema } ? z.output<S> : never;

export const contract = {
  // auth
  register: { method: 'POST', path: '/auth/register', auth: false, in: 'body', input: auth.registerInputSchema, answer: auth.registerAnswerSchema },
  login: { method: 'POST', path: '/auth/login', auth: false, in: 'body', input: auth.loginInputSchema, answer: auth.loginAnswerSchema },
  verifyToken: { method: 'POST', path: '/auth/verifyToken', auth: false, in: 'body', input: auth.verifyTokenInputSchema, answer: auth.verifyTokenAnswerSchema },
  finalizeRegister: { method: 'POST', path: '/auth/finalizeRegister', auth: false, in: 'body', input: auth.finalizeRegisterInputSchema, answer: auth.finalizeRegisterAnswerSchema },
  forgotPassword: { method: 'POST', path: '/auth/forgotPassword', auth: false, in: 'body', input: auth.forgotPasswordInputSchema, answer: messageAnswerSchema },
  setPassword: { method: 'POST', path: '/auth/setPassword', auth: true, in: 'body', input: auth.setPasswordInputSchema, answer: messageAnswerSchema },
  /** Delete account is a GET in the provider's API. */
  deleteAccount: { method: 'GET', path: '/account/delete', auth: true, in: 'none', answer: messageAnswerSchema },
  // reference data
  listCountries: { method: 'GET', path: '/country/list', auth: false, in: 'none', answer: user.countryListAnswerSchema },
  listProducts: { method: 'GET', path: '/product/list', auth: false, in: 'none', answer: product.productListAnswerSchema },
  getLanding: { method: 'GET', path: '/landing', auth: false, in: 'none', answer: landing.landingSchema },
  // projects
  listMyProjects: { method: 'GET', path: '/project/mine', auth: true, in: 'none', answer: project.projectListAnswerSchema },
  /** "update my project" in the provider's API is a GET on /project/mine: it re-reads the list and changes nothing. */
  updateMyProject: { method: 'GET', path: '/project/mine', auth: true, in: 'none', answer: project.projectListAnswerSchema },
  getProject: { method: 'GET', path: '/project/get', auth: true, in: 'query', input: idQuerySchema, answer: project.projectAnswerSchema },
  createProject: { method: 'POST', path: '/project/create', auth: true, in: 'body', input: project.projectInputSchema, answer: project.projectSavedAnswerSchema },
  editProject: { method: 'POST', path: '/project/edit', auth: true, in: 'body', input: project.projectEditInputSchema, answer: project.projectSavedAnswerSchema },
  deleteProject: { method: 'POST', path: '/project/delete', auth: true, in: 'body', input: project.projectDeleteInputSchema, answer: messageAnswerSchema },
  // buying and burning
  buyGft: { method: 'POST', path: '/buy/buyGft', auth: true, in: 'body', input: purchase.buyInputSchema, answer: purchase.buyAnswerSchema },
  utilize: { method: 'POST', path: '/wallet/utilize', auth: true, in: 'body', input: transaction.utilizeInputSchema, answer: transaction.utilizeAnswerSchema },
  // profile, transactions, payments
  getProfile: { method: 'GET', path: '/profile/get', auth: true, in: 'none', answer: user.profileAnswerSchema },
  editProfile: { method: 'POST', path: '/profile/edit', auth: true, in: 'body', input: user.profileEditInputSchema, answer: user.profileEditAnswerSchema },
  listTransactions: { method: 'GET', path: '/transaction/list', auth: true, in: 'query', input: transaction.transactionListQuerySchema, answer: transaction.transactionListAnswerSchema },
  getTransaction: { method: 'GET', path: '/transaction/get', auth: true, in: 'query', input: idQuerySchema, answer: transaction.transactionAnswerSchema },
  getPayment: { method: 'GET', path: '/payment/get', auth: true, in: 'query', input: idQuerySchema, answer: purchase.paymentAnswerSchema },
  // public forms
  validateCertificate: { method: 'POST', path: '/certificate/validate', auth: false, in: 'body', input: certificate.certificateValidateInputSchema, answer: certificate.certificateValidateAnswerSchema },
  submitLead: { method: 'POST', path: '/lead/submit', auth: false, in: 'body', input: lead.leadInputSchema, answer: lead.leadAnswerSchema },
  getValidMeetingTimes: { method: 'GET', path: '/meeting/valid-time/get', auth: false, in: 'query', input: meeting.validTimeQuerySchema, answer: meeting.validTimeAnswerSchema },
  setMeeting: { method: 'POST', path: '/meeting/set', auth: false, in: 'body', input: meeting.meetingInputSchema, answer: meeting.meetingSetAnswerSchema },
  validateMeetingEmail: { method: 'POST', path: '/meeting/validate-email', auth: false, in: 'body', input: meeting.meetingValidateEmailInputSchema, answer: meeting.meetingValidateEmailAnswerSchema },
  // defined but not called by the screens of the SPEC
  sendSupportEmail: { method: 'POST', path: '/support/sendEmail', auth: false, in: 'body', input: support.supportEmailInputSchema, answer: messageAnswerSchema },
  getMedia: { method: 'GET', path: '/media/get', auth: false, in: 'query', input: media.mediaQuerySchema, file: ['image/', 'application/pdf'] },
  uploadPdf: { method: 'POST', path: '/upload-pdf', auth: false, in: 'multipart', answer: media.uploadAnswerSchema, limits: media.uploadLimits.pdf },
  uploadImage: { method: 'POST', path: '/upload-image', auth: false, in: 'multipart', answer: media.uploadAnswerSchema, limits: media.uploadLimits.image },
  getInvoicePdf: { method: 'GET', path: '/payment/invoice/pdf', auth: true, in: 'query', input: idQuerySchema, file: ['application/pdf'] },
  getCertificatePdf: { method: 'GET', path: '/certificate/get', auth: false, in: 'query', input: certificate.certificateFileQuerySchema, file: ['application/pdf'] },
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
