import { ORDER_STATUSES } from '@verdant/domain/sales/order';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, written } from '../../init';

const fulfilmentStatus = z.enum(ORDER_STATUSES).exclude(['cancelled'], { error: 'Choose a status' });

/** Admin > Orders: moving an order through fulfilment (the back office screens build on it). */
export const adminOrdersRouter = router({
  setStatus: adminProcedure
    .input(z.object({ orderId: z.uuid('Order not found'), status: fulfilmentStatus }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.orders.changeStatus(
        input.orderId,
        input.status,
        commandContext(ctx),
      );
      return written(position);
    }),
});
