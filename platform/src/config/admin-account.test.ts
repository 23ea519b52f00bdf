import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the configured admin account', () => {
  it('needs a password of at least 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'owner@verdant.test', ADMIN_PASSWORD: 'short-pass' })).toThrow(
      /ADMIN_PASSWORD: must be at least 12 characters/,
    );
    expect(
      loadConfig({ ADMIN_EMAIL: 'owner@verdant.test', ADMIN_PASSWORD: 'a-longer-passphrase' }).admin,
    ).toEqual({
      email: 'owner@verdant.test',
      password: 'a-longer-passphrase',
    });
  });

  it('is none when the password is left empty, as docker-compose passes an unset one', () => {
    expect(loadConfig({ ADMIN_EMAIL: 'owner@verdant.test', ADMIN_PASSWORD: '' }).admin).toBeUndefined();
  });
});
