/**
 * The OpenAPI 3.1 document of the contract (`npm run openapi`, served by the sandbox at /openapi.json): built from the
 * contract table (shared/api/contract.ts: method, path, where the input goes, session, Idempotency-Key, the texts and
 * error answers of each call) and the zod schemas (json-schema.ts); no schema is written here. Examples come from the
 * seeds (examples.ts). The same input gives the same bytes (`openApiText`).
 */
import { contract, contractTags, errorsOf, type DocumentedEndpoint, type EndpointName } from '#shared/api/contract';
import { apiErrorCodes, apiErrorBodySchema, type ApiErrorCode } from '#shared/api/schemas/common';
import { certificateViewSchema } from '#shared/api/schemas/certificate';
import { forestProductSchema } from '#shared/api/schemas/product';
import { projectSchema } from '#shared/api/schemas/project';
import { paymentSchema } from '#shared/api/schemas/purchase';
import { printableFields } from '#shared/api/schemas/printable';
import { transactionSchema } from '#shared/api/schemas/transaction';
import { countrySchema, userSchema, walletSchema } from '#shared/api/schemas/user';
import { validationText } from '#demo/sandbox/validation';
import { wireSchema, type JsonSchema } from './json-schema';

/** Seed examples of a call (examples.ts): what it was sent and what it answered. */
export interface CallExample {
  summary: string;
  /** The JSON body sent. */
  body?: unknown;
  /** The query parameters sent. */
  query?: Record<string, string>;
  /** The answer (200). */
  answer?: unknown;
}
export type SeedExamples = Partial<Record<EndpointName, CallExample>>;

type Json = { [key: string]: unknown };

/** Schemas that answers share, named in `components.schemas`: where one appears whole it becomes a `$ref`. */
const namedSchemas = {
  Project: projectSchema,
  ForestProduct: forestProductSchema,
  Payment: paymentSchema,
  Transaction: transactionSchema,
  Certificate: certificateViewSchema,
  User: userSchema,
  Wallet: walletSchema,
  Country: countrySchema,
} as const;

const reasons: Record<number, string> = {
  400: 'Bad request',
  401: 'No valid session (or wrong credentials)',
  403: 'Forbidden',
  404: 'Not found',
  409: 'Conflict',
  413: 'Payload too large',
  415: 'Unsupported file type',
  429: 'Too many requests',
  500: 'Internal error',
};

const info = {
  title: 'greenfee API',
  summary: 'The API contract of the greenfee front end: the calls of SPEC.md section 7, ten extensions, and their rules.',
  description: [
    'Generated from `shared/api/contract.ts` and the zod schemas of `shared/api/schemas/` by `npm run openapi`; docs/api-contract.md explains the choices. The sandbox (`npm start`, http://localhost:8787) implements every call; `npm run contract-check -- --api URL` tests any API against this document.',
    '',
    '**Requests** carry header `lt` (the session token from `/auth/login`, empty without one) and `ln` (`de` or `en`: the language of names, titles and PDFs in answers). Bodies are JSON; query calls send their input as query parameters; uploads are multipart with one field `file`.',
    '',
    '**Errors** are non-2xx answers with `{ message, code?, field?, issues?, moreIssues?, retryAfter? }` (schema `Error`): `code` is the stable name of the catalogue’s message, `field` the input concerned, `issues` one `{ path, message }` per invalid field with `message` an i18n key (`validation.email`, values after `?`). At most 20 issues are listed; `moreIssues` counts the rest. Each call lists its statuses and codes.',
    '',
    '**Bounds**: every array and every string has a maximum, inputs and answers alike. **Extensions** of SPEC.md are marked `x-greenfee-extension: true` with the reason in `x-greenfee-extension-reason`.',
  ].join('\n'),
  version: '1.0.0',
};

const stringify = (value: unknown) => JSON.stringify(value);

