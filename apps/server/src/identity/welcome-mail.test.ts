import { describe, expect, it } from 'vitest';
import { welcomeMail } from './welcome-mail';

const asha = { accountId: 'a-1', email: 'asha@example.in', fullName: 'Asha Rao' };
const link = (page: string) => `https://verdant.example/auth/${page}?token=abc.def`;

describe('the sign-up verification mail', () => {
  const mail = welcomeMail('welcome-mail-a-1', asha, link('verify'));

  it('welcomes the shopper and gives the link that verifies their address, on a line of its own', () => {
    expect(mail).toMatchObject({
      id: 'welcome-mail-a-1',
      to: 'asha@example.in',
      accountId: 'a-1',
      subject: 'Welcome to Verdant: please verify your email',
    });
    expect(mail.text).toContain('Hello Asha Rao,\n\nThank you for joining Verdant.');
    expect(mail.text).toContain(`within the next 7 days:\n\n${link('verify')}\n\n`);
    expect(mail.text).toContain('+91 80 4567 8910');
    expect(mail.html).toMatch(
      /<a href="https:\/\/verdant.example\/auth\/verify\?token=abc.def" [^>]*>Verify Email<\/a>/,
    );
    expect(mail.html).toContain('Verdant Plant Co.');
  });

  it('escapes the name in the HTML', () => {
    const hostile = welcomeMail('m', { ...asha, fullName: '<script>alert(1)</script>' }, link('verify'));
    expect(hostile.html).not.toContain('<script>');
    expect(hostile.html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;,');
  });
});
