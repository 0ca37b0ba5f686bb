import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { messageAnswerSchema } from '../schemas/common';

// Apart from ./auth: the portal's profile menu (on every dashboard page) logs out without loading the sign-up and login schemas.

/** Ends the session of the token sent (an extension: SPEC.md has no logout call; see docs/api-contract.md, "Extensions"). */
export const logoutEndpoint = { method: 'POST', path: '/auth/logout', auth: true, in: 'none', answer: messageAnswerSchema } as const satisfies JsonEndpoint;

/** Ends the session of `token` at the server (the caller has usually cleared it locally already). */
export const logout = (client: ApiClient, token: string, options?: RequestOptions) => client.request(logoutEndpoint, undefined, { ...options, token });
