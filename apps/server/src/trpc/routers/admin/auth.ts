import { TRPCError } from '@trpc/server';
import { signInRules } from '@verdant/domain/identity/account-rules';
import { z } from 'zod';
import { ADMINS_ONLY, publicProcedure, router, written } from '../../init';
import { endSession, startSession } from '../auth';

/** Admin sign-in: the secret code, then the password, then the admin role. */
export const adminAuthRouter = router({
  signIn: publicProcedure
    .input(signInRules.extend({ secretCode: z.string().trim().min(1, 'Admin secret code is required') }))
    .mutation(async ({ ctx, input }) => {
      const account = await ctx.shop.signIn.verifyAdmin(
        input.email,
        input.password,
        input.secretCode,
        ctx.clientAddress,
      );
      if (!account.isAdmin) {
        // Not an admin: the user is signed out, and whatever session the browser had ends here.
        await endSession(ctx);
        throw new TRPCError({ code: 'FORBIDDEN', message: ADMINS_ONLY });
      }
      await startSession(ctx, account.accountId);
      return written(null);
    }),
});
