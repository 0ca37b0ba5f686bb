import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { beforeAll, describe, expect, it } from 'vitest';
import { contract, errorsOf, type DocumentedEndpoint, type EndpointName } from '#shared/api/contract';
import { apiErrorCodes } from '#shared/api/schemas/common';
import { createSandbox } from '#demo/sandbox/app';
import { generateOpenApi } from '#demo/openapi/generate';
import { OpenApiAnswers, zodMismatches } from '#demo/contract-check/validate';
import { startTestSandbox } from '#tests/helpers/sandbox';

interface Operation {
  operationId: string;
  'x-greenfee-contract': EndpointName[];
  'x-greenfee-extension'?: true;
  'x-greenfee-extension-reason'?: string;
  parameters: { name: string; in: string; required?: boolean; example?: string }[];
  requestBody?: { content: Record<string, { schema: object; examples?: Record<string, { value: unknown }> }> };
  responses: Record<string, { content?: Record<string, { schema: object; examples?: Record<string, { value: unknown }> }> }>;
}
interface Document {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
}

let text = '';
let document: Document;
const operations = () =>
  Object.entries(document.paths).flatMap(([path, methods]) => Object.entries(methods).map(([method, operation]) => ({ path, method, operation })));

beforeAll(async () => {
  text = await generateOpenApi(createSandbox);
  document = JSON.parse(text) as Document;
});

