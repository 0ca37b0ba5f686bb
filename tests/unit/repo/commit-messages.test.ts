import { describe, expect, it } from 'vitest';
import { parseLog, problemsOf } from '#tests/commits/rules';

const commit = (message: string) => ({ hash: 'abc1234', message });

describe('the commit message rule (issue 40)', () => {
  it('takes a short subject, a blank line and a body', () => {
    expect(problemsOf(commit('Tests: one folder per feature\n\nA change meant finding its files in a folder of 60.\n'))).toEqual([]);
  });

  it('refuses a subject over 72 characters, and says how long it is', () => {
    const subject = `Tests: ${'x'.repeat(66)}`;
    expect(subject).toHaveLength(73);
    expect(problemsOf(commit(`${subject}\n\nWhy.`))).toEqual(['subject of 73 characters (at most 72)']);
    expect(problemsOf(commit(`${subject.slice(0, 72)}\n\nWhy.`))).toEqual([]);
  });

  it('refuses a message without a body, or with the body run into the subject', () => {
    expect(problemsOf(commit('Fix it\n'))).toEqual(['no body saying why']);
    expect(problemsOf(commit('Fix it\n\n   \n'))).toEqual(['no body saying why']);
    expect(problemsOf(commit('Fix it\nbecause\n'))).toEqual(['no blank line after the subject', 'no body saying why']);
    expect(problemsOf(commit(''))).toEqual(['no subject', 'no body saying why']);
  });

  it("reads git's log, commit by commit", () => {
    const log = 'aaa\0First\n\nWhy one.\n\0bbb\0Second\n\nWhy two.\n\0';
    expect(parseLog(log)).toEqual([
      { hash: 'aaa', message: 'First\n\nWhy one.\n' },
      { hash: 'bbb', message: 'Second\n\nWhy two.\n' },
    ]);
    expect(parseLog('')).toEqual([]);
  });
});
