import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import { nextActionOf, totalsOf } from '#portal/features/dashboard/overview';

const project = (co2Emissions: number, co2Compensation: number): Project => ({
  _id: `prj_${co2Emissions}_${co2Compensation}`,
  name: 'Project',
  description: '',
  co2Emissions,
  co2Compensation,
  compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
  createdAt: '2026-01-01T00:00:00.000Z',
  status: 'needs_compensation',
  certificateId: null,
});

describe('the overview', () => {
  it('sums emissions and compensation; a project burned beyond its emissions (whole tokens) leaves nothing open, not less', () => {
    expect(totalsOf([])).toEqual({ emissions: 0, compensated: 0, open: 0 });
    expect(totalsOf([project(12, 12), project(30, 0)])).toEqual({ emissions: 42, compensated: 12, open: 30 });
    expect(totalsOf([project(12.5, 13), project(4, 1)])).toEqual({ emissions: 16.5, compensated: 14, open: 3 });
  });

  it('offers a first project, then tokens for what is open, then compensating; nothing open is done', () => {
    expect(nextActionOf([], { tokensAvailable: 50 })).toBe('create');
    expect(nextActionOf([project(12.5, 0)], { tokensAvailable: 0 })).toBe('buy');
    expect(nextActionOf([project(12.5, 0)], { tokensAvailable: 1 })).toBe('compensate');
    expect(nextActionOf([project(12.5, 13)], { tokensAvailable: 0 })).toBe('done');
  });
});
