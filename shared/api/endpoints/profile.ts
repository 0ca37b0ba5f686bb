import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import { profileAnswerSchema, profileEditAnswerSchema, profileEditInputSchema, type ProfileEditInput } from '../schemas/user';

export const getProfileEndpoint = { method: 'GET', path: '/profile/get', auth: true, in: 'none', answer: profileAnswerSchema } as const satisfies JsonEndpoint;
export const editProfileEndpoint = {
  method: 'POST',
  path: '/profile/edit',
  auth: true,
  in: 'body',
  input: profileEditInputSchema,
  answer: profileEditAnswerSchema,
} as const satisfies JsonEndpoint;

/** Reads the logged-in user's profile: user, wallet and saved cards. */
export const getProfile = (client: ApiClient, options?: RequestOptions) => client.request(getProfileEndpoint, undefined, options);
/** Edits the logged-in user's profile. */
export const editProfile = (client: ApiClient, input: ProfileEditInput, options?: RequestOptions) => client.request(editProfileEndpoint, input, options);
