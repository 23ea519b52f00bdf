import { randomUUID } from 'node:crypto';
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { MAIL_QUEUE } from '@verdant/projections/reactions/jobs';
import { createAdminAccount } from '@verdant/server/identity/admin-bootstrap';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedUp } from '../support/customers';
import { waitUntil } from '../support/processes';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

const IN_FILES = { MONGODB_URL: '', REDIS_URL: '' };

const SUBJECT = 'Reset your Verdant password';
const INVALID_LINK = 'This password reset link is invalid or has expired';

let shop: TestShop;

beforeAll(async () => {
  shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
});

afterAll(async () => {
  await shop.stop();
});

const newPassword = (password: string) => ({ newPassword: password, confirmPassword: password });

/** The token of the newest reset mail sent to the address, once the mail queue has written it. */
async function mailedResetToken(on: TestShop, email: string, resetMails = 1) {
  let mail: Awaited<ReturnType<TestShop['mailTo']>> = [];
  await waitUntil(
    async () => {
      mail = (await on.mailTo(email)).filter((sent) => sent.subject === SUBJECT);
      if (mail.length < resetMails) throw new Error('not yet');
    },
    5_000,
    () => `no reset mail to ${email}`,
  );
  const link = mail[0]!.text.match(/\S+\/auth\/reset\?token=\S+/)?.[0] ?? '';
  expect(link.startsWith(`${on.shop.config.publicUrl}/auth/reset?token=`)).toBe(true);
  return new URL(link).searchParams.get('token') ?? '';
}

