import { beforeEach, describe, expect, it } from 'vitest';
import type { Project } from '#shared/api/schemas/project';
import { storageKeys } from '#shared/storage/keys';
import { burnAttempt, burnSnapshot, holderOf, initialChoice, openProjects, pendingBurn, suggestedAmount } from '#portal/features/compensate/choice';

/** The browser's sessionStorage, in memory (unit tests run in Node). */
class MemoryStorage {
  private items = new Map<string, string>();
  getItem = (key: string) => this.items.get(key) ?? null;
  setItem = (key: string, value: string) => void this.items.set(key, String(value));
  removeItem = (key: string) => void this.items.delete(key);
}

beforeEach(() => {
  Object.defineProperty(globalThis, 'sessionStorage', { value: new MemoryStorage(), configurable: true });
});

const project = (id: string, co2Emissions: number, co2Compensation = 0): Project => ({
  _id: id,
  name: `Project ${id}`,
  description: '',
  co2Emissions,
  co2Compensation,
  compensationPeriod: { startDate: '2026-01-01', endDate: '2026-12-31' },
  createdAt: '2026-01-01T00:00:00.000Z',
  status: co2Compensation >= co2Emissions ? 'fully_compensated' : co2Compensation > 0 ? 'partly_compensated' : 'needs_compensation',
  certificateId: null,
});

const hall = project('hall', 12.5);
const fleet = project('fleet', 40, 10);
const done = project('done', 3, 3);
const projects = [hall, fleet, done];
const start = (input: Partial<Parameters<typeof initialChoice>[0]>) =>
  initialChoice({ projects, walletTokens: 20, linkProject: null, linkAmount: null, pending: null, ...input });

describe('the projects and tokens offered', () => {
  it('offers only projects with emissions still open, and what they need in whole tokens, at most the wallet', () => {
    expect(openProjects(projects).map((entry) => entry._id)).toEqual(['hall', 'fleet']);
    expect(suggestedAmount(hall, 20)).toBe(13);
    expect(suggestedAmount(fleet, 20)).toBe(20);
    expect(suggestedAmount(hall, 5)).toBe(5);
    // An empty wallet is refused elsewhere; the amount still says what the project needs.
    expect(suggestedAmount(hall, 0)).toBe(13);
  });

  it('names the certificate holder as the provider does: the company for a business, else first and last name', () => {
    expect(holderOf({ userType: 'business', companyName: 'Holzbau Grün GmbH', name: 'Greta', lastName: 'Grün' })).toBe('Holzbau Grün GmbH');
    expect(holderOf({ userType: 'private', companyName: 'Left over', name: 'Greta', lastName: 'Grün' })).toBe('Greta Grün');
    expect(holderOf({ userType: 'business', companyName: null, name: 'Greta', lastName: 'Grün' })).toBe('Greta Grün');
  });
});

describe('the first choice', () => {
  it("takes the link's project and amount, capped at what the project needs and the wallet holds", () => {
    expect(start({ linkProject: 'hall', linkAmount: '13' })).toEqual({ projectId: 'hall', amount: 13, linkProblem: null });
    expect(start({ linkProject: 'hall', linkAmount: '5' })).toEqual({ projectId: 'hall', amount: 5, linkProblem: null });
    expect(start({ linkProject: 'hall', linkAmount: '500' })).toEqual({ projectId: 'hall', amount: 13, linkProblem: null });
    expect(start({ linkProject: 'fleet', linkAmount: '30', walletTokens: 7 })).toEqual({ projectId: 'fleet', amount: 7, linkProblem: null });
  });

  it.each([['abc'], ['-3'], ['0'], ['2.5'], ['1e3'], [''], [null]])('reads a bad amount in the link (%s) as what the project needs', (amount) => {
    expect(start({ linkProject: 'hall', linkAmount: amount })).toEqual({ projectId: 'hall', amount: 13, linkProblem: null });
  });

  it("says so for a link to an unknown or someone else's project, and for one with nothing left open", () => {
    expect(start({ linkProject: 'prj_someone_else', linkAmount: '13' })).toEqual({ projectId: '', amount: undefined, linkProblem: { kind: 'unknown' } });
    expect(start({ linkProject: 'done' })).toEqual({ projectId: '', amount: undefined, linkProblem: { kind: 'done', name: 'Project done' } });
  });

  it('chooses the only open project by itself, and none of several', () => {
    expect(start({ projects: [done, hall] })).toEqual({ projectId: 'hall', amount: 13, linkProblem: null });
    expect(start({ projects: [done, hall], linkProject: 'gone' })).toEqual({ projectId: 'hall', amount: 13, linkProblem: { kind: 'unknown' } });
    expect(start({})).toEqual({ projectId: '', amount: undefined, linkProblem: null });
  });

  it('offers an unfinished burn of this tab again, exactly, unless the link names another project or it is done', () => {
    const pending = { projectId: 'fleet', amount: 4 };
    expect(start({ pending })).toEqual({ projectId: 'fleet', amount: 4, linkProblem: null });
    expect(start({ pending, linkProject: 'fleet', linkAmount: '30' })).toEqual({ projectId: 'fleet', amount: 4, linkProblem: null });
    expect(start({ pending, linkProject: 'hall', linkAmount: '13' })).toEqual({ projectId: 'hall', amount: 13, linkProblem: null });
    expect(start({ pending: { projectId: 'done', amount: 3 } })).toEqual({ projectId: '', amount: undefined, linkProblem: null });
  });
});

describe('the burn attempt', () => {
  it('keeps one key per burn (a retry, a reload) until it ends, and remembers the burn it belongs to', () => {
    expect(pendingBurn()).toBeNull();
    const first = burnAttempt.keyFor(burnSnapshot({ projectId: 'hall', amount: 13 }));
    expect(burnAttempt.keyFor(burnSnapshot({ projectId: 'hall', amount: 13 }))).toBe(first);
    expect(pendingBurn()).toEqual({ projectId: 'hall', amount: 13 });
    const other = burnAttempt.keyFor(burnSnapshot({ projectId: 'hall', amount: 5 }));
    expect(other).not.toBe(first);
    burnAttempt.end();
    expect(pendingBurn()).toBeNull();
    // The same burn once more after the first one ended is a new burn with a new key.
    expect(burnAttempt.keyFor(burnSnapshot({ projectId: 'hall', amount: 5 }))).not.toBe(other);
  });

  it.each([
    ['not json'],
    ['{"key":"k","snapshot":"nope"}'],
    ['{"key":"k","snapshot":"{\\"projectId\\":\\"\\",\\"amount\\":1}"}'],
    ['{"key":"","snapshot":"{}"}'],
  ])('reads junk in storage (%s) as no unfinished burn', (junk) => {
    sessionStorage.setItem(storageKeys.burnAttempt.name, junk);
    expect(pendingBurn()).toBeNull();
  });
});
