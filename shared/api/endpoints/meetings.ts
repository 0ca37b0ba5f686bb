import type { ApiClient, RequestOptions } from '../client';
import type { JsonEndpoint } from '../endpoint';
import * as meeting from '../schemas/meeting';

export const getValidMeetingTimesEndpoint = {
  method: 'GET',
  path: '/meeting/valid-time/get',
  auth: false,
  in: 'query',
  input: meeting.validTimeQuerySchema,
  answer: meeting.validTimeAnswerSchema,
} as const satisfies JsonEndpoint;
export const setMeetingEndpoint = {
  method: 'POST',
  path: '/meeting/set',
  auth: false,
  in: 'body',
  input: meeting.meetingInputSchema,
  answer: meeting.meetingSetAnswerSchema,
} as const satisfies JsonEndpoint;
export const validateMeetingEmailEndpoint = {
  method: 'POST',
  path: '/meeting/validate-email',
  auth: false,
  in: 'body',
  input: meeting.meetingValidateEmailInputSchema,
  answer: meeting.meetingValidateEmailAnswerSchema,
} as const satisfies JsonEndpoint;

/** Lists the free meeting slots of a day, in Berlin time. */
export const getValidMeetingTimes = (client: ApiClient, input: meeting.ValidTimeQuery, options?: RequestOptions) =>
  client.request(getValidMeetingTimesEndpoint, input, options);
/** Books a forest-owner meeting; the server mails a code to the owner. */
export const setMeeting = (client: ApiClient, input: meeting.MeetingInput, options?: RequestOptions) => client.request(setMeetingEndpoint, input, options);
/** Checks a meeting's e-mail code, or sends a new one with `{ resend: true }`. */
export const validateMeetingEmail = (client: ApiClient, input: meeting.MeetingValidateEmailInput, options?: RequestOptions) =>
  client.request(validateMeetingEmailEndpoint, input, options);
