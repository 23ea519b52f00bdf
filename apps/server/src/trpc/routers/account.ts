import { TRPCError } from '@trpc/server';
import { addressRules, profileRules } from '@verdant/domain/identity/account-rules';
import {
  type AccountProfileView,
  accountProfilesProjection,
} from '@verdant/projections/identity/account-profiles';
import { type AddressView, addressesProjection } from '@verdant/projections/identity/addresses';
import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, router, waitForReadModels, written } from '../init';

/** The signed-in customer's own profile and addresses; the account always comes from the session. */
export const accountRouter = router({
  profile: customerProcedure.use(waitForReadModels(accountProfilesProjection.name)).query(async ({ ctx }) => {
    const profiles = await ctx.shop.readModels.collection<AccountProfileView>(
      accountProfilesProjection,
      'profiles',
    );
    const profile = await profiles.findOne({ _id: ctx.account.accountId });
    if (!profile) throw new TRPCError({ code: 'NOT_FOUND', message: 'Profile not found' });
    return {
      id: profile._id,
      email: profile.email,
      fullName: profile.fullName,
      phone: profile.phone,
      createdAt: profile.createdAt,
    };
  }),

  updateProfile: customerProcedure.input(profileRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.accounts.updateProfile(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return written(position);
  }),

  addresses: customerProcedure.use(waitForReadModels(addressesProjection.name)).query(async ({ ctx }) => {
    const addresses = await ctx.shop.readModels.collection<AddressView>(addressesProjection, 'addresses');
    const views = await addresses.find(
      { accountId: ctx.account.accountId },
      { sort: { isDefault: -1, createdAt: 1 } },
    );
    return views.map(({ _id, accountId: _owner, createdAt: _createdAt, ...address }) => ({
      id: _id,
      ...address,
    }));
  }),

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
