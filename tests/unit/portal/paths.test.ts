import { generatePath } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { isKnownPath, localized, paramPaths, paths, safeNext, splitLanguage, switchLanguage } from '#portal/lib/paths';

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

describe('paths with parameters, built by hand and by react-router', () => {
  const base = 'http://portal.invalid';
  // Ids an API could send: whatever they hold, each must stay one segment of its own path.
  const hostile = ['a b', 'a/b', '../../auth/login', 'a?next=//evil.example', 'a#b', '100%', '%2F', '%E0%A4%A', 'Wald Ω ü ß 🌲', 'a+b&c=d;e,f', '\\evil'];

  it('encode hostile ids as generatePath does, one segment that the browser keeps and match() reads back', () => {
    for (const [name, entry] of Object.entries(paramPaths)) {
      for (const id of hostile) {
        const href = entry.href({ id });
        expect(href, `${name} ${id}`).toBe(generatePath(entry.pattern, { id }));
        expect(new URL(href, base).pathname, `${name} ${id}`).toBe(href);
        expect(entry.match(href), `${name} ${id}`).toEqual({ id });
      }
    }
  });

  it('"." and ".." are dot segments for both: the browser resolves them away, whatever the encoding', () => {
    for (const id of ['.', '..']) {
      const href = paramPaths.editProject.href({ id });
      expect(href).toBe(generatePath(paramPaths.editProject.pattern, { id }));
      expect(href).toBe(`/dashboard/projects/${id}/edit`);
    }
    expect(new URL(paramPaths.editProject.href({ id: '..' }), base).pathname).toBe('/dashboard/edit');
    expect(new URL('/dashboard/projects/%2e%2e/edit', base).pathname).toBe('/dashboard/edit');
  });

  it('an empty id: generatePath drops the segment (another route), by hand it stays empty (no route)', () => {
    expect(generatePath(paramPaths.editProject.pattern, { id: '' })).toBe('/dashboard/projects/edit');
    expect(paramPaths.editProject.match('/dashboard/projects/edit')).toBeNull();
    expect(paramPaths.project.match('/dashboard/projects/edit')).toEqual({ id: 'edit' });
    expect(paramPaths.editProject.href({ id: '' })).toBe('/dashboard/projects//edit');
    expect(isKnownPath(paramPaths.editProject.href({ id: '' }))).toBe(false);
  });
});

describe('a page with a word of its own in each language (the accessibility statement)', () => {
  it('is /barrierefreiheit in German and /en/accessibility in English, both ways', () => {
    expect(localized('de', paths.accessibility)).toBe('/barrierefreiheit');
    expect(localized('en', paths.accessibility)).toBe('/en/accessibility');
    expect(splitLanguage('/en/accessibility')).toEqual({ language: 'en', path: paths.accessibility });
    expect(splitLanguage('/barrierefreiheit')).toEqual({ language: 'de', path: paths.accessibility });
    const at = (pathname: string) => ({ pathname, search: '?a=1', hash: '#feedback' });
    expect(switchLanguage(at('/barrierefreiheit'), 'en')).toBe('/en/accessibility?a=1#feedback');
    expect(switchLanguage(at('/en/accessibility'), 'de')).toBe('/barrierefreiheit?a=1#feedback');
    // The other pages keep one word for both languages.
    expect(localized('en', paths.faq)).toBe('/en/faq');
    expect(splitLanguage('/en/faq')).toEqual({ language: 'en', path: paths.faq });
  });

  it("is a known path in each language's word only: the other word is a 404", () => {
    for (const known of ['/barrierefreiheit', '/barrierefreiheit/', '/en/accessibility', '/en/accessibility/', '/en', '/en/faq', '/']) {
      expect(isKnownPath(known), known).toBe(true);
    }
    for (const unknown of ['/accessibility', '/en/barrierefreiheit', '/en/barrierefreiheit/', '/en/en/accessibility']) {
      expect(isKnownPath(unknown), unknown).toBe(false);
    }
  });
});
