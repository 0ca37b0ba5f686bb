import { describe, expect, it } from 'vitest';
import { checkPassword, defaultPasswordCost, dummyPasswordHash, hashPassword } from '#demo/sandbox/crypto';

describe('password hashes', () => {
  it('are checked at the cost each was made at: the default (scrypt:) and a lower one (scrypt-1024:)', () => {
    const usual = hashPassword('Correct-Horse-1');
    const cheap = hashPassword('Correct-Horse-1', 1024);
    expect(usual).toMatch(/^scrypt:[0-9a-f]{32}:[0-9a-f]{64}$/);
    expect(cheap).toMatch(/^scrypt-1024:[0-9a-f]{32}:[0-9a-f]{64}$/);
    for (const stored of [usual, cheap]) {
      expect(checkPassword('Correct-Horse-1', stored)).toBe(true);
      expect(checkPassword('Correct-Horse-2', stored)).toBe(false);
    }
    // The same password and salt at two costs are two different hashes: the cost is part of what is checked.
    const salt = '0123456789abcdef0123456789abcdef';
    const atDefault = hashPassword('Correct-Horse-1', defaultPasswordCost, salt).split(':')[2];
    expect(checkPassword('Correct-Horse-1', `scrypt-1024:${salt}:${atDefault}`)).toBe(false);
  });

  it('refuses a stored value of another scheme or cost, without throwing', () => {
    const [, salt, hash] = hashPassword('Correct-Horse-1').split(':');
    for (const stored of [
      `bcrypt:${salt}:${hash}`,
      `scrypt-:${salt}:${hash}`,
      `scrypt-x:${salt}:${hash}`,
      // Not a power of two above 1, or more than a login may cost: scrypt would throw or take long.
      `scrypt-3:${salt}:${hash}`,
      `scrypt-1:${salt}:${hash}`,
      `scrypt-1048576:${salt}:${hash}`,
      'scrypt::',
      '',
    ]) {
      expect(checkPassword('Correct-Horse-1', stored), stored).toBe(false);
    }
  });

  it('keeps one dummy hash per cost, at that cost', () => {
    expect(dummyPasswordHash(1024)).toMatch(/^scrypt-1024:/);
    expect(dummyPasswordHash(1024)).toBe(dummyPasswordHash(1024));
    expect(dummyPasswordHash()).toMatch(/^scrypt:/);
  });
});
