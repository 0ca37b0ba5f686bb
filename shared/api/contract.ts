/**
 * The API contract: every call of SPEC.md section 7, in one table, with its method, path, where its input goes, and
 * the zod schemas of input and answer. Each entry is defined beside its fetcher in endpoints/ (so a bundle carries
 * only the schemas it calls); the sandbox (demo/sandbox) serves this table. Adapting to the provider's production
 * API means editing the endpoint definitions and schemas/, never a screen.
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
import type { Endpoint } from './endpoint';

export type { Endpoint, FileEndpoint, ParsedInputOf, Schema } from './endpoint';

export const contract = {
  // auth
  register: auth.registerEndpoint,
  login: auth.loginEndpoint,
  verifyToken: auth.verifyTokenEndpoint,
  finalizeRegister: auth.finalizeRegisterEndpoint,
  forgotPassword: auth.forgotPasswordEndpoint,
  setPassword: auth.setPasswordEndpoint,
  deleteAccount: auth.deleteAccountEndpoint,
  // an extension of the SPEC (README, "The API contract")
  logout: auth.logoutEndpoint,
  getCertificateStatus: certificates.getCertificateStatusEndpoint,
  getTokenIndexes: wallet.getTokenIndexesEndpoint,
  // reference data
  listCountries: reference.listCountriesEndpoint,
  listProducts: reference.listProductsEndpoint,
  getLanding: reference.getLandingEndpoint,
  // projects
  listMyProjects: projects.listMyProjectsEndpoint,
  updateMyProject: projects.updateMyProjectEndpoint,
  getProject: projects.getProjectEndpoint,
  createProject: projects.createProjectEndpoint,
  editProject: projects.editProjectEndpoint,
  deleteProject: projects.deleteProjectEndpoint,
  // buying and burning
  buyGft: wallet.buyGftEndpoint,
  utilize: wallet.utilizeEndpoint,
  // profile, transactions, payments
  getProfile: profile.getProfileEndpoint,
  editProfile: profile.editProfileEndpoint,
  listTransactions: wallet.listTransactionsEndpoint,
  getTransaction: wallet.getTransactionEndpoint,
  getPayment: wallet.getPaymentEndpoint,
  // public forms
  validateCertificate: certificates.validateCertificateEndpoint,
  submitLead: leads.submitLeadEndpoint,
  getValidMeetingTimes: meetings.getValidMeetingTimesEndpoint,
  setMeeting: meetings.setMeetingEndpoint,
  validateMeetingEmail: meetings.validateMeetingEmailEndpoint,
  // defined but not called by the screens of the SPEC
  sendSupportEmail: support.sendSupportEmailEndpoint,
  getMedia: media.getMediaEndpoint,
  uploadPdf: media.uploadPdfEndpoint,
  uploadImage: media.uploadImageEndpoint,
  getInvoicePdf: wallet.getInvoicePdfEndpoint,
  getCertificatePdf: certificates.getCertificatePdfEndpoint,
} as const satisfies Record<string, Endpoint>;

export type Contract = typeof contract;
export type EndpointName = keyof Contract;
