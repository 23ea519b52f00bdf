import { TRPCError } from '@trpc/server';
import { INVALID_RESET_LINK } from '@verdant/domain/identity/account';
import {
  forgotPasswordRules,
  resetPasswordRules,
  signInRules,
  signUpRules,
} from '@verdant/domain/identity/account-rules';
import type { SessionKind } from '@verdant/platform';
import { z } from 'zod';
import { INVALID_VERIFICATION_LINK } from '../../identity/email-verification';
import { clearSessionCookie, setSessionCookie } from '../../identity/session-cookie';
import { commandContext } from '../command-context';
import type { RequestContext } from '../context';
import { publicProcedure, router, written } from '../init';

/** Where a sign-in attempt comes from: the client's address and this request. */
export const attemptOrigin = (ctx: RequestContext) => ({
  clientAddress: ctx.clientAddress,
  correlationId: ctx.correlationId,
});

/** Starts a session of this kind for the account and hands its cookie to the browser. */
export async function startSession(ctx: RequestContext, accountId: string, kind: SessionKind) {
  const session = await ctx.shop.identity.sessions.start(accountId, kind);
  setSessionCookie(ctx.reply, ctx.shop.config.publicUrl, kind, session);
}

/** Revokes the browser's session on the server, so a copied cookie fails too, and drops the cookie. */
export async function endSession(ctx: RequestContext, kind: SessionKind) {
  const signedIn = await ctx.signedIn(kind);
  if (signedIn) await ctx.shop.identity.sessions.end(signedIn.token);
  clearSessionCookie(ctx.reply, ctx.shop.config.publicUrl, kind);
}

/**
 * Who is signed in with this kind of session, with their details: the one signed-in call that decrypts the
 * account. `isAdmin` says whether the session opens the back office, so it is never true on the storefront.
 */
export async function sessionUser(ctx: RequestContext, kind: SessionKind) {
  const signedIn = await ctx.signedIn(kind);
  if (!signedIn) return { user: null };
  const account = await ctx.shop.identity.accounts.load(signedIn.account.accountId);
  // Erased between the session's check and this read: signed out, as the next call would find.
  if (account.status !== 'active') {
    clearSessionCookie(ctx.reply, ctx.shop.config.publicUrl, kind);
    return { user: null };
  }
  return {
    user: {
      id: account.accountId,
      email: account.email,
      fullName: account.fullName,
      phone: account.phone,
      isAdmin: kind === 'back-office' && account.isAdmin,
      emailVerified: account.emailVerified,
    },
  };
}

/** Sign-up, sign-in, sign-out and who is signed in, on the storefront. */
export const authRouter = router({
  session: publicProcedure.query(({ ctx }) => sessionUser(ctx, 'storefront')),

  /** The link from the welcome mail. */
  verifyEmail: publicProcedure
    .input(z.object({ token: z.string().trim().min(1, INVALID_VERIFICATION_LINK).max(500) }))
    .mutation(async ({ ctx, input }) => {
      const accountId = ctx.shop.identity.verificationLinks.accountIdFrom(input.token);
      if (accountId === null)
        throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_VERIFICATION_LINK });
      const { position } = await ctx.shop.identity.accounts.verifyEmail(accountId, commandContext(ctx));
      return written(position);
    }),

  signUp: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'signUp' })
    .input(signUpRules)
    .mutation(async ({ ctx, input }) => {
      // The welcome mail follows from the registration event, through the mail queue.
      const registered = await ctx.shop.identity.accounts.register(input, commandContext(ctx));
      await startSession(ctx, registered.accountId, 'storefront');
      return written(registered.position);
    }),

  signIn: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'signIn' })
    .input(signInRules)
    .mutation(async ({ ctx, input }) => {
      const account = await ctx.shop.identity.signIn.verify(input.email, input.password, attemptOrigin(ctx));
      await startSession(ctx, account.accountId, 'storefront');
      return written(null);
    }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx, 'storefront');
    return written(null);
  }),

  /** "Forgot password?": the same answer whether or not the email has an account. */
  requestPasswordReset: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'passwordReset' })
    .input(forgotPasswordRules)
    .mutation(async ({ ctx, input }) => {
      await ctx.shop.identity.passwordReset.request(input.email, commandContext(ctx));
      return written(null);
    }),

  /** The link from the reset mail: a new password, every session ended, and this browser signed in. */
  resetPassword: publicProcedure
    .meta({ sentAlone: true, rateLimit: 'passwordReset' })
    .input(
      resetPasswordRules.extend({
        token: z.string().trim().min(1, INVALID_RESET_LINK).max(500, INVALID_RESET_LINK),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const { accountId, position } = await ctx.shop.identity.passwordReset.reset(
        input.token,
        input.newPassword,
        commandContext(ctx),
      );
      await startSession(ctx, accountId, 'storefront');
      return written(position);
    }),
});
