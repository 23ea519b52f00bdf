import { OneTimeCodes } from '@verdant/platform/identity';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { runEntryPoint } from '../support/processes';
import { refusal } from '../support/refusal';
import { startTestShop, type TestBrowser, type TestShop } from '../support/test-shop';

const SECRET_CODE = 'green-thumb';
let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_SIGNIN_CODE: SECRET_CODE, SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

/** The authenticator app: the code for a secret, this step or `stepsAhead` later (a phone a little ahead). */
const appCode = (secret: string, stepsAhead = 0) =>
  new OneTimeCodes('unused', () => Date.now() + stepsAhead * 30_000).codeNow(secret);

/** A second admin of its own, so the shared test admin never needs a code. */
async function newAdmin() {
  const customer = await signedUp(shop);
  const { user } = await customer.client.auth.session.query();
  await shop.shop.identity.accounts.grantAdminRole(user!.id, {
    correlationId: 'test',
    causationId: 'test',
    actor: { userId: null, role: 'system' },
  });
  const admin = shop.browser();
  const credentials = {
    email: customer.details.email,
    password: customer.details.password,
    secretCode: SECRET_CODE,
  };
  await admin.client.admin.auth.signIn.mutate(credentials);
  return { admin, credentials, accountId: user!.id };
}

async function enrolled(admin: TestBrowser) {
  const started = await admin.client.admin.twoFactor.begin.mutate();
  const { recoveryCodes } = await admin.client.admin.twoFactor.confirm.mutate({
    token: started.token,
    code: appCode(started.secret),
  });
  return { secret: started.secret, recoveryCodes };
}

describe('setting up two-factor sign-in', () => {
  it('shows a QR code and a key, and records the secret only once the app’s code confirms it', async () => {
    const { admin, accountId } = await newAdmin();
    const started = await admin.client.admin.twoFactor.begin.mutate();
    expect(started.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(started.uri).toMatch(/^otpauth:\/\/totp\/Verdant:.+secret=/);
    expect(started.secret).toMatch(/^[A-Z2-7]{32}$/);

    const wrong = await refusal(
      admin.client.admin.twoFactor.confirm.mutate({ token: started.token, code: '000000' }),
    );
    expect(wrong.message).toBe(
      'That code is not right. Enter the current code, or one of your recovery codes.',
    );
    expect(await admin.client.admin.twoFactor.status.query()).toEqual({
      enrolled: false,
      recoveryCodesLeft: 0,
    });

    const { recoveryCodes } = await admin.client.admin.twoFactor.confirm.mutate({
      token: started.token,
      code: appCode(started.secret),
    });

    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);
    expect(await admin.client.admin.twoFactor.status.query()).toEqual({
      enrolled: true,
      recoveryCodesLeft: 10,
    });
    const recorded = (await shop.recordedEvents('TwoFactorEnrolled')).filter(
      (event) => event.streamId === `account-${accountId}`,
    );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]!.metadata.actor).toEqual({ userId: accountId, role: 'admin' });
    const raw = JSON.stringify(recorded[0]!.data);
    expect(raw).not.toContain(started.secret);
    for (const code of recoveryCodes) expect(raw).not.toContain(code);
  });

  it('refuses a token made for another admin, or tampered with', async () => {
    const first = await newAdmin();
    const second = await newAdmin();
    const started = await first.admin.client.admin.twoFactor.begin.mutate();

    const stolen = await refusal(
      second.admin.client.admin.twoFactor.confirm.mutate({
        token: started.token,
        code: appCode(started.secret),
      }),
    );
    expect(stolen.message).toBe('This set-up has expired. Please start again.');
    const tampered = await refusal(
      first.admin.client.admin.twoFactor.confirm.mutate({
        token: `${started.token}x`,
        code: appCode(started.secret),
      }),
    );
    expect(tampered.message).toBe('This set-up has expired. Please start again.');
  });
});

describe('signing in to the back office with a second factor', () => {
  it('asks for the app’s code after the password, and takes each code once', async () => {
    const { admin, credentials } = await newAdmin();
    const { secret } = await enrolled(admin);
    const browser = shop.browser();

    const asked = await refusal(browser.client.admin.auth.signIn.mutate(credentials));
    expect(asked.data?.code).toBe('UNAUTHORIZED');
    expect(asked.data?.fieldErrors).toEqual({
      oneTimeCode: 'Enter the 6-digit code from your authenticator app',
    });
    expect(browser.cookies.size).toBe(0);

    // The enrolment spent this step's code.
    const replayed = await refusal(
      browser.client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: appCode(secret) }),
    );
    expect(replayed.message).toBe('That code has already been used. Wait for the next one.');

    await browser.client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: appCode(secret, 1) });
    expect((await browser.client.admin.auth.session.query()).user?.isAdmin).toBe(true);
  });

  it('takes a recovery code once instead of the app’s', async () => {
    const { admin, credentials } = await newAdmin();
    const { recoveryCodes } = await enrolled(admin);
    const code = recoveryCodes[3]!;

    await shop.browser().client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: code.toLowerCase() });
    const again = await refusal(
      shop.browser().client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: code }),
    );

    expect(again.message).toBe('That recovery code has already been used.');
    expect(await admin.client.admin.twoFactor.status.query()).toMatchObject({ recoveryCodesLeft: 9 });
  });

  it('counts wrong codes as failed sign-ins, locking the account out after five', async () => {
    const { admin, credentials } = await newAdmin();
    const { secret } = await enrolled(admin);
    for (let attempt = 0; attempt < 5; attempt++) {
      const wrong = await refusal(
        shop.browser().client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: '123456' }),
      );
      expect(wrong.data?.code).toBe('UNAUTHORIZED');
    }

    const locked = await refusal(
      shop.browser().client.admin.auth.signIn.mutate({ ...credentials, oneTimeCode: appCode(secret, 1) }),
    );
    expect(locked.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('leaves the storefront’s own sign-in to the password alone', async () => {
    const { admin, credentials } = await newAdmin();
    await enrolled(admin);
    const shopper = shop.browser();

    await shopper.client.auth.signIn.mutate({ email: credentials.email, password: credentials.password });

    expect((await shopper.client.auth.session.query()).user?.email).toBe(credentials.email);
  });
});

describe('`npm run admin:reset-2fa`', () => {
  it('takes the second factor off, as an event the system records', async () => {
    const { admin, credentials, accountId } = await newAdmin();
    await enrolled(admin);

    const run = runEntryPoint(
      'apps/server/src/cli/admin-reset-2fa.ts',
      { DATA_DIR: shop.dataDir, LOG_LEVEL: 'warn' },
      [credentials.email],
    );

    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(`Two-factor sign-in is off for ${credentials.email}`);
    await shop.browser().client.admin.auth.signIn.mutate(credentials);
    const [reset] = (await shop.recordedEvents('TwoFactorReset')).filter(
      (event) => event.streamId === `account-${accountId}`,
    );
    expect(reset?.metadata.actor).toEqual({ userId: null, role: 'system' });
  });
});
