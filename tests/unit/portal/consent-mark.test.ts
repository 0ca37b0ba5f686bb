import { describe, expect, it } from 'vitest';
import { consentAnsweredAttribute, consentMarkScript, readConsent } from '#portal/layout/consent';

/** Runs the head's script against a document with `cookie`; whether it marked <html>. */
function marks(cookie: string): boolean {
  const attributes = new Map<string, string>();
  const document = { cookie, documentElement: { setAttribute: (name: string, value: string) => attributes.set(name, value) } };
  new Function('document', consentMarkScript)(document);
  return attributes.has(consentAnsweredAttribute);
}

describe("the prerendered pages' consent mark (the head's inline script)", () => {
  const choice = (value: unknown) => encodeURIComponent(JSON.stringify(value));
  const cookies = [
    '',
    'theme=dark',
    'gft_consent=allow_all',
    'theme=dark; gft_consent=allow_all',
    '  gft_consent=allow_all  ;other=1',
    `gft_consent=${choice({ performance_cookies_third_party: true, functional_cookies: false, targeting_cookies: false })}`,
    `gft_consent=${choice({ functional_cookies: true })}`,
    `gft_consent=${choice({})}`,
    `gft_consent=${choice([])}`,
    'gft_consent=',
    'gft_consent',
    'gft_consent=%7Bbroken',
    'gft_consent=%E0%A4%A',
    'gft_consent=null',
    'gft_consent=1',
    'gft_consent=true',
    `gft_consent=${choice('allow_all')}`,
    'gft_consent=ALLOW_ALL',
    'xgft_consent=allow_all',
    'gft_consent_old=allow_all',
    'gft_consent=allow_all; gft_consent=%7Bbroken',
    'gft_consent=%7Bbroken; gft_consent=allow_all',
  ];

  it.each(cookies)('reads the cookie as readConsent does: %j', (cookie) => {
    expect(marks(cookie)).toBe(readConsent(cookie) !== null);
  });

  it('marks a visitor who has answered and no one else', () => {
    expect(marks('gft_consent=allow_all')).toBe(true);
    expect(marks(`gft_consent=${choice({ functional_cookies: false })}`)).toBe(true);
    expect(marks('theme=dark')).toBe(false);
    expect(marks('gft_consent=%7Bbroken')).toBe(false);
  });
});
