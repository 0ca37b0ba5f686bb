// What the token lead form loads when it is first used, not for its first render: the schema and the call (zod with them).
export { leadInputSchema } from '../api/schemas/lead';
export { submitLead } from '../api/endpoints/leads';