/** Replaces every whole occurrence of a named schema inside `json` by its `$ref` (not the named schema itself). */
function referNamed(json: unknown, named: Map<string, string>, top = true): unknown {
  if (Array.isArray(json)) return json.map((item) => referNamed(item, named, false));
  if (typeof json !== 'object' || json === null) return json;
  const name = top ? undefined : named.get(stringify(json));
  if (name) return { $ref: `#/components/schemas/${name}` };
  return Object.fromEntries(Object.entries(json).map(([key, value]) => [key, referNamed(value, named, false)]));
}

const errorSchema = (): JsonSchema => {
  const schema = wireSchema(apiErrorBodySchema);
  const codes = (Object.entries(apiErrorCodes) as [ApiErrorCode, string][]).map(([code, message]) => `\`${code}\` (“${message}”)`);
  return {
    ...schema,
    description: `The body of every error answer. \`code\` is open (a client reads an unknown code as a failure of the action); the codes of the catalogue: ${codes.join(', ')}.`,
  };
};

function errorResponse(status: number, codes: ApiErrorCode[]): Json {
  const throttled = codes.filter((code) => code === 'LOGIN_THROTTLED' || code === 'OPEN_PAYMENT_LIMIT');
  return {
    description: `${reasons[status] ?? 'Error'}: ${codes.map((code) => `\`${code}\``).join(', ')}`,
    ...(throttled.length
      ? {
          headers: {
            'Retry-After': {
              description: `Seconds to wait (with ${throttled.join(', ')}), as \`retryAfter\` in the body.`,
              schema: { type: 'integer', minimum: 0 },
            },
          },
        }
      : {}),
    content: {
      'application/json': {
        schema: { allOf: [{ $ref: '#/components/schemas/Error' }, { type: 'object', properties: { code: { enum: codes } }, required: ['message', 'code'] }] },
        examples: Object.fromEntries(codes.map((code) => [code, { summary: code, value: { message: apiErrorCodes[code], code } }])),
      },
    },
  };
}

const fileTypes = (types: readonly string[]) => types.map((type) => (type.endsWith('/') ? `${type}*` : type));

