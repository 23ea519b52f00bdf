import { shopTaxDetailsRules } from '@verdant/domain/invoicing/shop-tax-details';
import { invoicingSettingsProjection } from '@verdant/projections/invoicing/invoicing-settings';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, waitForReadModels, written } from '../../init';

/** Admin > Settings > Tax invoices: the shop's tax details, and when cash orders are invoiced. */
export const adminInvoicingRouter = router({
  settings: adminProcedure
    .use(waitForReadModels(invoicingSettingsProjection.name))
    .query(({ ctx }) => ctx.shop.invoicing.queries.settings()),

  setTaxDetails: adminProcedure.input(shopTaxDetailsRules).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.invoicing.settings.setShopTaxDetails(input, commandContext(ctx));
    return written(position);
  }),

  /** The GST rates in force, period by period: a change of slabs is a new period, no code. */
  setGstRates: adminProcedure
    .input(z.object({ rates: z.array(z.unknown()).max(50) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.invoicing.settings.setGstRates(input.rates, commandContext(ctx));
      return written(position);
    }),

  setCashOnDeliveryInvoiceTiming: adminProcedure
    .input(z.object({ timing: z.string().max(20) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.invoicing.settings.setCashOnDeliveryInvoiceTiming(
        input.timing,
        commandContext(ctx),
      );
      return written(position);
    }),
});
