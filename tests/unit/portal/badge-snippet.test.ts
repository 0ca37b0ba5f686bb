import { describe, expect, it } from 'vitest';
import { badgeSnippet } from '#portal/lib/badge-snippet';
import { loaderScript, localAddresses } from '#portal/lib/widget-release';

describe('the badge code the certificate page offers', () => {
  it('is the script from the portal and the badge of the certificate, with size and theme only when not the default', () => {
    const base = { script: { src: 'https://www.greenfee.example/widgets/gft-widgets.js' }, apiBase: 'https://api.greenfee.example', id: 'GFT-2026-1A2B3C4D' };
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
      script: { src: 'https://a.example/widgets/gft-widgets.js', integrity: 'sha384-"><script>' },
      apiBase: 'https://api.example/?a="><script>x</script>&b',
      id: 'X',
      size: 'small',
      theme: 'light',
    });
    expect(snippet).toContain('data-api-base="https://api.example/?a=&quot;&gt;&lt;script&gt;x&lt;/script&gt;&amp;b"');
    expect(snippet).toContain('  integrity="sha384-&quot;&gt;&lt;script&gt;"\n  crossorigin="anonymous"\n');
    expect(snippet.match(/<script/g)).toHaveLength(1);
  });

  it('pins the versioned loader with its integrity when the site serves a release, as the embed builder does', () => {
    const release = { version: '0.1.0', path: '/widgets/v0.1.0/gft-widgets.js', integrity: `sha384-${'A'.repeat(64)}` };
    const script = loaderScript('https://www.greenfee.example', release, '/widgets/gft-widgets.js');
    expect(script).toEqual({ src: 'https://www.greenfee.example/widgets/v0.1.0/gft-widgets.js', integrity: release.integrity });
    expect(loaderScript('https://www.greenfee.example', null, '/widgets/gft-widgets.js')).toEqual({
      src: 'https://www.greenfee.example/widgets/gft-widgets.js',
    });
    expect(badgeSnippet({ script, apiBase: 'https://api.greenfee.example', id: 'GFT-1', size: 'small', theme: 'light' }).split('\n').slice(0, 5)).toEqual([
      '<script type="module"',
      '  src="https://www.greenfee.example/widgets/v0.1.0/gft-widgets.js"',
      `  integrity="${release.integrity}"`,
      '  crossorigin="anonymous"',
      '  data-api-base="https://api.greenfee.example"></script>',
    ]);
  });

  it('links the badge to a public impact page with the badge’s own verify-url, on a line of its own', () => {
    const script = { src: 'https://www.greenfee.example/widgets/gft-widgets.js' };
    const snippet = badgeSnippet({
      script,
      apiBase: 'https://api.greenfee.example',
      id: 'GFT-1',
      size: 'small',
      theme: 'light',
      verifyUrl: 'https://www.greenfee.example/impact/mia-hofer"><x>',
    });
    expect(snippet.split('\n').slice(-3)).toEqual([
      '<gft-certificate-badge',
      '  certificate-id="GFT-1"',
      '  verify-url="https://www.greenfee.example/impact/mia-hofer&quot;&gt;&lt;x&gt;"></gft-certificate-badge>',
    ]);
  });
});

describe('the addresses of this computer a snippet names (localAddresses)', () => {
  it('finds localhost, 127.0.0.1 and [::1] with their ports, each once, and nothing of a public site', () => {
    const local =
      '<script src="http://localhost:5173/widgets/gft-widgets.js" data-api-base="http://127.0.0.1:8787"></script><a href="http://localhost:5173/x"></a><b title="http://[::1]"></b>';
    expect(localAddresses(local)).toEqual(['http://localhost:5173', 'http://127.0.0.1:8787', 'http://[::1]']);
    expect(localAddresses('<script src="https://www.greenfee.example/widgets/gft-widgets.js" data-api-base="https://api.localhost.example"></script>')).toEqual(
      [],
    );
  });
});
