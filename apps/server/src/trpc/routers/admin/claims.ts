import { CLAIM_REASONS } from '@verdant/domain/sales/order-claim-rules';
import { CLAIM_STATUSES } from '@verdant/domain/sales/order-claims';
import { claimsProjection } from '@verdant/projections/sales/claims';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, pastMoment, router, waitForReadModels, written } from '../../init';

const claimId = z.string().trim().min(1).max(100);
const decision = { orderId: z.string().trim().min(1).max(100), claimId };

/** Admin > Claims: the claims under review with their 24-hour clocks, each claim's story, and decisions. */
export const adminClaimsRouter = router({
  list: adminProcedure
    .use(waitForReadModels(claimsProjection.name))
    .input(
      z.object({
        status: z.enum(['all', ...CLAIM_STATUSES]).default('all'),
        reason: z.enum(['all', ...CLAIM_REASONS]).default('all'),
      }),
    )
    .query(({ ctx, input }) => ctx.shop.aftercare.queries.claims.claimsForAdmin(input)),

  /** The claim now, or as it stood at a past moment (`at`), folded from its order's stream. */
  get: adminProcedure
    .use(waitForReadModels(claimsProjection.name))
    .input(z.object({ claimId, at: pastMoment.optional() }))
    .query(({ ctx, input }) =>
      ctx.shop.aftercare.queries.claims.claimForAdmin(
        input.claimId,
        input.at ? new Date(input.at) : undefined,
      ),
    ),

  requestPhotos: adminProcedure
    .input(z.object({ ...decision, message: z.string().max(2_000) }))
    .mutation(async ({ ctx, input }) => {
      const { orderId, claimId, message } = input;
      const { position } = await ctx.shop.aftercare.claims.requestPhotos(
        orderId,
        claimId,
        message,
        commandContext(ctx),
      );
      return written(position);
    }),

  decline: adminProcedure
    .input(z.object({ ...decision, reason: z.string().max(2_000) }))
    .mutation(async ({ ctx, input }) => {
      const { orderId, claimId, reason } = input;
      const { position } = await ctx.shop.aftercare.claims.decline(
        orderId,
        claimId,
        reason,
        commandContext(ctx),
      );
      return written(position);
    }),

  replace: adminProcedure.input(z.object(decision)).mutation(async ({ ctx, input }) => {
    const { replacementOrderId, position } = await ctx.shop.aftercare.claims.replace(
      input.orderId,
      input.claimId,
      commandContext(ctx),
    );
    return { replacementOrderId, ...written(position) };
  }),

  refund: adminProcedure
    .input(
      z.object({
        ...decision,
        /** For cash on delivery: how the money was paid back, and the transfer's reference. */
        manualRefund: z.object({ method: z.string().max(20), reference: z.string().max(100) }).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { orderId, claimId, manualRefund } = input;
      const { position } = await ctx.shop.aftercare.claims.refund(
        orderId,
        claimId,
        manualRefund,
        commandContext(ctx),
      );
      return written(position);
    }),
});
