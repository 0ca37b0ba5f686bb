// What certificate verification loads when it is first used, not for its first render: the input's schema and the
// call (zod with them).
export { certificateValidateInputSchema } from '../api/schemas/certificate';
export { validateCertificate } from '../api/endpoints/certificates';
