import { TRPCError } from '@trpc/server';
import {
  addressRules,
  type ChangePassword,
  changePasswordRules,
  type Profile,
  profileRules,
} from '@verdant/domain/identity/account-rules';
import type { SessionKind } from '@verdant/platform';
import { accountProfilesProjection } from '@verdant/projections/identity/account-profiles';
import { addressesProjection } from '@verdant/projections/identity/addresses';
import { z } from 'zod';
import type { Principal } from '../../identity/signed-in';
import { commandContext } from '../command-context';
import type { RequestContext } from '../context';
import { customerProcedure, router, waitForReadModels, written } from '../init';
import { attemptOrigin, startSession } from './auth';

type SignedInContext = RequestContext & { account: Principal };

/** The signed-in account's own profile: the customer's on the storefront, the admin's in the back office. */
export async function ownProfile(ctx: SignedInContext) {
  const profile = await ctx.shop.identity.queries.accounts.profileOf(ctx.account.accountId);
  if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Profile not found' });
  return profile;
}

export async function updateOwnProfile(ctx: SignedInContext, input: Profile) {
  const { position } = await ctx.shop.identity.accounts.updateProfile(
    ctx.account.accountId,
    input,
    commandContext(ctx),
  );
  return written(position);
}

/**
 * Changes the signed-in account's password. Every session of the account ends, on every device and in both
 * apps; this browser is signed in afresh to the app it changed it in.
 */
export async function changeOwnPassword(ctx: SignedInContext, kind: SessionKind, input: ChangePassword) {
  const { position } = await ctx.shop.identity.passwordChange.change(
    ctx.account,
    kind,
    input,
    attemptOrigin(ctx),
    commandContext(ctx),
  );
  await startSession(ctx, ctx.account.accountId, kind);
  return written(position);
}

/** The signed-in customer's own profile and addresses; the account always comes from the session. */
export const accountRouter = router({
  profile: customerProcedure
    .use(waitForReadModels(accountProfilesProjection.name))
    .query(({ ctx }) => ownProfile(ctx)),

  updateProfile: customerProcedure
    .input(profileRules)
    .mutation(({ ctx, input }) => updateOwnProfile(ctx, input)),

  changePassword: customerProcedure
    .meta({ sentAlone: true, rateLimit: 'signIn' })
    .input(changePasswordRules)
    .mutation(({ ctx, input }) => changeOwnPassword(ctx, 'storefront', input)),

  addresses: customerProcedure
    .use(waitForReadModels(addressesProjection.name))
    .query(({ ctx }) => ctx.shop.identity.queries.accounts.addressesOf(ctx.account.accountId)),

  addAddress: customerProcedure.input(addressRules).mutation(async ({ ctx, input }) => {
    const { addressId, position } = await ctx.shop.identity.accounts.addAddress(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return { id: addressId, ...written(position) };
  }),

  setDefaultAddress: customerProcedure
    .input(z.object({ addressId: z.string().trim().min(1, 'Please choose an address').max(100) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.identity.accounts.setDefaultAddress(
        ctx.account.accountId,
        input.addressId,
        commandContext(ctx),
      );
      return written(position);
    }),
});
