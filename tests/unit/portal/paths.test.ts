import { describe, expect, it } from 'vitest';
import { safeNext } from '../../../portal/app/paths';

describe('safeNext', () => {
  it('keeps a path of this site with its query and hash', () => {
    expect(safeNext('/dashboard/profile?tab=1#password')).toBe('/dashboard/profile?tab=1#password');
    expect(safeNext('/en/faq')).toBe('/en/faq');
  });

  it('refuses other hosts, however they are written', () => {
    const next = (raw: string) => new URLSearchParams(`next=${raw}`).get('next');
    for (const raw of ['//evil.example', '/%5Cevil.example', '/%09/evil.example', '/%0A/evil.example', '/%0D%0A/evil.example', '/%7F/evil.example', 'https://evil.example', 'javascript:alert(1)', '']) {
      expect(safeNext(next(raw)), raw).toBeNull();
    }
    expect(safeNext(null)).toBeNull();
  });
});