function operation(names: EndpointName[], examples: SeedExamples): Json {
  const name = names[0] as EndpointName;
  const endpoint: DocumentedEndpoint = contract[name];
  const example = examples[name];
  const parameters: Json[] = [
    {
      name: 'ln',
      in: 'header',
      description: 'The language of names, titles and PDFs in the answer; `de` unless told.',
      schema: { type: 'string', enum: ['de', 'en'] },
    },
  ];
  if (endpoint.idempotencyKey) {
    parameters.push({
      name: 'Idempotency-Key',
      in: 'header',
      required: true,
      description:
        'One key per attempt (a UUID), the same on its retries: the same key and body answer the first answer again; another body with the key is `409 IDEMPOTENCY_CONFLICT`; no key is `400 IDEMPOTENCY_KEY_REQUIRED`.',
      schema: { type: 'string', minLength: 1, maxLength: 200 },
    });
  }
  let requestBody: Json | undefined;
  if (endpoint.in === 'query' && endpoint.input) {
    const query = wireSchema(endpoint.input);
    const required = new Set((query.required as string[] | undefined) ?? []);
    for (const [field, schema] of Object.entries(query.properties as Record<string, JsonSchema>)) {
      const value = example?.query?.[field];
      parameters.push({
        name: field,
        in: 'query',
        ...(required.has(field) ? { required: true } : {}),
        schema,
        ...(value !== undefined ? { example: value } : {}),
      });
    }
  } else if (endpoint.in === 'body' && endpoint.input) {
    const printed: readonly string[] = Object.hasOwn(printableFields, name) ? printableFields[name as keyof typeof printableFields] : [];
    requestBody = {
      required: true,
      ...(printed.length
        ? {
            description: `What prints on a certificate or an invoice must print there: ${printed.map((field) => `\`${field}\``).join(', ')} (else \`400\` with ${validationText('validation.unprintable')}, \`validation.unprintable\`).`,
          }
        : {}),
      content: {
        'application/json': {
          schema: wireSchema(endpoint.input),
          ...(example?.body !== undefined ? { examples: { seed: { summary: example.summary, value: example.body } } } : {}),
        },
      },
    };
  } else if (endpoint.in === 'multipart') {
    const types = fileTypes(endpoint.limits.types);
    requestBody = {
      required: true,
      description: `One file in the field \`file\`: ${types.join(', ')}, at most ${endpoint.limits.maxBytes} bytes.`,
      content: {
        'multipart/form-data': {
          schema: { type: 'object', properties: { file: { type: 'string', contentMediaType: 'application/octet-stream' } }, required: ['file'] },
          encoding: { file: { contentType: types.join(', ') } },
        },
      },
    };
  }
  const answer: Json =
    'file' in endpoint
      ? {
          description: `The file (${fileTypes(endpoint.file).join(', ')})`,
          content: Object.fromEntries(fileTypes(endpoint.file).map((type) => [type, { schema: { type: 'string', contentMediaType: type } }])),
        }
      : {
          description: 'The answer',
          content: {
            'application/json': {
              schema: wireSchema(endpoint.answer),
              ...(example?.answer !== undefined ? { examples: { seed: { summary: example.summary, value: example.answer } } } : {}),
            },
          },
        };
  const responses: Json = { 200: answer };
  for (const [status, codes] of errorsOf(endpoint)) responses[status] = errorResponse(status, codes);
  const alias = names.slice(1).map((other) => `\n\n**Also \`${other}\`**: ${contract[other].description}`);
  const extension = endpoint.extension ? { 'x-greenfee-extension': true, 'x-greenfee-extension-reason': endpoint.extension } : {};
  return {
    operationId: name,
    tags: [endpoint.tag],
    summary: endpoint.summary,
    description: `${endpoint.extension ? `**Extension** of SPEC.md: ${endpoint.extension}\n\n` : ''}${endpoint.description}${alias.join('')}`,
    ...(endpoint.auth ? { security: [{ session: [] }] } : { security: [] }),
    parameters,
    ...(requestBody ? { requestBody } : {}),
    responses,
    'x-greenfee-contract': names,
    ...extension,
  };
}

/** The OpenAPI 3.1 document of the contract, with `examples` from the seeds. */
export function openApiDocument(examples: SeedExamples = {}): Json {
  const byRoute = new Map<string, EndpointName[]>();
  for (const name of Object.keys(contract) as EndpointName[]) {
    const { method, path } = contract[name];
    const key = `${method.toLowerCase()} ${path}`;
    byRoute.set(key, [...(byRoute.get(key) ?? []), name]);
  }
  const paths: Record<string, Record<string, Json>> = {};
  for (const [key, names] of byRoute) {
    const [method = '', path = ''] = key.split(' ');
    paths[path] = { ...paths[path], [method]: operation(names, examples) };
  }
  const schemas: Record<string, JsonSchema> = { Error: errorSchema() };
  for (const [name, schema] of Object.entries(namedSchemas)) schemas[name] = wireSchema(schema);
  const named = new Map(Object.entries(schemas).map(([name, schema]) => [stringify(schema), name]));
  // Inside the named schemas too (a Certificate in a Transaction's neighbour), but never a schema for itself.
  const components = {
    securitySchemes: {
      session: { type: 'apiKey', in: 'header', name: 'lt', description: 'The session token of `/auth/login` (`session.token`).' },
    },
    schemas: Object.fromEntries(Object.entries(schemas).map(([name, schema]) => [name, referNamed(schema, named)])),
  };
  return {
    openapi: '3.1.0',
    info,
    servers: [{ url: '/', description: 'The server of this document (the sandbox: http://localhost:8787)' }],
    tags: contractTags.map((tag) => ({ name: tag })),
    paths: referNamed(paths, named, false) as Json,
    components,
  };
}

/** The document as the bytes `npm run openapi` writes and the sandbox serves. */
export const openApiText = (examples: SeedExamples = {}) => `${JSON.stringify(openApiDocument(examples), null, 2)}\n`;
