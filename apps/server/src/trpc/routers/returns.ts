import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, router, written } from '../init';

const orderId = z.string().trim().min(1).max(100);
const id = z.string().min(1).max(100);
/** Bounded here; the order's rules judge the rest, with the words the form shows under each field. */
const request = z.object({
  orderId,
  returnId: z.uuid('Please reload the page and try again'),
  reason: z.string().max(64).optional(),
  items: z
    .array(z.object({ productId: id, variantId: id.nullable(), quantity: z.number() }))
    .max(100)
    .optional(),
  note: z.string().max(5_000).nullable().optional(),
});

/**
 * The signed-in customer's returns: asking to send plants back within 7 days of delivery, and following
 * each return on the order's page. Read from the order's own stream, so a return shows once recorded.
 */
export const returnsRouter = router({
  ofOrder: customerProcedure
    .input(z.object({ orderId }))
    .query(({ ctx, input }) =>
      ctx.shop.aftercare.queries.returns.returnsOfOrder(ctx.account.accountId, input.orderId),
    ),

  request: customerProcedure.input(request).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.aftercare.returns.request(
      ctx.account.accountId,
      input,
      commandContext(ctx),
    );
    return written(position);
  }),
});
