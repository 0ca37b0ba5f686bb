import { escapeAttribute } from './html-escape';

/**
 * What a customer pastes into their website: the script (the versioned loader with its integrity where the site serves
 * a release, as the embed builder gives it) and the badge of a certificate (default size and theme left out). With
 * `verifyUrl` the badge links there (the public impact page) instead of the verification page: the badge's own
 * `verify-url` attribute, so the badge's code needs nothing new. Here, not in a feature: the certificate page and the
 * public impact page both give it.
 */
export function badgeSnippet(options: {
  script: { src: string; integrity?: string };
  apiBase: string;
  id: string;
  size: 'small' | 'large';
  theme: 'light' | 'dark';
  verifyUrl?: string;
}): string {
  const { script, apiBase, id, size, theme, verifyUrl } = options;
  const attributes = [`certificate-id="${escapeAttribute(id)}"`, ...(size === 'large' ? ['size="large"'] : []), ...(theme === 'dark' ? ['theme="dark"'] : [])];
  // One attribute a line: short lines, and none breaks inside a URL or the ID.
  return [
    '<script type="module"',
    `  src="${escapeAttribute(script.src)}"`,
    ...(script.integrity ? [`  integrity="${escapeAttribute(script.integrity)}"`, '  crossorigin="anonymous"'] : []),
    `  data-api-base="${escapeAttribute(apiBase)}"></script>`,
    '<gft-certificate-badge',
    // The link's address on a line of its own: it is the long one.
    ...(verifyUrl
      ? [`  ${attributes.join(' ')}`, `  verify-url="${escapeAttribute(verifyUrl)}"></gft-certificate-badge>`]
      : [`  ${attributes.join(' ')}></gft-certificate-badge>`]),
  ].join('\n');
}
