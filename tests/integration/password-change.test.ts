import { randomUUID } from 'node:crypto';
import { createAdminAccount } from '@verdant/server/identity/admin-bootstrap';
import { SESSION_COOKIES } from '@verdant/server/identity/session-cookie';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_SIGNIN_CODE: 'green-thumb', SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

const newPassword = (password: string) => ({ newPassword: password, confirmPassword: password });

/** An admin account of its own, signed in to the back office and, in the same browser, to the storefront. */
async function adminInBothApps() {
  const credentials = {
    email: `owner.${randomUUID().slice(0, 8)}@verdant.test`,
    password: 'a-long-admin-pass',
  };
  await createAdminAccount(shop.shop, credentials.email, credentials.password);
  const browser = shop.browser();
  await browser.client.admin.auth.signIn.mutate({ ...credentials, secretCode: 'green-thumb' });
  await browser.client.auth.signIn.mutate(credentials);
  return { ...browser, credentials };
}

describe('changing a password', () => {
  it('ends the account’s sessions on other browsers, keeps this one, and swaps the password', async () => {
    const customer = await signedUp(shop);
    const { email, password } = customer.details;
    const elsewhere = shop.browser();
    await elsewhere.client.auth.signIn.mutate({ email, password });
    const oldCookie = customer.cookies.get(SESSION_COOKIES.storefront);
    const accountId = (await customer.client.auth.session.query()).user!.id;

    const changed = await customer.client.account.changePassword.mutate({
      currentPassword: password,
      ...newPassword('fiddle-leaf-fig'),
    });

    expect(changed.position).not.toBeNull();
    expect(customer.cookies.get(SESSION_COOKIES.storefront)).not.toBe(oldCookie);
    expect((await customer.client.auth.session.query()).user?.email).toBe(email);
    expect((await elsewhere.client.auth.session.query()).user).toBeNull();
    const thief = shop.browser();
    thief.cookies.set(SESSION_COOKIES.storefront, oldCookie!);
    expect((await thief.client.auth.session.query()).user).toBeNull();

    await shop.browser().client.auth.signIn.mutate({ email, password: 'fiddle-leaf-fig' });
    const withOld = await refusal(shop.browser().client.auth.signIn.mutate({ email, password }));
    expect(withOld.message).toBe('Invalid email or password');
    const changes = (await shop.recordedEvents('PasswordChanged')).filter(
      (event) => event.streamId === `account-${accountId}`,
    );
    expect(changes).toMatchObject([{ metadata: { actor: { userId: accountId, role: 'customer' } } }]);
  });

  it('refuses a wrong current password, counted with the sign-ins of the account', async () => {
    const customer = await signedUp(shop);
    const { email, password } = customer.details;

    const wrong = await refusal(
      customer.client.account.changePassword.mutate({
        currentPassword: 'not-my-password',
        ...newPassword('fiddle-leaf-fig'),
      }),
    );

    expect(wrong.data?.code).toBe('BAD_REQUEST');
    expect(wrong.message).toBe('Your current password is incorrect');
    expect(wrong.data?.fieldErrors).toEqual({ currentPassword: 'Your current password is incorrect' });
    for (let attempt = 0; attempt < 4; attempt++) {
      await refusal(
        customer.client.account.changePassword.mutate({
          currentPassword: `guess-${attempt}`,
          ...newPassword('fiddle-leaf-fig'),
        }),
      );
    }
    // Five failures: the account is locked out of sign-in too, even for its right password.
    const signIn = await refusal(shop.browser().client.auth.signIn.mutate({ email, password }));
    expect(signIn.data?.code).toBe('TOO_MANY_REQUESTS');
    const change = await refusal(
      customer.client.account.changePassword.mutate({
        currentPassword: password,
        ...newPassword('fiddle-leaf-fig'),
      }),
    );
    expect(change.data?.code).toBe('TOO_MANY_REQUESTS');
    expect((await customer.client.auth.session.query()).user?.email).toBe(email);
  });

  it('refuses a common new password under its field, changing nothing', async () => {
    const customer = await signedUp(shop);
    const before = await shop.recordedEvents('PasswordChanged');

    const common = await refusal(
      customer.client.account.changePassword.mutate({
        currentPassword: customer.details.password,
        ...newPassword('Sunshine'),
      }),
    );

    expect(common.data?.fieldErrors).toEqual({
      newPassword: 'This password is too common. Please choose another.',
    });
    expect(await shop.recordedEvents('PasswordChanged')).toEqual(before);
  });

  it('holds an admin account to twelve characters, in the back office and on the storefront', async () => {
    const admin = await adminInBothApps();
    const change = { currentPassword: admin.credentials.password, ...newPassword('eleven-char') };
    const tooShort = { newPassword: 'Admin passwords must be at least 12 characters' };

    const inBackOffice = await refusal(admin.client.admin.account.changePassword.mutate(change));
    const onStorefront = await refusal(admin.client.account.changePassword.mutate(change));

    expect(inBackOffice.data?.fieldErrors).toEqual(tooShort);
    expect(onStorefront.data?.fieldErrors).toEqual(tooShort);
  });

  it('from the back office, ends the storefront’s sessions too and keeps the back office signed in', async () => {
    const admin = await adminInBothApps();
    const { email, password } = admin.credentials;

    await admin.client.admin.account.changePassword.mutate({
      currentPassword: password,
      ...newPassword('twelve-or-more-chars'),
    });

    expect((await admin.client.admin.auth.session.query()).user).toMatchObject({ email, isAdmin: true });
    expect((await admin.client.auth.session.query()).user).toBeNull();
    const backOffice = shop.browser();
    await backOffice.client.admin.auth.signIn.mutate({
      email,
      password: 'twelve-or-more-chars',
      secretCode: 'green-thumb',
    });
    expect((await backOffice.client.admin.auth.session.query()).user?.isAdmin).toBe(true);
  });
});
