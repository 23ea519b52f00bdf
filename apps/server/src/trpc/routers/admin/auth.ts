import { timingSafeEqual } from 'node:crypto';
import { TRPCError } from '@trpc/server';
import { signInRules } from '@verdant/domain/identity/account-rules';
import { z } from 'zod';
import { ADMINS_ONLY, publicProcedure, router, written } from '../../init';
import { startSession } from '../auth';

export const INVALID_SECRET_CODE = 'Invalid admin secret code';

const sameSecret = (given: string, expected: string) => {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
};

/** Admin sign-in (SPEC.md 4, Admin sign-in flow): the code, then the password, then the admin role. */
export const adminAuthRouter = router({
  signIn: publicProcedure
    .input(signInRules.extend({ secretCode: z.string().trim().min(1, 'Admin secret code is required') }))
    .mutation(async ({ ctx, input }) => {
      const expectedCode = ctx.shop.config.adminSignInCode;
      if (expectedCode !== undefined && !sameSecret(input.secretCode, expectedCode)) {
        throw new TRPCError({ code: 'FORBIDDEN', message: INVALID_SECRET_CODE });
      }
      const account = await ctx.shop.signIn.verify(input.email, input.password, ctx.clientAddress);
      if (!account.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: ADMINS_ONLY });
      await startSession(ctx, account.accountId);
      return written(null);
    }),
});
