// What the contact form loads when it is first used, not for its first render: the schema and the call (zod with them).
export { supportEmailInputSchema } from '../api/schemas/support';
export { sendSupportEmail } from '../api/endpoints/support';
