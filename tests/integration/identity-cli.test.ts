import { randomUUID } from 'node:crypto';
import { ensureConfiguredAdmin } from '@verdant/server/identity/admin-bootstrap';
import { createLogger } from '@verdant/server/logging';
import { afterEach, describe, expect, it } from 'vitest';
import { runEntryPoint } from '../support/processes';
import { refusal } from '../support/refusal';
import { startTestShop, type TestShop } from '../support/test-shop';

const customerDetails = () => {
  const email = `kavya.${randomUUID().slice(0, 8)}@example.in`;
  return {
    fullName: 'Kavya Iyer',
    email,
    phone: '9845012345',
    password: 'peace-lily-pots',
    confirmPassword: 'peace-lily-pots',
  };
};

describe('identity commands for the people who run the shop', () => {
  let shop: TestShop;

  afterEach(async () => {
    await shop.stop();
  });

  async function runCli(script: string, email: string) {
    const run = runEntryPoint(
      `apps/server/src/cli/${script}.ts`,
      { DATA_DIR: shop.dataDir, LOG_LEVEL: 'warn' },
      [email],
    );
    return { code: await run.exited, output: run.output() };
  }

  it('`admin:grant` makes an existing account an admin, recorded with the system as actor', async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const details = customerDetails();
    const customer = shop.browser();
    await customer.client.auth.signUp.mutate(details);

    const granted = await runCli('admin-grant', details.email);

    expect(granted).toEqual({ code: 0, output: `${details.email} is now an admin.\n` });
    const accountId = (await customer.client.auth.session.query()).user!.id;
    await customer.client.admin.auth.signIn.mutate({ ...details, secretCode: 'any code' });
    expect((await customer.client.admin.auth.session.query()).user?.isAdmin).toBe(true);
    const [, grant] = await shop.shop.stores.eventStore.readStream(`account-${accountId}`);
    expect(grant).toMatchObject({
      type: 'AdminRoleGranted',
      metadata: { actor: { userId: null, role: 'system' } },
    });
    expect(await runCli('admin-grant', `nobody.${randomUUID()}@example.in`)).toMatchObject({ code: 1 });
  });

  it('`customer:erase` deletes the customer’s key and signs them out everywhere', async () => {
    shop = await startTestShop({ SEED_DEMO_DATA: 'false' });
    const details = customerDetails();
    const customer = shop.browser();
    await customer.client.auth.signUp.mutate(details);
    const accountId = (await customer.client.auth.session.query()).user!.id;

    const erased = await runCli('customer-erase', details.email);

    expect(erased.code).toBe(0);
    expect(erased.output).toContain(`Account ${accountId} erased`);
    expect((await customer.client.auth.session.query()).user).toBeNull();
    expect(await shop.shop.stores.personalDataKeys.find(accountId)).toBeNull();
    expect(await runCli('customer-erase', details.email)).toMatchObject({ code: 1 });
  });

  it('ensures the configured admin at every start, creating it once', async () => {
    shop = await startTestShop({
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'owner@verdant.test',
      ADMIN_PASSWORD: 'owner-secret',
    });
    const logger = createLogger('silent');

    await ensureConfiguredAdmin(shop.shop, logger);
    const head = await shop.shop.stores.eventStore.headPosition();
    await ensureConfiguredAdmin(shop.shop, logger);

    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    const owner = shop.browser();
    await owner.client.admin.auth.signIn.mutate({
      email: 'owner@verdant.test',
      password: 'owner-secret',
      secretCode: 'x',
    });
    expect((await owner.client.admin.auth.session.query()).user).toMatchObject({
      isAdmin: true,
      fullName: 'Shop Admin',
    });
  });

  it('grants nothing to an account that took ADMIN_EMAIL first, and logs the command that would', async () => {
    shop = await startTestShop({
      SEED_DEMO_DATA: 'false',
      ADMIN_EMAIL: 'owner@verdant.test',
      ADMIN_PASSWORD: 'owner-secret-passphrase',
    });
    const squatter = shop.browser();
    await squatter.client.auth.signUp.mutate({ ...customerDetails(), email: 'Owner@verdant.test' });
    const head = await shop.shop.stores.eventStore.headPosition();
    const warnings: string[] = [];
    const logger = {
      ...createLogger('silent'),
      warn: (_details: object, message?: string) => warnings.push(message ?? ''),
    };

    await ensureConfiguredAdmin(shop.shop, logger);

    expect(await shop.shop.stores.eventStore.headPosition()).toBe(head);
    expect(warnings).toEqual([expect.stringContaining('npm run admin:grant -- owner@verdant.test')]);
    const error = await refusal(
      squatter.client.admin.auth.signIn.mutate({
        email: 'owner@verdant.test',
        password: 'peace-lily-pots',
        secretCode: 'any code',
      }),
    );
    expect(error.message).toBe('This account does not have admin privileges');
    const owner = await refusal(
      shop.browser().client.admin.auth.signIn.mutate({
        email: 'owner@verdant.test',
        password: 'owner-secret-passphrase',
        secretCode: 'any code',
      }),
    );
    expect(owner.message).toBe('Invalid email or password');
  });
});
