import { describe, expect, it } from 'vitest';
import { ConfigError, configFromEnv, imprintFromEnv, parseAppConfig } from '#shared/config/config';
import { exampleImprint } from '#demo/example-provider';

describe('configuration', () => {
  it('fills defaults around the API base', () => {
    const config = parseAppConfig({ apiBase: 'https://api.greenfee.example' });
    expect(config.apiTimeoutMs).toBe(15_000);
    expect(config.links.dataPlatform).toMatch(/^https:\/\//);
  });

  it('names every bad setting', () => {
    try {
      parseAppConfig({ apiBase: 'javascript:alert(1)', apiTimeoutMs: 5, links: { blog: 'nope' } });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).problems.map((problem) => problem.split(':')[0])).toEqual(['apiBase', 'apiTimeoutMs', 'links.blog']);
    }
  });

  it('reads the environment', () => {
    expect(configFromEnv({}, { apiBase: 'http://localhost:8787' }).apiBase).toBe('http://localhost:8787');
    const config = configFromEnv(
      { GFT_API_BASE: 'https://api.example', GFT_API_TIMEOUT_MS: '20000', GFT_LINKS_JSON: '{"blog":"https://blog.example"}' },
      { apiBase: 'x' },
    );
    expect(config).toMatchObject({ apiBase: 'https://api.example', apiTimeoutMs: 20_000, links: { blog: 'https://blog.example' } });
    expect(() => configFromEnv({ GFT_LINKS_JSON: '{' }, { apiBase: 'http://a.example' })).toThrow(/GFT_LINKS_JSON/);
  });

  it('names example data against the sandbox only, unless told', () => {
    expect(parseAppConfig({ apiBase: 'https://api.example' }).exampleData).toBe(false);
    const sandbox = { apiBase: 'http://localhost:8787', exampleData: true };
    expect(configFromEnv({}, sandbox).exampleData).toBe(true);
    expect(configFromEnv({ GFT_API_BASE: 'https://api.example' }, sandbox).exampleData).toBe(false);
    expect(configFromEnv({ GFT_API_BASE: 'https://api.example', GFT_EXAMPLE_DATA: 'true' }, sandbox).exampleData).toBe(true);
    expect(configFromEnv({ GFT_EXAMPLE_DATA: '0' }, sandbox).exampleData).toBe(false);
    expect(() => configFromEnv({ GFT_EXAMPLE_DATA: 'yes please' }, sandbox)).toThrow(/GFT_EXAMPLE_DATA/);
  });

  it("takes the demo's example provider for an unset GFT_IMPRINT_JSON, marked as an example; a set one is the deployment's", () => {
    const demo = { apiBase: 'http://localhost:8787', imprint: exampleImprint };
    expect(configFromEnv({}, demo)).toMatchObject({ imprint: exampleImprint, imprintExample: true });
    const own = configFromEnv({ GFT_IMPRINT_JSON: '{"company":"Forst AG"}' }, demo);
    expect(own.imprint.company).toBe('Forst AG');
    expect(own.imprint.address).toBe('');
    expect(own.imprintExample).toBe(false);
    // A production server passes no example: every line empty, the page's placeholders.
    expect(configFromEnv({}, { apiBase: 'https://api.example' })).toMatchObject({ imprint: { company: '' }, imprintExample: false });
    expect(imprintFromEnv({})).toBeUndefined();
    expect(() => imprintFromEnv({ GFT_IMPRINT_JSON: '{"company":1}' })).toThrow(/GFT_IMPRINT_JSON: company/);
  });

  it('reads the dates of the copy from GFT_PRESALE_MONTH, GFT_WHITEPAPER_MONTH and GFT_PRIVACY_POLICY_UPDATED', () => {
    const sandbox = { apiBase: 'http://localhost:8787' };
    // No date for the full privacy policy unless a deployment names its own (decision 0072).
    expect(configFromEnv({}, sandbox).dates).toEqual({ presale: '2025-08', whitepaper: '2025-07' });
    expect(configFromEnv({ GFT_PRESALE_MONTH: '2027-03', GFT_PRIVACY_POLICY_UPDATED: '2026-12-01' }, sandbox).dates).toEqual({
      presale: '2027-03',
      whitepaper: '2025-07',
      privacyPolicyUpdated: '2026-12-01',
    });
    expect(() => configFromEnv({ GFT_PRESALE_MONTH: 'August 2025' }, sandbox)).toThrow(/dates\.presale/);
    expect(() => configFromEnv({ GFT_PRIVACY_POLICY_UPDATED: '03.06.2022' }, sandbox)).toThrow(/dates\.privacyPolicyUpdated/);
  });
});
