import { accountProfilesProjection } from '@verdant/projections/identity/account-profiles';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

/** Every account with its role, and the erasure of a customer's personal data. */
export const adminUsersRouter = router({
  list: adminProcedure
    .use(waitForReadModels(accountProfilesProjection.name))
    .input(z.object({ search: z.string().trim().max(100).default('') }))
    .query(({ ctx, input }) => ctx.shop.identity.queries.accounts.accountsForAdmin(input.search)),

  erase: adminProcedure
    .input(z.object({ accountId: z.string().trim().min(1).max(100) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.identity.accounts.erase(input.accountId, commandContext(ctx));
      return written(position);
    }),
});
