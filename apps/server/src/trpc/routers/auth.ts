import { TRPCError } from '@trpc/server';
import { signInRules, signUpRules } from '@verdant/domain/identity/account-rules';
import { z } from 'zod';
import { INVALID_VERIFICATION_LINK } from '../../identity/email-verification';
import { clearSessionCookie, setSessionCookie } from '../../identity/session-cookie';
import { commandContext } from '../command-context';
import type { RequestContext } from '../context';
import { publicProcedure, router, written } from '../init';

/** Starts a session for the account and hands its cookie to the browser. */
export async function startSession(ctx: RequestContext, accountId: string) {
  const { token, expiresAt } = await ctx.shop.sessions.start(accountId);
  setSessionCookie(ctx.reply, ctx.shop.config.publicUrl, token, expiresAt);
}

/** Revokes the browser's session on the server, so a copied cookie fails too, and drops the cookie. */
export async function endSession(ctx: RequestContext) {
  const signedIn = await ctx.signedIn();
  if (signedIn) await ctx.shop.sessions.end(signedIn.token);
  clearSessionCookie(ctx.reply, ctx.shop.config.publicUrl);
}

/** Sign-up, sign-in, sign-out and who is signed in. */
export const authRouter = router({
  /** Who is signed in, with their details: the one signed-in call that decrypts the account. */
  session: publicProcedure.query(async ({ ctx }) => {
    const signedIn = await ctx.signedIn();
    if (!signedIn) return { user: null };
    const account = await ctx.shop.accounts.load(signedIn.account.accountId);
    // Erased between the session's check and this read: signed out, as the next call would find.
    if (account.status !== 'active') {
      clearSessionCookie(ctx.reply, ctx.shop.config.publicUrl);
      return { user: null };
    }
    return {
      user: {
        id: account.accountId,
        email: account.email,
        fullName: account.fullName,
        phone: account.phone,
        isAdmin: account.isAdmin,
        emailVerified: account.emailVerified,
      },
    };
  }),

  /** The link from the welcome mail. */
  verifyEmail: publicProcedure
    .input(z.object({ token: z.string().trim().min(1, INVALID_VERIFICATION_LINK).max(500) }))
    .mutation(async ({ ctx, input }) => {
      const accountId = ctx.shop.verificationLinks.accountIdFrom(input.token);
      if (accountId === null)
        throw new TRPCError({ code: 'BAD_REQUEST', message: INVALID_VERIFICATION_LINK });
      const { position } = await ctx.shop.accounts.verifyEmail(accountId, commandContext(ctx));
      return written(position);
    }),

  signUp: publicProcedure.input(signUpRules).mutation(async ({ ctx, input }) => {
    // The welcome mail follows from the registration event, through the mail queue.
    const registered = await ctx.shop.accounts.register(input, commandContext(ctx));
    await startSession(ctx, registered.accountId);
    return written(registered.position);
  }),

  signIn: publicProcedure.input(signInRules).mutation(async ({ ctx, input }) => {
    const account = await ctx.shop.signIn.verify(input.email, input.password, ctx.clientAddress);
    await startSession(ctx, account.accountId);
    return written(null);
  }),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    await endSession(ctx);
    return written(null);
  }),
});
