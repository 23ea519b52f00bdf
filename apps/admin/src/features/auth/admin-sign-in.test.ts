import { describe, expect, it } from 'vitest';
import { checkAdminSignIn } from './admin-sign-in';

describe('the admin sign-in form', () => {
  it('asks for every field, with the server’s words', () => {
    expect(checkAdminSignIn({ email: '', password: '', secretCode: ' ' })).toEqual({
      ok: false,
      errors: {
        email: 'Email is required',
        password: 'Password is required',
        secretCode: 'Admin secret code is required',
      },
    });
  });

  it('asks for the code even when the account’s details are fine', () => {
    expect(checkAdminSignIn({ email: 'admin@verdant.local', password: 'x', secretCode: '' })).toEqual({
      ok: false,
      errors: { secretCode: 'Admin secret code is required' },
    });
  });

  it('sends the email as the account knows it and the code trimmed', () => {
    expect(
      checkAdminSignIn({ email: ' Admin@Verdant.local', password: ' pw ', secretCode: ' leaf ' }),
    ).toEqual({
      ok: true,
      data: { email: 'admin@verdant.local', password: ' pw ', secretCode: 'leaf' },
    });
  });

  it('sends the authenticator app’s code trimmed, once there is one', () => {
    expect(
      checkAdminSignIn({
        email: 'admin@verdant.local',
        password: 'pw',
        secretCode: 'leaf',
        oneTimeCode: ' 123456 ',
      }),
    ).toEqual({
      ok: true,
      data: { email: 'admin@verdant.local', password: 'pw', secretCode: 'leaf', oneTimeCode: '123456' },
    });
    expect(
      checkAdminSignIn({
        email: 'admin@verdant.local',
        password: 'pw',
        secretCode: 'leaf',
        oneTimeCode: ' ',
      }),
    ).toEqual({ ok: true, data: { email: 'admin@verdant.local', password: 'pw', secretCode: 'leaf' } });
  });
});
