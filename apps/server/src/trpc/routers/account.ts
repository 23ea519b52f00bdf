import { TRPCError } from '@trpc/server';
import { addressRules, profileRules } from '@verdant/domain/identity/account-rules';
import { accountProfilesProjection } from '@verdant/projections/identity/account-profiles';
import { addressesProjection } from '@verdant/projections/identity/addresses';
import { z } from 'zod';
import { addressesOf, profileOf } from '../../identity/account-queries';
import { commandContext } from '../command-context';
import { customerProcedure, router, waitForReadModels, written } from '../init';

/** The signed-in customer's own profile and addresses; the account always comes from the session. */
export const accountRouter = router({
  profile: customerProcedure.use(waitForReadModels(accountProfilesProjection.name)).query(async ({ ctx }) => {
    const profile = await profileOf(ctx.shop.readModels, ctx.account.accountId);
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Profile not found' });
    return profile;
  }),

  updateProfile: customerProcedure.input(profileRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.accounts.updateProfile(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return written(position);
  }),

  addresses: customerProcedure
    .use(waitForReadModels(addressesProjection.name))
    .query(({ ctx }) => addressesOf(ctx.shop.readModels, ctx.account.accountId)),

  addAddress: customerProcedure.input(addressRules).mutation(async ({ ctx, input }) => {
    const { addressId, position } = await ctx.shop.accounts.addAddress(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return { id: addressId, ...written(position) };
  }),

  setDefaultAddress: customerProcedure
    .input(z.object({ addressId: z.string().trim().min(1, 'Please choose an address').max(100) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.accounts.setDefaultAddress(
        ctx.account.accountId,
        input.addressId,
        commandContext(ctx),
      );
      return written(position);
    }),
});
