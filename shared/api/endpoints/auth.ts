import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import * as schemas from '../schemas/auth';
import { messageAnswerSchema } from '../schemas/common';

export { logout, logoutEndpoint } from './session';

export const registerEndpoint = {
  method: 'POST',
  path: '/auth/register',
  auth: false,
  in: 'body',
  input: schemas.registerInputSchema,
  answer: schemas.registerAnswerSchema,
} as const satisfies JsonEndpoint;
export const loginEndpoint = {
  method: 'POST',
  path: '/auth/login',
  auth: false,
  in: 'body',
  input: schemas.loginInputSchema,
  answer: schemas.loginAnswerSchema,
} as const satisfies JsonEndpoint;
export const verifyTokenEndpoint = {
  method: 'POST',
  path: '/auth/verifyToken',
  auth: false,
  in: 'body',
  input: schemas.verifyTokenInputSchema,
  answer: schemas.verifyTokenAnswerSchema,
} as const satisfies JsonEndpoint;
export const finalizeRegisterEndpoint = {
  method: 'POST',
  path: '/auth/finalizeRegister',
  auth: false,
  in: 'body',
  input: schemas.finalizeRegisterInputSchema,
  answer: schemas.finalizeRegisterAnswerSchema,
} as const satisfies JsonEndpoint;
export const forgotPasswordEndpoint = {
  method: 'POST',
  path: '/auth/forgotPassword',
  auth: false,
  in: 'body',
  input: schemas.forgotPasswordInputSchema,
  answer: messageAnswerSchema,
} as const satisfies JsonEndpoint;
export const setPasswordEndpoint = {
  method: 'POST',
  path: '/auth/setPassword',
  auth: true,
  in: 'body',
  input: schemas.setPasswordInputSchema,
  answer: messageAnswerSchema,
} as const satisfies JsonEndpoint;
/** Delete account is a GET in the provider's API. */
export const deleteAccountEndpoint = {
  method: 'GET',
  path: '/account/delete',
  auth: true,
  in: 'none',
  answer: messageAnswerSchema,
} as const satisfies JsonEndpoint;

/** Registers a private or business account; the server mails a verification code. */
export const register = (client: ApiClient, input: schemas.RegisterInput, options?: RequestOptions) => client.request(registerEndpoint, input, options);
/** Logs in; the answer holds `user` and `session.token`. */
export const login = (client: ApiClient, input: schemas.LoginInput, options?: RequestOptions) => client.request(loginEndpoint, input, options);
/** Checks the e-mail verification code, or sends a new one with `{ resend: true }`. */
export const verifyToken = (client: ApiClient, input: schemas.VerifyTokenInput, options?: RequestOptions) =>
  client.request(verifyTokenEndpoint, input, options);
/** Activates a verified registration. */
export const finalizeRegister = (client: ApiClient, input: schemas.FinalizeRegisterInput, options?: RequestOptions) =>
  client.request(finalizeRegisterEndpoint, input, options);
/** Sends a new password by e-mail. */
export const forgotPassword = (client: ApiClient, input: schemas.ForgotPasswordInput, options?: RequestOptions) =>
  client.request(forgotPasswordEndpoint, input, options);
/** Changes the logged-in user's password. */
export const setPassword = (client: ApiClient, input: schemas.SetPasswordInput, options?: RequestOptions) =>
  client.request(setPasswordEndpoint, input, options);
/** Deletes the logged-in user's account (a GET in the provider's API). */
export const deleteAccount = (client: ApiClient, options?: RequestOptions) => client.request(deleteAccountEndpoint, undefined, options);
