import { randomUUID } from 'node:crypto';
import { systemContext } from '@verdant/platform';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newCustomer, signedUp as signUpAt } from '../support/customers';
import { refusal } from '../support/refusal';
import { startTestShop, TEST_ADMIN, type TestShop } from '../support/test-shop';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ ADMIN_SIGNIN_CODE: 'green-thumb' });
});

afterAll(async () => {
  await shop.stop();
});

const signedUp = (details?: ReturnType<typeof newCustomer>) => signUpAt(shop, details);

describe('sign-up', () => {
  it('creates the account, signs the customer in and queues a welcome mail', async () => {
    const customer = await signedUp();

    const { user } = await customer.client.auth.session.query();

    expect(user).toMatchObject({
      email: customer.details.email,
      fullName: customer.details.fullName,
      phone: customer.details.phone,
      isAdmin: false,
    });
    const [mail] = await shop.mailTo(customer.details.email);
    expect(mail).toMatchObject({
      subject: 'Welcome to Verdant: please verify your email',
      accountId: user?.id,
    });
  });

  it('verifies the email through the link in the welcome mail', async () => {
    const customer = await signedUp();
    expect((await customer.client.auth.session.query()).user?.emailVerified).toBe(false);
    const [mail] = await shop.mailTo(customer.details.email);
    const link = /http\S+\/auth\/verify\?token=(\S+)/.exec(mail!.text);

    await shop.browser().client.auth.verifyEmail.mutate({ token: link![1]! });

    expect((await customer.client.auth.session.query()).user?.emailVerified).toBe(true);
    const error = await refusal(shop.browser().client.auth.verifyEmail.mutate({ token: `${link![1]}x` }));
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('This verification link is invalid or has expired');
  });

  it('sets an httpOnly, SameSite=Lax session cookie', async () => {
    const response = await fetch(`${shop.baseUrl}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(newCustomer()),
    });
    const cookie = response.headers.getSetCookie().find((header) => header.startsWith('verdant_session='));
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('refuses an email that is taken, whatever its case, and writes nothing', async () => {
    const customer = await signedUp();
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(
      shop
        .browser()
        .client.auth.signUp.mutate({ ...newCustomer(), email: ` ${customer.details.email.toUpperCase()} ` }),
    );

    expect(error.data?.code).toBe('CONFLICT');
    expect(error.message).toBe('An account with this email already exists');
    expect(error.data?.fieldErrors).toEqual({ email: 'An account with this email already exists' });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('enforces the form rules on the server, field by field', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(
      shop.browser().client.auth.signUp.mutate({
        fullName: ' ',
        email: 'not-an-email',
        phone: '12345',
        password: 'short',
        confirmPassword: 'different',
      }),
    );

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toMatchObject({
      fullName: 'Full name is required',
      email: 'Please enter a valid email address',
      phone: 'Please enter a valid 10-digit mobile number',
      password: 'Password must be at least 6 characters',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a password among the most common, whatever its capitals, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const customer = { ...newCustomer(), password: 'Iloveyou', confirmPassword: 'Iloveyou' };

    const error = await refusal(shop.browser().client.auth.signUp.mutate(customer));

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('This password is too common. Please choose another.');
    expect(error.data?.fieldErrors).toEqual({
      password: 'This password is too common. Please choose another.',
    });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    expect(await shop.shop.identity.accounts.accountIdByEmail(customer.email)).toBeNull();
  });

  it('refuses passwords that do not match, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();

    const error = await refusal(
      shop.browser().client.auth.signUp.mutate({ ...newCustomer(), confirmPassword: 'monstera-lover!' }),
    );

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.message).toBe('Passwords do not match');
    expect(error.data?.fieldErrors).toEqual({ confirmPassword: 'Passwords do not match' });
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('never writes the email or phone into the event log in the clear', async () => {
    const customer = await signedUp();
    const log = JSON.stringify(
      (await shop.recordedEvents()).map((event) => ({ data: event.data, metadata: event.metadata })),
    );
    expect(log).not.toContain(customer.details.email);
    expect(log).not.toContain(customer.details.phone);
  });
});

describe('sign-in and sign-out', () => {
  it('signs in with the right password and out again; the old cookie stops working', async () => {
    const { details, client: firstTab } = await signedUp();
    const browser = shop.browser();

    await browser.client.auth.signIn.mutate({
      email: details.email.toUpperCase(),
      password: details.password,
    });
    const copiedCookies = new Map(browser.cookies);
    expect((await browser.client.auth.session.query()).user?.email).toBe(details.email);

    await browser.client.auth.signOut.mutate();

    expect((await browser.client.auth.session.query()).user).toBeNull();
    const thief = shop.browser();
    for (const [name, value] of copiedCookies) thief.cookies.set(name, value);
    expect((await thief.client.auth.session.query()).user).toBeNull();
    expect((await firstTab.auth.session.query()).user?.email).toBe(details.email);
  });

  it('gives the same answer for a wrong password and an unknown email', async () => {
    const { details } = await signedUp();

    const wrongPassword = await refusal(
      shop.browser().client.auth.signIn.mutate({ email: details.email, password: 'not-my-password' }),
    );
    const unknownEmail = await refusal(
      shop
        .browser()
        .client.auth.signIn.mutate({ email: `nobody.${randomUUID()}@example.in`, password: 'whatever' }),
    );

    for (const error of [wrongPassword, unknownEmail]) {
      expect(error.data?.code).toBe('UNAUTHORIZED');
      expect(error.message).toBe('Invalid email or password');
    }
  });

  it('locks an account out after five failures, even for the right password', async () => {
    const { details } = await signedUp();
    const browser = shop.browser();
    for (let attempt = 0; attempt < 5; attempt++) {
      await refusal(browser.client.auth.signIn.mutate({ email: details.email, password: 'guessing' }));
    }

    const locked = await refusal(
      browser.client.auth.signIn.mutate({ email: details.email, password: details.password }),
    );

    expect(locked.data?.code).toBe('TOO_MANY_REQUESTS');
    expect(locked.message).toBe('Too many sign-in attempts. Please try again in 15 minutes.');
  });

  it('refuses state-changing requests from another site', async () => {
    const customer = newCustomer();
    const response = await fetch(`${shop.baseUrl}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify(customer),
    });

    expect(response.status).toBe(403);
    const error = await refusal(
      shop.browser().client.auth.signIn.mutate({ email: customer.email, password: customer.password }),
    );
    expect(error.message).toBe('Invalid email or password');
  });

  it('refuses a state-changing request the browser marks as cross-site', async () => {
    const customer = newCustomer();
    const response = await fetch(`${shop.baseUrl}/trpc/auth.signUp`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      body: JSON.stringify(customer),
    });

    expect(response.status).toBe(403);
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(await shop.shop.identity.accounts.accountIdByEmail(customer.email)).toBeNull();
  });
});

