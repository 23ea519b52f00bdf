import { describe, expect, it } from 'vitest';
import { PasswordResetLinks } from './password-reset-links';

const secret = 'a-test-identity-secret-of-at-least-32-characters';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
const hour = 60 * 60_000;

describe('password reset links', () => {
  const now = new Date('2026-06-01T10:00:00.000Z');
  const inAnHour = new Date(now.getTime() + hour);
  const links = new PasswordResetLinks(secret, 'https://verdant.example', () => now);

  it('point at the shop’s reset page and name the account they were made for', () => {
    const link = links.linkFor('account-1', '$argon2id$hash-1', inAnHour);

    expect(link.startsWith('https://verdant.example/auth/reset?token=')).toBe(true);
    const claim = links.read(tokenOf(link));
    expect(claim?.accountId).toBe('account-1');
    expect(claim?.madeFor('$argon2id$hash-1')).toBe(true);
  });

  it('stop working once the password hash is another, so each works once', () => {
    const claim = links.read(tokenOf(links.linkFor('account-1', '$argon2id$hash-1', inAnHour)));

    expect(claim?.madeFor('$argon2id$hash-2')).toBe(false);
  });

  it('refuse an altered token, and one signed with another secret', () => {
    const token = tokenOf(links.linkFor('account-1', '$argon2id$hash-1', inAnHour));
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(`account-2.${inAnHour.getTime()}`).toString('base64url')}.${signature}`;
    const longer = `${Buffer.from(`account-1.${inAnHour.getTime() + hour}`).toString('base64url')}.${signature}`;

    expect(links.read(forged)?.madeFor('$argon2id$hash-1')).toBe(false);
    expect(links.read(longer)?.madeFor('$argon2id$hash-1')).toBe(false);
    const elsewhere = new PasswordResetLinks(`${secret}-other`, 'https://verdant.example', () => now);
    expect(elsewhere.read(token)?.madeFor('$argon2id$hash-1')).toBe(false);
    expect(links.read('garbage')).toBeNull();
    expect(links.read(`${token}.more`)).toBeNull();
  });

  it('expire at the time they were made for', () => {
    let clock = now;
    const ticking = new PasswordResetLinks(secret, 'https://verdant.example', () => clock);
    const token = tokenOf(ticking.linkFor('account-1', '$argon2id$hash-1', inAnHour));

    clock = new Date(inAnHour.getTime() - 1);
    expect(ticking.read(token)?.madeFor('$argon2id$hash-1')).toBe(true);
    clock = inAnHour;
    expect(ticking.read(token)).toBeNull();
  });
});
