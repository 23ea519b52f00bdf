import { adjustmentRules, deliveryRules } from '@verdant/domain/inventory/stock-rules';
import { lowStockThresholdRules } from '@verdant/domain/inventory/stock-settings';
import { stockSettingsProjection } from '@verdant/projections/inventory/stock-settings';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

const productId = z.string().trim().min(1).max(100);
const size = { productId, variantId: z.string().trim().min(1).max(100).nullable() };

/**
 * Admin > Products > Stock: whether the shop counts a plant's stock, deliveries and adjustments per size, and
 * each size's count and movements (read from the sizes' own streams, so always current).
 */
export const adminStockRouter = router({
  levels: adminProcedure
    .input(z.object({ productId }))
    .query(({ ctx, input }) => ctx.shop.inventory.queries.stock.levelsOf(input.productId)),

  movements: adminProcedure
    .input(z.object({ productId }))
    .query(({ ctx, input }) => ctx.shop.inventory.queries.stock.movementsOf(input.productId)),

  track: adminProcedure
    .input(z.object({ productId, tracked: z.boolean() }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.inventory.stock.track(
        input.productId,
        input.tracked,
        commandContext(ctx),
      );
      return written(position);
    }),

  receive: adminProcedure.input(deliveryRules.extend(size)).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.inventory.stock.receive(input, commandContext(ctx));
    return written(position);
  }),

  adjust: adminProcedure.input(adjustmentRules.extend(size)).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.inventory.stock.adjust(input, commandContext(ctx));
    return written(position);
  }),

  /** Admin > Settings > Stock: the low-stock threshold every counted plant is judged by. */
  settings: adminProcedure
    .use(waitForReadModels(stockSettingsProjection.name))
    .query(({ ctx }) => ctx.shop.inventory.queries.stock.settings()),

  setLowStockThreshold: adminProcedure.input(lowStockThresholdRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.inventory.settings.setLowStockThreshold(
      input.threshold,
      commandContext(ctx),
    );
    return written(position);
  }),
});
