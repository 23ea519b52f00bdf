import { describe, expect, it } from 'vitest';
import { EmailVerificationLinks } from './email-verification';

const secret = 'a-test-identity-secret-of-at-least-32-characters';
const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';

describe('email verification links', () => {
  it('point at the shop and name the account they were made for', () => {
    const links = new EmailVerificationLinks(secret, 'https://verdant.example');
    const link = links.linkFor('account-1');
    expect(link.startsWith('https://verdant.example/auth/verify?token=')).toBe(true);
    expect(links.accountIdFrom(tokenOf(link))).toBe('account-1');
  });

  it('refuse an altered token, and one signed with another secret', () => {
    const links = new EmailVerificationLinks(secret, 'https://verdant.example');
    const token = tokenOf(links.linkFor('account-1'));
    const [, signature] = token.split('.');
    const forged = `${Buffer.from(`account-2.${Date.now() + 60_000}`).toString('base64url')}.${signature}`;
    expect(links.accountIdFrom(forged)).toBeNull();
    expect(
      new EmailVerificationLinks(`${secret}-other`, 'https://verdant.example').accountIdFrom(token),
    ).toBeNull();
    expect(links.accountIdFrom('garbage')).toBeNull();
  });

  it('expire after a week', () => {
    let now = new Date('2026-06-01T00:00:00.000Z');
    const links = new EmailVerificationLinks(secret, 'https://verdant.example', () => now);
    const token = tokenOf(links.linkFor('account-1'));
    now = new Date('2026-06-07T23:00:00.000Z');
    expect(links.accountIdFrom(token)).toBe('account-1');
    now = new Date('2026-06-08T00:00:01.000Z');
    expect(links.accountIdFrom(token)).toBeNull();
  });
});
