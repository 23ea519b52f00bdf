import { describe, expect, it } from 'vitest';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords';
import { COMMON_PASSWORDS } from './common-passwords-list';

describe('common passwords', () => {
  it.each([['123456'], ['password'], ['qwerty'], ['iloveyou'], ['zzzzzzzz']])('knows %j', (password) => {
    expect(isCommonPassword(password)).toBe(true);
  });

  it('knows them whatever their capitals', () => {
    expect(isCommonPassword('PassWord')).toBe(true);
    expect(isCommonPassword('QWERTY')).toBe(true);
    expect(isCommonPassword('iLoveYou')).toBe(true);
    // Listed only as `Good123654`.
    expect(isCommonPassword('good123654')).toBe(true);
  });

  it.each([
    ['monstera-lover'],
    ['verdant-admin-pass'],
    [''],
    ['123456 '],
    [' password'],
    ['password\n123456'],
  ])('does not count %j', (password) => {
    expect(isCommonPassword(password)).toBe(false);
  });

  it('holds the 10,000 of them, each once', () => {
    const entries = COMMON_PASSWORDS.split('\n');
    expect(entries).toHaveLength(10_000);
    expect(new Set(entries).size).toBe(10_000);
    expect(entries.every((entry) => entry.length > 0 && entry.trim() === entry)).toBe(true);
  });

  it('says why the password is refused', () => {
    expect(COMMON_PASSWORD_MESSAGE).toBe('This password is too common. Please choose another.');
  });
});
