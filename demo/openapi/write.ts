/** `npm run openapi`: writes the contract's OpenAPI 3.1 document to dist/openapi.json (the build runs it too). */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { createSandbox } from '#demo/sandbox/app';
import { generateOpenApi } from './generate';

export const openApiFile = fileURLToPath(new URL('../../dist/openapi.json', import.meta.url));

mkdirSync(fileURLToPath(new URL('../../dist/', import.meta.url)), { recursive: true });
const text = await generateOpenApi(createSandbox);
writeFileSync(openApiFile, text);
console.log(`dist/openapi.json: ${Object.keys((JSON.parse(text) as { paths: object }).paths).length} paths, ${text.length} bytes`);
