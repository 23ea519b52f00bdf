import { returnsProjection } from '@verdant/projections/sales/returns';
import { z } from 'zod';
import { RETURN_STATES } from '../../../aftercare/return-queries';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

const returnId = z.string().trim().min(1).max(100);
const onOrder = { orderId: z.string().trim().min(1).max(100), returnId };

/**
 * Admin > Returns: requests to answer, plants awaiting receipt, refunds falling due; each return's story,
 * and the shop's steps on it.
 */
export const adminReturnsRouter = router({
  list: adminProcedure
    .use(waitForReadModels(returnsProjection.name))
    .input(z.object({ status: z.enum(['all', ...RETURN_STATES]).default('all') }))
    .query(({ ctx, input }) => ctx.shop.aftercare.queries.returns.returnsForAdmin(input)),

  get: adminProcedure
    .use(waitForReadModels(returnsProjection.name))
    .input(z.object({ returnId }))
    .query(({ ctx, input }) => ctx.shop.aftercare.queries.returns.returnForAdmin(input.returnId)),

  approve: adminProcedure
    .input(z.object({ ...onOrder, instructions: z.string().max(2_000) }))
    .mutation(async ({ ctx, input }) => {
      const { orderId, returnId, instructions } = input;
      const { position } = await ctx.shop.aftercare.returns.approve(
        orderId,
        returnId,
        instructions,
        commandContext(ctx),
      );
      return written(position);
    }),

  decline: adminProcedure
    .input(z.object({ ...onOrder, reason: z.string().max(2_000) }))
    .mutation(async ({ ctx, input }) => {
      const { orderId, returnId, reason } = input;
      const { position } = await ctx.shop.aftercare.returns.decline(
        orderId,
        returnId,
        reason,
        commandContext(ctx),
      );
      return written(position);
    }),

  receive: adminProcedure.input(z.object(onOrder)).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.aftercare.returns.receive(
      input.orderId,
      input.returnId,
      commandContext(ctx),
    );
    return written(position);
  }),

  recordRefund: adminProcedure
    .input(z.object({ ...onOrder, method: z.string().max(32), reference: z.string().max(200) }))
    .mutation(async ({ ctx, input }) => {
      const { orderId, returnId, method, reference } = input;
      const { position } = await ctx.shop.aftercare.returns.recordRefund(
        orderId,
        returnId,
        { method, reference },
        commandContext(ctx),
      );
      return written(position);
    }),
});
