import { setTimeout as sleep } from 'node:timers/promises';
import { TRPCClientError } from '@trpc/client';
import { CODE_ALREADY_USED } from '@verdant/domain/identity/two-factor';
import { OneTimeCodes } from '@verdant/platform/identity';
import type { Step } from '../proof';
import type { Run } from '../run';

export const ADMIN_SIGNS_IN = 'The admin signs in to the back office';

/** An authenticator's code lasts this long; each is taken once. */
const CODE_PERIOD_MS = 30_000;

/** The back office's sign-in: email, password, the secret code, and the app's code when it has two-factor. */
export const adminSignsIn: Step<Run> = {
  title: ADMIN_SIGNS_IN,
  timeoutMs: 2 * CODE_PERIOD_MS,
  async run({ settings, admin }) {
    const { email, password, secretCode, totpSecret } = settings.admin;
    const signIn = () =>
      admin.api.admin.auth.signIn.mutate({
        email,
        password,
        secretCode,
        oneTimeCode: totpSecret ? new OneTimeCodes('unused').codeNow(totpSecret) : undefined,
      });
    await signIn().catch(async (error: unknown) => {
      // A run a moment ago took this period's code: the next period's is fresh.
      if (!(totpSecret && error instanceof TRPCClientError && error.message === CODE_ALREADY_USED))
        throw error;
      await sleep(CODE_PERIOD_MS - (Date.now() % CODE_PERIOD_MS) + 1_000);
      await signIn();
    });
    const { user } = await admin.api.admin.auth.session.query();
    if (user?.email !== email.trim().toLowerCase())
      throw new Error(`signed in, but the back office's session names ${user?.email ?? 'nobody'}`);
    return `signed in as ${user.email}${totpSecret ? ' with a one-time code' : ''}`;
  },
};
