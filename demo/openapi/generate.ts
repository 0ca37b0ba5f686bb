import type { Sandbox, SandboxOptions } from '#demo/sandbox/context';
import { openApiText } from './document';
import { seedExamples } from './examples';

/** The OpenAPI document's bytes with the seeds' examples; `create` is the sandbox's factory (createSandbox). */
export const generateOpenApi = async (create: (options: SandboxOptions) => Sandbox): Promise<string> => openApiText(await seedExamples(create));
