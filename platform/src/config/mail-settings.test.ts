import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('the mail settings', () => {
  it('keep mail in the outbox when SMTP_URL is unset or blank', () => {
    expect(loadConfig({}).smtp).toBeNull();
    expect(loadConfig({ SMTP_URL: '  ', MAIL_FROM: 'orders@verdant.in' }).smtp).toBeNull();
  });

  it("send through SMTP_URL's server, from the shop's own address unless MAIL_FROM says otherwise", () => {
    expect(loadConfig({ SMTP_URL: 'smtp://shop:p%40ss@mail.verdant.in:587' }).smtp).toEqual({
      url: 'smtp://shop:p%40ss@mail.verdant.in:587',
      from: 'Verdant <hello@verdant.example>',
    });
    for (const from of ['orders@verdant.in', 'Verdant Orders <orders@verdant.in>'])
      expect(loadConfig({ SMTP_URL: 'smtps://mail.verdant.in:465', MAIL_FROM: from }).smtp?.from).toBe(from);
  });

  it('refuse an address that is not an SMTP server, and a sender that is not an address', () => {
    expect(() => loadConfig({ SMTP_URL: 'https://mail.verdant.in' })).toThrow(
      'SMTP_URL: must be an smtp:// or smtps:// address',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://mail.verdant.in', MAIL_FROM: 'Verdant' })).toThrow(
      'MAIL_FROM: must be an email address, or a name and <address>',
    );
  });
});
