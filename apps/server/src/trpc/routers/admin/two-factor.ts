import { TRPCError } from '@trpc/server';
import { enrolmentCodeRules } from '@verdant/domain/identity/two-factor-rules';
import { z } from 'zod';
import { commandContext } from '../../command-context';
import { adminProcedure, router, written } from '../../init';

/** Admin > Settings: the admin's own authenticator app, set up in two steps. */
export const adminTwoFactorRouter = router({
  status: adminProcedure.query(async ({ ctx }) => {
    const account = await ctx.shop.identity.accounts.load(ctx.account.accountId);
    if (account.status !== 'active') throw new TRPCError({ code: 'NOT_FOUND', message: 'Account not found' });
    const { twoFactor } = account;
    return {
      enrolled: twoFactor !== null,
      recoveryCodesLeft: twoFactor
        ? (twoFactor.recoveryCodeHashes?.length ?? 0) - twoFactor.usedRecoveryCodes.length
        : 0,
    };
  }),

  /** A new secret for the app, as a QR code and a key to type, in a token the confirmation sends back. */
  begin: adminProcedure.mutation(async ({ ctx }) => {
    const account = await ctx.shop.identity.accounts.load(ctx.account.accountId);
    const label = account.status === 'active' ? (account.email ?? account.accountId) : ctx.account.accountId;
    return ctx.shop.identity.twoFactorEnrolments.begin(ctx.account.accountId, label);
  }),

  confirm: adminProcedure
    .input(enrolmentCodeRules.extend({ token: z.string().min(1).max(2_000) }))
    .mutation(async ({ ctx, input }) => {
      const { recoveryCodes, position } = await ctx.shop.identity.twoFactorEnrolments.confirm(
        ctx.account.accountId,
        input.token,
        input.code,
        commandContext(ctx),
      );
      return { recoveryCodes, ...written(position) };
    }),
});
