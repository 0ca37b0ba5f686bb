// What the forest-owner meeting form loads when it is first used, not for its first render: the schemas and the
// calls (zod with them).
export { meetingCodeInputSchema, meetingInputSchema } from '../api/schemas/meeting';
export { uploadPdf } from '../api/endpoints/media';
export { getValidMeetingTimes, setMeeting, validateMeetingEmail } from '../api/endpoints/meetings';
