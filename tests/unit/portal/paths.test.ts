import { describe, expect, it } from 'vitest';
import { isKnownPath, paramPaths, safeNext } from '#portal/lib/paths';

describe('safeNext', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNext('/dashboard/profile?tab=1#password')).toBe('/dashboard/profile?tab=1#password');
    expect(safeNext('/en/faq')).toBe('/en/faq');
  });

  it('refuses other hosts, however they are written', () => {
    const next = (raw: string) => new URLSearchParams(`next=${raw}`).get('next');
    for (const raw of [
      '//evil.example',
      '/%5Cevil.example',
      '/%09/evil.example',
      '/%0A/evil.example',
      '/%0D%0A/evil.example',
      '/%7F/evil.example',
      'https://evil.example',
      'javascript:alert(1)',
      '',
    ]) {
      expect(safeNext(next(raw)), raw).toBeNull();
    }
    expect(safeNext(null)).toBeNull();
  });
});

describe('paths with parameters', () => {
  it('builds links with encoded parameters and matches them back', () => {
    expect(paramPaths.project.href({ id: 'prj_1' })).toBe('/dashboard/projects/prj_1');
    expect(paramPaths.project.href({ id: 'a/b c' })).toBe('/dashboard/projects/a%2Fb%20c');
    expect(paramPaths.project.match('/dashboard/projects/a%2Fb%20c')).toEqual({ id: 'a/b c' });
    expect(paramPaths.editProject.match('/dashboard/projects/prj_1/edit')).toEqual({ id: 'prj_1' });
    expect(paramPaths.project.match('/dashboard/projects/')).toBeNull();
    expect(paramPaths.project.match('/dashboard/projects/%E0%A4%A')).toBeNull();
  });

  it('tells the server which paths are pages (else a 404)', () => {
    for (const known of [
      '/dashboard',
      '/en/dashboard/projects',
      '/dashboard/projects/prj_1',
      '/en/dashboard/certificates/GFT-1',
      '/dashboard/transactions/tx_1/',
    ]) {
      expect(isKnownPath(known), known).toBe(true);
    }
    for (const unknown of ['/dashboard/nothing', '/dashboard/projects/a/b/c', '/en/dashboard/certificates', '/nowhere']) {
      expect(isKnownPath(unknown), unknown).toBe(false);
    }
  });
});
