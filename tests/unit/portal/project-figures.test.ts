import { describe, expect, it } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import { byOpenWorkFirst, coverage, openTonnes, tokensNeeded } from '#portal/features/projects/project-figures';

const project = (co2Emissions: number, co2Compensation: number, name = 'p'): Project => ({
  _id: name,
  name,
  description: '',
  co2Emissions,
  co2Compensation,
  compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
  createdAt: '2026-01-01T00:00:00.000Z',
  status: co2Compensation >= co2Emissions ? 'fully_compensated' : co2Compensation > 0 ? 'partly_compensated' : 'needs_compensation',
  certificateId: null,
});

describe('project figures', () => {
  it('open tonnes and the whole tokens they need, as the sandbox burns them (12.5 t need 13)', () => {
    expect([openTonnes(project(12.5, 0)), tokensNeeded(project(12.5, 0))]).toEqual([12.5, 13]);
    expect([openTonnes(project(12.3, 5)), tokensNeeded(project(12.3, 5))]).toEqual([7.3, 8]);
    expect([openTonnes(project(1.001, 1)), tokensNeeded(project(1.001, 1))]).toEqual([0.001, 1]);
    // Compensated beyond the emissions (whole tokens): nothing open, never negative.
    expect([openTonnes(project(12.5, 13)), tokensNeeded(project(12.5, 13))]).toEqual([0, 0]);
  });

  it('coverage never reads 100 % before the project is fully compensated', () => {
    expect(coverage(project(1000, 999))).toBe(0.99);
    expect(coverage(project(3, 1))).toBe(0.33);
    expect(coverage(project(10, 0))).toBe(0);
    expect(coverage(project(12.5, 13))).toBe(1);
  });

  it("sorts open work first and keeps the server's order within each group", () => {
    const list = [project(2, 2, 'new-done'), project(5, 1, 'partly'), project(3, 3, 'old-done'), project(4, 0, 'open')];
    expect(byOpenWorkFirst(list).map((entry) => entry._id)).toEqual(['partly', 'open', 'new-done', 'old-done']);
  });
});
