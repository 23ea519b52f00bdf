import { OneTimeCodes } from '@verdant/platform/identity';
import type { Step } from '../proof';
import type { Run } from '../run';

export const ADMIN_SIGNS_IN = 'The admin signs in to the back office';

/** The back office's sign-in: email, password, the secret code, and the app's code when it has two-factor. */
export const adminSignsIn: Step<Run> = {
  title: ADMIN_SIGNS_IN,
  async run({ settings, admin }) {
    const { email, password, secretCode, totpSecret } = settings.admin;
    const oneTimeCode = totpSecret ? new OneTimeCodes('unused').codeNow(totpSecret) : undefined;
    await admin.api.admin.auth.signIn.mutate({ email, password, secretCode, oneTimeCode });
    const { user } = await admin.api.admin.auth.session.query();
    if (user?.email !== email.trim().toLowerCase())
      throw new Error(`signed in, but the back office's session names ${user?.email ?? 'nobody'}`);
    return `signed in as ${user.email}${oneTimeCode ? ' with a one-time code' : ''}`;
  },
};
