import { claimRules, morePhotosRules } from '@verdant/domain/sales/order-claim-rules';
import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, router, written } from '../init';

const ids = {
  orderId: z.string().trim().min(1).max(100),
  claimId: z.uuid('Please reload the page and try again'),
};

/**
 * The signed-in customer's claims under the 7-day guarantee: reporting a problem with a delivered order,
 * answering a request for photos, and following each claim on the order's page. Read from the order's own
 * stream, so a claim shows the moment it is recorded.
 */
export const claimsRouter = router({
  ofOrder: customerProcedure
    .input(z.object({ orderId: ids.orderId }))
    .query(({ ctx, input }) =>
      ctx.shop.aftercare.queries.claims.claimsOfOrder(ctx.account.accountId, input.orderId),
    ),

  open: customerProcedure
    .meta({ rateLimit: 'upload' })
    .input(claimRules.extend(ids))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.aftercare.claims.open(
        ctx.account.accountId,
        input,
        commandContext(ctx),
      );
      return written(position);
    }),

  addPhotos: customerProcedure
    .meta({ rateLimit: 'upload' })
    .input(morePhotosRules.extend(ids))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.aftercare.claims.addPhotos(
        ctx.account.accountId,
        input,
        commandContext(ctx),
      );
      return written(position);
    }),
});
