import { ORDER_STATUSES, TRACKING_NUMBER_INVALID, TRACKING_NUMBER_MAX } from '@verdant/domain/sales/order';
import { customerSummariesProjection } from '@verdant/projections/customers/customer-summaries';
import { invoicesProjection } from '@verdant/projections/invoicing/invoices';
import { adminOrdersProjection } from '@verdant/projections/sales/admin-orders';
import { z } from 'zod';
import { ORDER_SORTS } from '../../../sales/admin-order-list';
import { commandContext } from '../../command-context';
import { adminProcedure, pastMoment, router, waitForReadModels, written } from '../../init';

const orderId = z.uuid('Order not found');

/**
 * Admin > Orders: moving an order through fulfilment, cancelling it, its parcel's tracking number, and asking
 * again for a refund the gateway failed.
 */
export const adminOrdersRouter = router({
  /** A page of orders, newest first unless sorted otherwise, filtered by status and searched. */
  list: adminProcedure
    .use(waitForReadModels(adminOrdersProjection.name, customerSummariesProjection.name))
    .input(
      z.object({
        search: z.string().trim().max(100).default(''),
        status: z.enum([...ORDER_STATUSES, 'all'], { error: 'Choose a status' }).default('all'),
        sort: z.enum(ORDER_SORTS).default('date'),
        direction: z.enum(['asc', 'desc']).default('desc'),
        page: z.number().int().min(1).max(100_000).default(1),
        customerId: z.string().trim().min(1).max(100).optional(),
      }),
    )
    .query(({ ctx, input }) => ctx.shop.sales.queries.adminOrders.adminOrderPage(input)),

  /** Any of the five statuses; cancelled records the reason given (blank when none). */
  setStatus: adminProcedure
    .input(
      z.object({
        orderId,
        status: z.enum(ORDER_STATUSES, { error: 'Choose a status' }),
        reason: z.string().max(500, 'A reason is at most 500 characters').default(''),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { position } =
        input.status === 'cancelled'
          ? await ctx.shop.sales.orders.cancelAsAdmin(input.orderId, input.reason, commandContext(ctx))
          : await ctx.shop.sales.orders.changeStatus(input.orderId, input.status, commandContext(ctx));
      return written(position);
    }),

  /** The order now, or as it stood at a past moment (`asOf`), folded from its stream. */
  get: adminProcedure
    .input(
      z.object({
        orderId,
        asOf: pastMoment.optional(),
      }),
    )
    .query(({ ctx, input }) =>
      ctx.shop.sales.orderHistory.record(input.orderId, input.asOf ? new Date(input.asOf) : undefined),
    ),

  /** Every event of the order, oldest first, in words, with who caused it and when. */
  timeline: adminProcedure
    .input(z.object({ orderId }))
    .query(({ ctx, input }) => ctx.shop.sales.orderHistory.timeline(input.orderId)),

  /** The order's tax invoice and credit notes; while it has none, why its invoice was refused, if it was. */
  invoices: adminProcedure
    .use(waitForReadModels(invoicesProjection.name))
    .input(z.object({ orderId }))
    .query(({ ctx, input }) => ctx.shop.invoicing.queries.invoices.adminInvoices(input.orderId)),

  /** 'Issue invoice': for a shipped order the jobs did not invoice; its invoice, when it has one already. */
  issueInvoice: adminProcedure.input(z.object({ orderId })).mutation(async ({ ctx, input }) => {
    const { invoiceNumber, position } = await ctx.shop.invoicing.issueByHand(
      input.orderId,
      commandContext(ctx),
    );
    return { invoiceNumber, ...written(position) };
  }),

  setTrackingNumber: adminProcedure
    .input(
      z.object({
        orderId,
        trackingNumber: z
          .string()
          .max(4 * TRACKING_NUMBER_MAX, TRACKING_NUMBER_INVALID)
          .nullable(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.sales.orders.setTrackingNumber(
        input.orderId,
        input.trackingNumber,
        commandContext(ctx),
      );
      return written(position);
    }),

  /** 'Refund failed — retry': a new refund of the same payment, under a new key. */
  retryRefund: adminProcedure
    .input(z.object({ orderId, refundId: z.string().trim().min(1).max(200) }))
    .mutation(async ({ ctx, input }) => {
      const { position } = await ctx.shop.payments.refunds.retry(
        input.orderId,
        input.refundId,
        commandContext(ctx),
      );
      return written(position);
    }),
});
