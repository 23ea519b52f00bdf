import { describe, expect, it } from 'vitest';
import { passwordResetMail } from './password-reset-mail';

const asha = { accountId: 'a-1', email: 'asha@example.in', fullName: 'Asha Rao' };
const link = 'https://verdant.example/auth/reset?token=abc.def';

describe('the password reset mail', () => {
  const mail = passwordResetMail('password-reset-mail-r-1', asha, link);

  it('gives the link to choose a new password, and says what to do when nobody asked', () => {
    expect(mail.subject).toBe('Reset your Verdant password');
    expect(mail.text).toContain(`within the next hour; it works once:\n\n${link}\n\n`);
    expect(mail.text).toContain('If you did not ask for this, you can ignore this email');
    expect(mail.html).toMatch(
      /<a href="https:\/\/verdant.example\/auth\/reset\?token=abc.def" [^>]*>Reset Password<\/a>/,
    );
    expect(mail.html).toContain('If you did not ask for this, you can ignore this email');
  });

  it('escapes the name in the HTML', () => {
    const hostile = passwordResetMail('m', { ...asha, fullName: '<img src=x onerror=alert(1)>' }, link);
    expect(hostile.html).not.toContain('<img');
    expect(hostile.html).toContain('Hello &lt;img src=x onerror=alert(1)&gt;,');
  });
});
