import {
  type AccountProfileView,
  accountProfilesProjection,
} from '@verdant/projections/identity/account-profiles';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every account with its role, and the erasure of a customer's personal data. */
export const adminUsersRouter = router({
  list: adminProcedure
    .use(waitForReadModels(accountProfilesProjection.name))
    .input(z.object({ search: z.string().trim().max(100).default('') }))
    .query(async ({ ctx, input }) => {
      const profiles = await ctx.shop.readModels.collection<AccountProfileView>(
        accountProfilesProjection,
        'profiles',
      );
      const pattern = { $regex: escapeRegex(input.search), $options: 'i' };
      const filter = input.search
        ? { $or: [{ fullName: pattern }, { email: pattern }, { phone: pattern }] }
        : {};
      const views = await profiles.find(filter, { sort: { createdAt: -1 } });
      return views.map((view) => ({
        id: view._id,
        email: view.email,
        fullName: view.fullName,
        phone: view.phone,
        isAdmin: view.isAdmin,
        erased: view.erased,
        createdAt: view.createdAt,
      }));
    }),

  erase: adminProcedure
    .input(z.object({ accountId: z.string().trim().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.accounts.erase(input.accountId, commandContext(ctx));
      return written(position);
    }),
});
