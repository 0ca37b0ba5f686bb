// What the badge loads once it verifies, not for its first render: the client (ky and zod with it), the call and the
// input's schema.
export { createApiClient } from '#shared/api/client';
export { certificateValidateInputSchema, validateCertificate } from '#shared/forms/certificate-verify-actions';
