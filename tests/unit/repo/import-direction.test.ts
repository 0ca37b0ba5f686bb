import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: new URL('../../../', import.meta.url).pathname });
const messages = async (filePath: string, code: string) =>
  (await eslint.lintText(code, { filePath })).flatMap((result) => result.messages).filter((message) => message.ruleId === 'no-restricted-imports');

describe('the import-direction lint rule', () => {
  it.each([
    ['widgets/contact/define.ts', "import { App } from '../../portal/app/app';"],
    ['portal/app/x.tsx', "import { runtimeVersion } from '../../widgets/main';"],
    ['shared/forms/x.ts', "import { App } from '../../portal/app/app';"],
    ['shared/api/x.ts', "import { useState } from 'react';"],
    ['shared/i18n/x.ts', "import { useTranslation } from 'react-i18next';"],
    ['shared/config/x.ts', "import { h } from 'preact';"],
    ['shared/auth/x.ts', "import { useQuery } from '@tanstack/react-query';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toHaveLength(1);
  });

  it.each([
    ['widgets/contact/define.ts', "import { createApiClient } from '../../shared/api/client';"],
    ['portal/app/x.tsx', "import { createApiClient } from '../../shared/api/client';"],
    ['shared/query/x.ts', "import { queryOptions } from '@tanstack/react-query';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toEqual([]);
  });
});
