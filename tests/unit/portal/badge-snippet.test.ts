import { describe, expect, it } from 'vitest';
import { badgeSnippet } from '#portal/features/certificates/badge-embed';

describe('the badge code the certificate page offers', () => {
  it('is the script from the portal and the badge of the certificate, with size and theme only when not the default', () => {
    const base = { origin: 'https://www.greenfee.example', apiBase: 'https://api.greenfee.example', id: 'GFT-2026-1A2B3C4D' };
    expect(badgeSnippet({ ...base, size: 'small', theme: 'light' })).toBe(
      [
        '<script type="module"',
        '  src="https://www.greenfee.example/widgets/gft-widgets.js"',
        '  data-api-base="https://api.greenfee.example"></script>',
        '<gft-certificate-badge',
        '  certificate-id="GFT-2026-1A2B3C4D"></gft-certificate-badge>',
      ].join('\n'),
    );
    expect(
      badgeSnippet({ ...base, size: 'large', theme: 'dark' })
        .split('\n')
        .at(-1),
    ).toBe('  certificate-id="GFT-2026-1A2B3C4D" size="large" theme="dark"></gft-certificate-badge>');
  });

  it('escapes what it writes into attributes, so a configured value cannot end the attribute or open a tag', () => {
    const snippet = badgeSnippet({
      origin: 'https://a.example',
      apiBase: 'https://api.example/?a="><script>x</script>&b',
      id: 'X',
      size: 'small',
      theme: 'light',
    });
    expect(snippet).toContain('data-api-base="https://api.example/?a=&quot;>&lt;script>x&lt;/script>&amp;b"');
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });
});
