import { describe, expect, it } from 'vitest';
import { certificateValidateAnswerSchema } from '#shared/api/schemas/certificate';
import { webUrlSchema } from '#shared/api/schemas/common';
import { landingSchema } from '#shared/api/schemas/landing';

const certificate = {
  id: 'GFT-1',
  holder: 'Dana Demo',
  period: { startDate: '2025-01-01', endDate: '2025-12-31' },
  project: 'Heizung Wohnung 2025',
  date: '2025-06-01T10:00:00.000Z',
  co2Emitted: 12,
  co2Compensated: 12,
  transactionID: '0xabc',
  supportedForests: [{ name: 'Mühlviertel', location: 'Upper Austria', amount: 12 }],
  blockchainUrl: 'https://register.example/tx/0xabc',
};

const landing = (allProjectsUrl: string, projectUrl = 'https://data.example/p/1') => ({
  latestProjects: [
    { _id: 'p1', name: 'Forest', location: 'AT', hectares: 1, availableTokens: 1, imageHash: null, url: projectUrl, latitude: 48, longitude: 14 },
  ],
  allProjectsUrl,
  customers: [],
  team: [],
  partners: [],
  sdgs: { goals: [13] },
});

const hostile = [
  'javascript:alert(document.domain)',
  'JavaScript:alert(1)',
  'data:text/html,<script>alert(1)</script>',
  'vbscript:msgbox(1)',
  'ftp://files.example/x',
  'file:///etc/passwd',
  '/relative/path',
  '',
];

describe('URLs in API answers', () => {
  it.each(['https://register.example/tx/0xabc', 'http://localhost:8787/dev/register/0xabc'])('accepts the http(s) URL %s', (url) => {
    expect(webUrlSchema.safeParse(url).success).toBe(true);
  });

  it.each(hostile)('refuses %j', (url) => {
    expect(webUrlSchema.safeParse(url).success).toBe(false);
  });

  it('refuses a certificate whose register link is not http(s), so the link is never rendered', () => {
    expect(certificateValidateAnswerSchema.safeParse({ status: 'valid', certificate }).success).toBe(true);
    for (const url of hostile) {
      expect(certificateValidateAnswerSchema.safeParse({ status: 'valid', certificate: { ...certificate, blockchainUrl: url } }).success, url).toBe(false);
    }
  });

  it('refuses a landing answer whose project links are not http(s)', () => {
    expect(landingSchema.safeParse(landing('https://data.example/projects')).success).toBe(true);
    expect(landingSchema.safeParse(landing('javascript:alert(1)')).success).toBe(false);
    expect(landingSchema.safeParse(landing('https://data.example/projects', 'data:text/html,x')).success).toBe(false);
  });
});
