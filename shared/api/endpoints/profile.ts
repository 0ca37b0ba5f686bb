import type { ApiClient, RequestOptions } from '../client';
import { contract } from '../contract';
import type { ProfileEditInput } from '../schemas/user';

/** Reads the logged-in user's profile: user, wallet and saved cards. */
export const getProfile = (client: ApiClient, options?: RequestOptions) => client.request(contract.getProfile, undefined, options);
/** Edits the logged-in user's profile. */
export const editProfile = (client: ApiClient, input: ProfileEditInput, options?: RequestOptions) => client.request(contract.editProfile, input, options);
