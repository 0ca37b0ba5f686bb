import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import type { FinalizeRegisterInput, ForgotPasswordInput, LoginInput, RegisterInput, SetPasswordInput, VerifyTokenInput } from '../schemas/auth';

/** Registers a private or business account; the server mails a verification code. */
export const register = (client: ApiClient, input: RegisterInput, options?: RequestOptions) => client.request(contract.register, input, options);
/** Logs in; the answer holds `user` and `session.token`. */
export const login = (client: ApiClient, input: LoginInput, options?: RequestOptions) => client.request(contract.login, input, options);
/** Checks the e-mail verification code, or sends a new one with `{ resend: true }`. */
export const verifyToken = (client: ApiClient, input: VerifyTokenInput, options?: RequestOptions) => client.request(contract.verifyToken, input, options);
/** Activates a verified registration. */
export const finalizeRegister = (client: ApiClient, input: FinalizeRegisterInput, options?: RequestOptions) =>
  client.request(contract.finalizeRegister, input, options);
/** Sends a new password by e-mail. */
export const forgotPassword = (client: ApiClient, input: ForgotPasswordInput, options?: RequestOptions) =>
  client.request(contract.forgotPassword, input, options);
/** Changes the logged-in user's password. */
export const setPassword = (client: ApiClient, input: SetPasswordInput, options?: RequestOptions) => client.request(contract.setPassword, input, options);
/** Deletes the logged-in user's account (a GET in the provider's API). */
export const deleteAccount = (client: ApiClient, options?: RequestOptions) => client.request(contract.deleteAccount, undefined, options);