describe('forgot password', () => {
  it('answers an unknown email as it answers an account’s, recording and mailing nothing for it', async () => {
    const customer = await signedUp(shop);
    const unknown = `nobody.${randomUUID().slice(0, 8)}@example.in`;
    const requestsBefore = await shop.recordedEvents('PasswordResetRequested');

    const forUnknown = await shop.client.auth.requestPasswordReset.mutate({ email: unknown });
    const forAccount = await shop.client.auth.requestPasswordReset.mutate({ email: customer.details.email });

    expect(forUnknown).toEqual(forAccount);
    const requests = await shop.recordedEvents('PasswordResetRequested');
    expect(requests).toHaveLength(requestsBefore.length + 1);
    expect(requests.at(-1)?.streamId).toBe(
      `account-${await shop.shop.identity.accounts.accountIdByEmail(customer.details.email)}`,
    );
    await mailedResetToken(shop, customer.details.email);
    expect(await shop.shop.stores.mailOutbox.list({ to: unknown })).toEqual([]);
  });

  it('mails a link that sets a new password once, ends every session and signs the browser in', async () => {
    const customer = await signedUp(shop);
    const { email, password } = customer.details;
    await shop.client.auth.requestPasswordReset.mutate({ email: email.toUpperCase() });
    const token = await mailedResetToken(shop, email);
    const browser = shop.browser();

    await browser.client.auth.resetPassword.mutate({ token, ...newPassword('snake-plant-2') });

    expect((await browser.client.auth.session.query()).user?.email).toBe(email);
    expect((await customer.client.auth.session.query()).user).toBeNull();
    await shop.browser().client.auth.signIn.mutate({ email, password: 'snake-plant-2' });
    expect((await refusal(shop.browser().client.auth.signIn.mutate({ email, password }))).message).toBe(
      'Invalid email or password',
    );
    const again = await refusal(
      shop.browser().client.auth.resetPassword.mutate({ token, ...newPassword('snake-plant-3') }),
    );
    expect(again.data?.code).toBe('BAD_REQUEST');
    expect(again.message).toBe(INVALID_LINK);
  });

  it('lets only one of two resets sent at once with the same link through', async () => {
    const customer = await signedUp(shop);
    await shop.client.auth.requestPasswordReset.mutate({ email: customer.details.email });
    const token = await mailedResetToken(shop, customer.details.email);

    const outcomes = await Promise.allSettled([
      shop.browser().client.auth.resetPassword.mutate({ token, ...newPassword('rubber-plant-1') }),
      shop.browser().client.auth.resetPassword.mutate({ token, ...newPassword('rubber-plant-2') }),
    ]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses an expired link, an altered one and one made before the password changed', async () => {
    const customer = await signedUp(shop);
    const accountId = (await customer.client.auth.session.query()).user!.id;
    const account = await shop.shop.identity.accounts.load(accountId);
    if (account.status !== 'active' || account.passwordHash === null) throw new Error('no password');
    const tokenOf = (link: string) => new URL(link).searchParams.get('token') ?? '';
    const expired = tokenOf(
      shop.shop.identity.resetLinks.linkFor(accountId, account.passwordHash, new Date(Date.now() - 1)),
    );
    const current = tokenOf(
      shop.shop.identity.resetLinks.linkFor(accountId, account.passwordHash, new Date(Date.now() + 60_000)),
    );
    await customer.client.account.changePassword.mutate({
      currentPassword: customer.details.password,
      ...newPassword('calathea-lover'),
    });

    for (const token of [expired, `${current.slice(0, -2)}xx`, current, 'garbled']) {
      const refused = await refusal(
        shop.browser().client.auth.resetPassword.mutate({ token, ...newPassword('snake-plant-4') }),
      );
      expect({ token, message: refused.message }).toEqual({ token, message: INVALID_LINK });
    }
    await shop
      .browser()
      .client.auth.signIn.mutate({ email: customer.details.email, password: 'calathea-lover' });
  });

  it('holds the new password to the rules: never a common one, twelve characters for an admin', async () => {
    const customer = await signedUp(shop);
    await shop.client.auth.requestPasswordReset.mutate({ email: customer.details.email });
    const customerToken = await mailedResetToken(shop, customer.details.email);
    const adminEmail = `owner.${randomUUID().slice(0, 8)}@verdant.test`;
    await createAdminAccount(shop.shop, adminEmail, 'a-long-admin-pass');
    await shop.client.auth.requestPasswordReset.mutate({ email: adminEmail });
    const adminToken = await mailedResetToken(shop, adminEmail);

    const common = await refusal(
      shop.client.auth.resetPassword.mutate({ token: customerToken, ...newPassword('iloveyou') }),
    );
    const short = await refusal(
      shop.client.auth.resetPassword.mutate({ token: adminToken, ...newPassword('eleven-char') }),
    );

    expect(common.data?.fieldErrors).toEqual({
      newPassword: 'This password is too common. Please choose another.',
    });
    expect(short.data?.fieldErrors).toEqual({
      newPassword: 'Admin passwords must be at least 12 characters',
    });
    // Refused, the links still work.
    await shop.client.auth.resetPassword.mutate({ token: adminToken, ...newPassword('twelve-or-more') });
  });
});

describe('the reset mail', () => {
  it('is never sent again by a rebuild, even with the queue and the outbox gone', async () => {
    // The read models, queue and outbox are removed as files below, so they stay embedded; the log may not.
    const first = await startTestShop({ SEED_DEMO_DATA: 'false', ...IN_FILES });
    const customer = await signedUp(first);
    await first.client.auth.requestPasswordReset.mutate({ email: customer.details.email });
    await mailedResetToken(first, customer.details.email);
    await first.stop({ keepData: true });
    for (const file of ['read-models.sqlite', 'jobs.sqlite', 'mail.sqlite']) {
      await rm(join(first.dataDir, file), { force: true });
    }

    const rebuilt = await startTestShop({ SEED_DEMO_DATA: 'false', ...IN_FILES }, first.dataDir);
    try {
      const head = await rebuilt.shop.stores.eventStore.headPosition();
      await waitUntil(
        async () => {
          const statuses = rebuilt.shop.reactions?.status() ?? [];
          if (!statuses.every((status) => status.state === 'live' && BigInt(status.position) >= head))
            throw new Error('behind');
        },
        5_000,
        () => 'the reactions did not catch up',
      );

      const [request] = await rebuilt.recordedEvents('PasswordResetRequested');
      const { requestId } = request!.data as { requestId: string };
      expect(
        await rebuilt.shop.stores.jobQueue.getJob(MAIL_QUEUE, `password-reset-mail-${requestId}`),
      ).toBeNull();
      expect(await rebuilt.shop.stores.mailOutbox.list({ to: customer.details.email })).toEqual([]);
    } finally {
      await rebuilt.stop();
    }
  });
});
