import { TRPCError } from '@trpc/server';
import { signInRules } from '@verdant/domain/identity/account-rules';
import { z } from 'zod';
import { ADMINS_ONLY, publicProcedure, router, written } from '../../init';
import { attemptOrigin, endSession, sessionUser, startSession } from '../auth';

/** The back office's own sign-in: the secret code, then the password, then the admin role. */
export const adminAuthRouter = router({
  signIn: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'adminSignIn' })
    .input(
      signInRules.extend({
        secretCode: z.string().trim().min(1, 'Admin secret code is required'),
        /** The authenticator app's code, or a recovery code; asked for once the password is right. */
        oneTimeCode: z.string().trim().max(20).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const account = await ctx.shop.identity.signIn.verifyAdmin(input, attemptOrigin(ctx));
      if (!account.isAdmin) {
        // Not an admin: the user is signed out of the back office, and whatever session it had ends here.
        await endSession(ctx, 'back-office');
        throw new TRPCError({ code: 'FORBIDDEN', message: ADMINS_ONLY });
      }
      await startSession(ctx, account.accountId, 'back-office');
      return written(null);
    }),

  /** Who is signed in to the back office. */
  session: publicProcedure.query(({ ctx }) => sessionUser(ctx, 'back-office')),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx, 'back-office');
    return written(null);
  }),
});
