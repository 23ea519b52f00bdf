import { z } from 'zod';
import { commandContext } from '../command-context';
import { customerProcedure, publicProcedure, router, written } from '../init';

const orderId = z.string().trim().max(100);

/**
 * Paying an order online: which methods the shop takes, opening the payment with the method's gateway, and
 * the browser's word once the gateway's dialog or card form is done. The shop never takes the browser's word
 * for the amount or the gateway order: it checks the gateway's signature against what it stored, or asks the
 * gateway itself.
 */
export const paymentsRouter = router({
  methods: publicProcedure.query(({ ctx }) => {
    const describe = (method: 'razorpay' | 'card') => {
      const gateway = ctx.shop.payments.gateways.forMethod(method);
      return { available: gateway !== null, testMode: gateway?.name === 'test' };
    };
    return { razorpay: describe('razorpay'), card: describe('card') };
  }),

  start: customerProcedure
    .input(z.object({ orderId }))
    .mutation(({ ctx, input }) =>
      ctx.shop.payments.start(ctx.account.accountId, input.orderId, commandContext(ctx)),
    ),

  /** The gateway dialog's success handler: its payment id and signature; the shop then asks the gateway. */
  confirmDialog: customerProcedure
    .meta({ rateLimit: 'paymentConfirmation' })
    .input(
      z.object({
        orderId,
        gatewayPaymentId: z.string().trim().min(1).max(100),
        signature: z.string().trim().min(1).max(200),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { orderId: id, ...proof } = input;
      const { position, ...outcome } = await ctx.shop.payments.confirmDialog(
        ctx.account.accountId,
        id,
        proof,
        commandContext(ctx),
      );
      return { ...outcome, ...written(position) };
    }),

  /** After the card form: the shop asks the gateway what became of the payment. */
  confirmCard: customerProcedure
    .meta({ rateLimit: 'paymentConfirmation' })
    .input(z.object({ orderId }))
    .mutation(async ({ ctx, input }) => {
      const { position, ...outcome } = await ctx.shop.payments.confirmCard(
        ctx.account.accountId,
        input.orderId,
        commandContext(ctx),
      );
      return { ...outcome, ...written(position) };
    }),
});