describe('profile and addresses', () => {
  const home = {
    fullName: 'Asha Rao',
    phone: '9876543210',
    addressLine1: '12 MG Road',
    city: 'Pune',
    state: 'Maharashtra',
    postalCode: '411001',
  };

  it('updates the profile; the email stays as it is', async () => {
    const customer = await signedUp();

    customer.readAfterWrite(
      await customer.client.account.updateProfile.mutate({ fullName: 'Asha R.', phone: '9123456789' }),
    );

    expect(await customer.client.account.profile.query()).toMatchObject({
      email: customer.details.email,
      fullName: 'Asha R.',
      phone: '9123456789',
    });
    const error = await refusal(customer.client.account.updateProfile.mutate({ fullName: '', phone: '' }));
    expect(error.data?.fieldErrors).toMatchObject({ fullName: 'Full name is required' });
  });

  it('keeps addresses with the default first, and lets the customer choose the default', async () => {
    const customer = await signedUp();
    const first = await customer.client.account.addAddress.mutate(home);
    const second = await customer.client.account.addAddress.mutate({
      ...home,
      addressLine1: '4 Park Street',
      addressLine2: 'Flat 2B',
      city: 'Kolkata',
      state: 'West Bengal',
      postalCode: '700016',
    });
    customer.readAfterWrite(second);

    let addresses = await customer.client.account.addresses.query();
    expect(addresses.map((address) => [address.id, address.isDefault, address.country])).toEqual([
      [first.id, true, 'India'],
      [second.id, false, 'India'],
    ]);

    customer.readAfterWrite(await customer.client.account.setDefaultAddress.mutate({ addressId: second.id }));

    addresses = await customer.client.account.addresses.query();
    expect(addresses.map((address) => [address.city, address.isDefault, address.addressLine2])).toEqual([
      ['Kolkata', true, 'Flat 2B'],
      ['Pune', false, null],
    ]);
  });

  it('refuses an address with a bad PIN code or mobile number', async () => {
    const customer = await signedUp();
    const error = await refusal(
      customer.client.account.addAddress.mutate({ ...home, postalCode: '41100', phone: '12' }),
    );
    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toMatchObject({
      postalCode: 'Please enter a valid 6-digit PIN code',
      phone: 'Please enter a valid 10-digit mobile number',
    });
  });

  it('never shows or changes another customer’s profile or addresses', async () => {
    const asha = await signedUp();
    const ravi = await signedUp();
    const ashaHome = await asha.client.account.addAddress.mutate(home);
    asha.readAfterWrite(ashaHome);
    ravi.readAfterWrite(ashaHome);

    expect(await ravi.client.account.addresses.query()).toEqual([]);
    expect((await ravi.client.account.profile.query()).email).toBe(ravi.details.email);
    const error = await refusal(ravi.client.account.setDefaultAddress.mutate({ addressId: ashaHome.id }));
    expect(error.data?.code).toBe('NOT_FOUND');
    expect(error.message).toBe('Address not found');
  });

  it('asks a signed-out visitor to sign in', async () => {
    const error = await refusal(shop.browser().client.account.addresses.query());
    expect(error.data?.code).toBe('UNAUTHORIZED');
  });
});

