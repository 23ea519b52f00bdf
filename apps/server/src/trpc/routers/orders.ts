import { TRPCError } from '@trpc/server';
import { ORDER_NOT_FOUND, PAYMENT_METHODS } from '@verdant/domain/sales/order';
import { addressesProjection } from '@verdant/projections/identity/addresses';
import { invoicesProjection } from '@verdant/projections/invoicing/invoices';
import { customerOrdersProjection } from '@verdant/projections/sales/customer-orders';
import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, router, waitForReadModels, written } from '../init';

const readsOrders = waitForReadModels(customerOrdersProjection.name);
/** An order id that is not even shaped like one is as missing as any other. */
const orderId = z.string().trim().max(100);

/**
 * The signed-in customer's orders: placing one from their cart, their list, one order, cancelling. The
 * customer always comes from the session; every price is the server's.
 */
export const ordersRouter = router({
  list: customerProcedure
    .use(readsOrders)
    .query(({ ctx }) => ctx.shop.sales.queries.orders.customerOrders(ctx.account.accountId)),

  get: customerProcedure
    .use(readsOrders)
    .input(z.object({ orderId }))
    .query(async ({ ctx, input }) => {
      const order = await ctx.shop.sales.queries.orders.customerOrder(ctx.account.accountId, input.orderId);
      if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
      return order;
    }),

  /** The order's tax invoice and credit notes, once issued; another customer's order is as missing as any. */
  invoices: customerProcedure
    .use(waitForReadModels(customerOrdersProjection.name, invoicesProjection.name))
    .input(z.object({ orderId }))
    .query(async ({ ctx, input }) => {
      const { accountId } = ctx.account;
      const order = await ctx.shop.sales.queries.orders.customerOrder(accountId, input.orderId);
      if (!order) throw new TRPCError({ code: 'NOT_FOUND', message: ORDER_NOT_FOUND });
      return ctx.shop.invoicing.queries.invoices.customerInvoices(accountId, input.orderId);
    }),

  /**
   * Only the key, the address and the method: lines, prices, discounts and totals are the shop's to work out.
   * The answer names the method the order is paid by: `none` when it came to ₹0, whatever was chosen.
   */
  place: customerProcedure
    .meta({ rateLimit: 'orderPlacement' })
    .use(waitForReadModels(addressesProjection.name))
    .input(
      z.object({
        idempotencyKey: z.uuid('This checkout needs a fresh page: please reload and try again'),
        addressId: z.string().trim().min(1, 'Please select a shipping address').max(100),
        paymentMethod: z.enum(PAYMENT_METHODS, { error: 'Please choose a payment method' }),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const placed = await ctx.shop.sales.checkout.place(ctx.account.accountId, input, commandContext(ctx));
      const { orderId, total, paymentMethod } = placed;
      return { orderId, total, paymentMethod, ...written(placed.position) };
    }),

  cancel: customerProcedure.input(z.object({ orderId })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.sales.orders.cancelAsCustomer(
      ctx.account.accountId,
      input.orderId,
      commandContext(ctx),
    );
    return written(position);
  }),
});
