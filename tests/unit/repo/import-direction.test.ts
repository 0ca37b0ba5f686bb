import { ESLint } from 'eslint';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const cwd = new URL('../../../', import.meta.url).pathname;
// The direction rules on their own: the cycle rule would walk the whole graph behind each probe's import (a minute on
// a busy machine); it has probes of its own, which import only each other.
const directionOnly = new ESLint({ cwd, overrideConfig: { rules: { 'import-x/no-cycle': 'off' } } });
const withCycles = new ESLint({ cwd });
const messages = async (filePath: string, code: string, eslint = filePath.includes('/cycle-probe/') ? withCycles : directionOnly) =>
  (await eslint.lintText(code, { filePath }))
    .flatMap((result) => result.messages)
    .filter((message) => ['no-restricted-imports', 'import-x/no-restricted-paths', 'import-x/no-cycle'].includes(message.ruleId ?? ''));

describe('the import-direction lint rule', () => {
  it.each([
    ['widgets/contact/define.ts', "import { App } from '#portal/app/app';"],
    ['portal/app/x.tsx', "import { runtimeVersion } from '#widgets/main';"],
    // The elements' table is the one module of widgets/ the portal may import (the embed builder's forms); nothing beside it.
    ['portal/features/embed/x.tsx', "import { defineWidget } from '#widgets/lib/define-widget';"],
    ['portal/features/embed/x.tsx', "import { elementManifest } from '#widgets/lib/manifest';"],
    ['shared/forms/x.ts', "import { App } from '#portal/app/app';"],
    // The import scheme: two folders up or more, a module is named by its area.
    ['widgets/contact/define.ts', "import { createApiClient } from '../../shared/api/client';"],
    ['demo/sandbox/x.ts', "import { contract } from '../../shared/api/contract';"],
    ['tests/unit/api/x.test.ts', "import { contract } from '../../../shared/api/contract';"],
    ['shared/api/x.ts', "import { useState } from 'react';"],
    ['shared/i18n/x.ts', "import { useTranslation } from 'react-i18next';"],
    ['shared/config/x.ts', "import { h } from 'preact';"],
    ['shared/auth/x.ts', "import { useQuery } from '@tanstack/react-query';"],
  ])('refuses %s: %s', async (file, code) => {
    expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toHaveLength(1);
  });

  it.each([
    ['widgets/contact/define.ts', "import { createApiClient } from '#shared/api/client';"],
    ['portal/app/x.tsx', "import { createApiClient } from '#shared/api/client';"],
    ['portal/features/embed/x.tsx', "import { elements } from '#widgets/lib/elements';"],
    ['demo/sandbox/x.ts', "import { contract } from '#shared/api/contract';"],
    ['shared/query/x.ts', "import { queryOptions } from '@tanstack/react-query';"],
  ])('allows %s: %s', async (file, code) => {
    expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toEqual([]);
  });

  describe('inside the portal', () => {
    it.each([
      ['portal/features/profile/x.tsx', "import { LoginPage } from '../auth/login-page';"],
      ['portal/features/dashboard/x.tsx', "import { ProfilePage } from '../profile/profile-page';"],
      ['portal/features/profile/x.tsx', "import { AppRoutes } from '#portal/app/router';"],
      ['portal/features/profile/x.tsx', "import { Header } from '#portal/layout/header';"],
      ['portal/lib/x.ts', "import { LoginPage } from '../features/auth/login-page';"],
      ['portal/lib/x.ts', "import { Header } from '../layout/header';"],
      ['portal/layout/x.tsx', "import { AppRoutes } from '../app/router';"],
      ['portal/features/auth/x.tsx', "import { login } from '#shared/api/endpoints/auth';"],
      ['portal/features/profile/x.tsx', "import { editProfile } from '#shared/api/endpoints/profile';"],
      ['portal/features/public/x.tsx', "import { createApiClient } from '#shared/api/client';"],
      ['portal/features/projects/x.tsx', "import { queryKeys } from '#shared/query/keys';"],
      ['portal/features/projects/parts/x.tsx', "import { getProjects } from '#shared/api/endpoints/projects';"],
      ['portal/features/profile/x.tsx', "import { paths } from '#portal/app/router';"],
    ])('refuses %s: %s', async (file, code) => {
      expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toHaveLength(1);
    });

    it.each([
      ['portal/features/profile/x.tsx', "import { useSession } from '#portal/lib/session-guards';"],
      ['portal/features/profile/x.tsx', "import { paths } from '#portal/lib/paths';"],
      ['portal/lib/x.ts', "import { paths } from './paths';"],
      ['portal/features/profile/x.tsx', "import { ProfilePage } from './profile-page';"],
      ['portal/layout/x.tsx', "import { usePortalText } from '../lib/language';"],
      ['portal/app/x.tsx', "import { ProfilePage } from '../features/profile/profile-page';"],
      ['portal/features/auth/api/x.ts', "import { login } from '#shared/api/endpoints/auth';"],
      ['portal/features/projects/api/x.ts', "import { queryKeys } from '#shared/query/keys';"],
      ['portal/features/profile/x.tsx', "import { useEditProfile } from './api/edit-profile';"],
      ['portal/features/profile/x.tsx', "import { profileEditInputSchema } from '#shared/api/schemas/user';"],
    ])('allows %s: %s', async (file, code) => {
      expect(await messages(file, `${code}\nexport const used = [${code.match(/\{ (\w+) \}/)?.[1]}];\n`)).toEqual([]);
    });

    // Every area (issue 40: 0 cycles).
    it.each([
      ['portal/lib', 'import { b } from'],
      ['shared/api', 'import { b } from'],
      ['widgets/lib', 'import { b } from'],
      ['demo/sandbox', 'import { b } from'],
      ['tests/unit', 'import { b } from'],
    ])('refuses an import cycle in %s: %s', async (area, importing) => {
      const folder = new URL(`../../../${area}/cycle-probe/`, import.meta.url);
      mkdirSync(folder, { recursive: true });
      try {
        const a = `${importing} './b';\nexport const a = (): typeof b => b;\n`;
        writeFileSync(new URL('a.ts', folder), a);
        writeFileSync(new URL('b.ts', folder), "import { a } from './a';\nexport const b = () => a;\n");
        const found = await messages(new URL('a.ts', folder).pathname, a);
        expect(found.map((message) => message.ruleId)).toEqual(['import-x/no-cycle']);
      } finally {
        rmSync(folder, { recursive: true, force: true });
      }
    });
  });
});