describe('admin sign-in', () => {
  it('refuses a wrong secret code before looking at the password', async () => {
    await shop.adminBrowser();

    const error = await refusal(
      shop.browser().client.admin.auth.signIn.mutate({
        email: TEST_ADMIN.email,
        password: 'not-the-admin-pass',
        secretCode: 'wrong',
      }),
    );

    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.message).toBe('Invalid admin secret code');
    expect(error.data?.fieldErrors).toEqual({});
  });

  it('requires every field, on the server too, and writes nothing', async () => {
    const head = await shop.shop.stores.eventStore.headPosition();
    const browser = shop.browser();

    const error = await refusal(
      browser.client.admin.auth.signIn.mutate({ email: ' ', password: '', secretCode: ' ' }),
    );

    expect(error.data?.code).toBe('BAD_REQUEST');
    expect(error.data?.fieldErrors).toEqual({
      email: 'Email is required',
      password: 'Password is required',
      secretCode: 'Admin secret code is required',
    });
    expect(browser.cookies.size).toBe(0);
    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
  });

  it('refuses a customer account, opening no back-office session and leaving the storefront’s', async () => {
    const customer = await signedUp();

    const error = await refusal(
      customer.client.admin.auth.signIn.mutate({
        email: customer.details.email,
        password: customer.details.password,
        secretCode: 'green-thumb',
      }),
    );

    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.message).toBe('This account does not have admin privileges');
    expect([...customer.cookies.keys()]).toEqual(['verdant_session']);
    expect((await customer.client.admin.auth.session.query()).user).toBeNull();
    expect((await customer.client.auth.session.query()).user?.email).toBe(customer.details.email);
  });

  it('signs a former admin out of the back office when they try again without the role', async () => {
    const admin = await shop.adminBrowser();
    const accountId = (await admin.client.admin.auth.session.query()).user!.id;
    const copiedCookies = new Map(admin.cookies);
    await shop.shop.identity.accounts.revokeAdminRole(accountId, systemContext(randomUUID()));
    try {
      const error = await refusal(
        admin.client.admin.auth.signIn.mutate({ ...TEST_ADMIN, secretCode: 'green-thumb' }),
      );

      expect(error.message).toBe('This account does not have admin privileges');
      expect(admin.cookies.size).toBe(0);
      const copy = shop.browser();
      for (const [name, value] of copiedCookies) copy.cookies.set(name, value);
      expect((await copy.client.admin.auth.session.query()).user).toBeNull();
    } finally {
      await shop.shop.identity.accounts.grantAdminRole(accountId, systemContext(randomUUID()));
    }
  });

  it('keeps an admin whose password is shorter than 12 characters out until it is changed', async () => {
    const details = { ...newCustomer(), password: 'fern-leaf', confirmPassword: 'fern-leaf' };
    const customer = await signedUp(details);
    const { user } = await customer.client.auth.session.query();
    await shop.shop.identity.accounts.grantAdminRole(user!.id, systemContext(randomUUID()));

    const error = await refusal(
      customer.client.admin.auth.signIn.mutate({ ...details, secretCode: 'green-thumb' }),
    );

    expect(error.data?.code).toBe('FORBIDDEN');
    expect(error.message).toBe(
      'Admin passwords must be at least 12 characters. Change your password in your account on the shop, then sign in here again.',
    );
    expect(customer.cookies.has('verdant_admin_session')).toBe(false);
  });

  it('signs an admin in with the right code, to the back office only', async () => {
    await shop.adminBrowser();
    const browser = shop.browser();
    await browser.client.admin.auth.signIn.mutate({
      email: 'admin@verdant.test',
      password: 'verdant-admin-pass',
      secretCode: 'green-thumb',
    });
    expect((await browser.client.admin.auth.session.query()).user).toMatchObject({ isAdmin: true });
    expect((await browser.client.auth.session.query()).user).toBeNull();
  });

  it('ends the back-office session on admin sign-out, and a copied cookie with it', async () => {
    const admin = await shop.adminBrowser();
    const copied = new Map(admin.cookies);

    await admin.client.admin.auth.signOut.mutate();

    expect((await admin.client.admin.auth.session.query()).user).toBeNull();
    const thief = shop.browser();
    for (const [name, value] of copied) thief.cookies.set(name, value);
    expect((await refusal(thief.client.admin.users.list.query({}))).data?.code).toBe('UNAUTHORIZED');
  });

  it('sets a back-office cookie of its own: httpOnly, SameSite=Strict', async () => {
    await shop.adminBrowser();
    const response = await fetch(`${shop.baseUrl}/trpc/admin.auth.signIn`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...TEST_ADMIN, secretCode: 'green-thumb' }),
    });
    const [cookie, ...others] = response.headers.getSetCookie();
    expect(others).toEqual([]);
    expect(cookie).toMatch(/^verdant_admin_session=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Strict/);
  });

  it('lists the accounts with their roles for the admin', async () => {
    const customer = await signedUp();
    const admin = await shop.adminBrowser();
    admin.readAfterWrite({ position: String(await shop.shop.stores.eventStore.headPosition()) });

    const users = await admin.client.admin.users.list.query({});

    expect(users).toContainEqual(expect.objectContaining({ email: TEST_ADMIN.email, isAdmin: true }));
    expect(users).toContainEqual(expect.objectContaining({ email: customer.details.email, isAdmin: false }));
  });
});