describe('the OpenAPI document (npm run openapi)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    const result = await new Validator().validate(document as never);
    expect(result.errors).toBeUndefined();
    expect(result.valid).toBe(true);
    expect(document.openapi).toBe('3.1.0');
    // The OpenAPI schema leaves the JSON Schemas in it unchecked: each is checked against JSON Schema 2020-12 itself.
    const ajv = new Ajv2020({ strict: false });
    const schemas: unknown[] = [];
    const collect = (value: unknown, key = ''): void => {
      if (typeof value !== 'object' || value === null) return;
      if (key === 'schema') schemas.push(value);
      for (const [name, entry] of Object.entries(value)) if (key !== 'schema') collect(entry, name);
    };
    collect(document.paths);
    schemas.push(...Object.values((document as unknown as { components: { schemas: object } }).components.schemas));
    expect(schemas.length).toBeGreaterThan(100);
    for (const schema of schemas) expect(ajv.validateSchema(schema as object), JSON.stringify(ajv.errors)).toBe(true);
  });

  it('has every call of the contract with its method and path, and nothing else', () => {
    const served = operations().flatMap(({ path, method, operation }) =>
      operation['x-greenfee-contract'].map((name) => {
        expect(contract[name].path, name).toBe(path);
        expect(contract[name].method.toLowerCase(), name).toBe(method);
        return name;
      }),
    );
    expect(served.sort()).toEqual(Object.keys(contract).sort());
    // GET /project/mine serves both listMyProjects and updateMyProject: one operation.
    expect(operations()).toHaveLength(new Set(Object.values(contract).map((endpoint) => `${endpoint.method} ${endpoint.path}`)).size);
  });

  it('is the same bytes every time, and the sandbox serves those bytes at /openapi.json', async () => {
    expect(await generateOpenApi(createSandbox)).toBe(text);
    const sandbox = await startTestSandbox();
    try {
      const served = await sandbox.http('/openapi.json');
      expect(served.headers.get('content-type')).toContain('application/json');
      expect(await served.text()).toBe(text);
    } finally {
      await sandbox.stop();
    }
  });

  it('marks the twelve extensions with their reason, and only them', () => {
    const marked = operations()
      .filter(({ operation }) => operation['x-greenfee-extension'])
      .map(({ operation }) => {
        expect(operation['x-greenfee-extension-reason']?.length).toBeGreaterThan(40);
        return operation.operationId;
      });
    expect(marked.sort()).toEqual([
      'editImpactSetting',
      'getCertificateStatus',
      'getForestMonitoring',
      'getImpactImage',
      'getImpactSetting',
      'getPublicImpact',
      'getReport',
      'getReportPdf',
      'getTokenIndexes',
      'health',
      'listImpactPages',
      'logout',
    ]);
  });

  it('lists every error status of each call with the error schema and its codes, and requires Idempotency-Key where the contract does', () => {
    for (const { operation } of operations()) {
      const endpoint: DocumentedEndpoint = contract[operation.operationId as EndpointName];
      const errors = errorsOf(endpoint);
      const statuses = Object.keys(operation.responses).filter((status) => status !== '200');
      expect(statuses, operation.operationId).toEqual([...errors.keys()].map(String));
      for (const [status, codes] of errors) {
        const schema = operation.responses[status]?.content?.['application/json']?.schema as {
          allOf: [{ $ref: string }, { properties: { code: { enum: string[] } } }];
        };
        expect(schema.allOf[0].$ref).toBe('#/components/schemas/Error');
        expect(schema.allOf[1].properties.code.enum).toEqual(codes);
        for (const code of codes) expect(Object.keys(apiErrorCodes)).toContain(code);
      }
      const key = operation.parameters.find((parameter) => parameter.name === 'Idempotency-Key');
      expect(key?.required ?? false, operation.operationId).toBe(endpoint.idempotencyKey ?? false);
    }
    // The common ones are there: a call with input can be a 400, one with a session a 401.
    expect(Object.keys(document.paths['/profile/get']?.get?.responses ?? {})).toEqual(['200', '401', '500']);
    expect(Object.keys(document.paths['/buy/buyGft']?.post?.responses ?? {})).toEqual(['200', '400', '401', '409', '413', '429', '500']);
  });

  it('has examples from the seeds that its own schemas and the client’s zod schemas accept', () => {
    const answers = new OpenApiAnswers(document as never);
    let checked = 0;
    for (const { path, method, operation } of operations()) {
      const endpoint = contract[operation.operationId as EndpointName];
      for (const [status, response] of Object.entries(operation.responses)) {
        for (const example of Object.values(response.content?.['application/json']?.examples ?? {})) {
          expect(answers.check(method, path, Number(status), example.value), `${operation.operationId} ${status}`).toEqual([]);
          if (status === '200' && 'answer' in endpoint) expect(zodMismatches(endpoint.answer, example.value), operation.operationId).toEqual([]);
          checked += 1;
        }
      }
      for (const example of Object.values(operation.requestBody?.content['application/json']?.examples ?? {})) {
        if ('input' in endpoint && endpoint.input) expect(zodMismatches(endpoint.input, example.value), operation.operationId).toEqual([]);
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(100);
    // The seeds' own data, not made up: the seeded forest and customer.
    expect(text).toContain('Mühlviertel mixed forest');
    expect(text).toContain('demo@greenfee.example');
  });
});

describe('the error codes of the contract', () => {
  it('lists each status and code the sandbox answers with at a call of the contract', () => {
    const sandboxDir = fileURLToPath(new URL('../../../demo/sandbox/', import.meta.url));
    const files = [
      ...readdirSync(sandboxDir).map((name) => join(sandboxDir, name)),
      ...readdirSync(join(sandboxDir, 'handlers')).map((name) => join(sandboxDir, 'handlers', name)),
    ];
    const thrown = new Set<string>();
    for (const file of files.filter((name) => name.endsWith('.ts'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(/new SandboxError\(\s*(\d{3}),\s*'([A-Z_]+)'/g)) thrown.add(`${match[1]} ${match[2]}`);
    }
    const documented = new Set(
      Object.values(contract).flatMap((endpoint) => [...errorsOf(endpoint)].flatMap(([status, codes]) => codes.map((code) => `${status} ${code}`))),
    );
    expect(thrown.size).toBeGreaterThan(30);
    expect([...thrown].filter((pair) => !documented.has(pair))).toEqual([]);
  });
});
