import { initTRPC, TRPCError } from '@trpc/server';
import { DomainError } from '@verdant/domain/shared/domain-error';
import {
  ConcurrencyError,
  EventStoreUnavailableError,
  type LimitedAction,
  type SessionKind,
} from '@verdant/platform';
import { ZodError, z } from 'zod';
import type { Principal } from '../identity/signed-in';
import type { RequestContext } from './context';
import {
  CONCURRENT_CHANGE_MESSAGE,
  codeForDomainError,
  fieldErrorsOf,
  STORE_UNAVAILABLE_MESSAGE,
  UNEXPECTED_ERROR_MESSAGE,
} from './errors';

export const READ_YOUR_WRITES_TIMEOUT_MS = 2_000;

/** What a procedure declares about itself, for the HTTP layer to read. */
export interface ProcedureMeta {
  /** The read models its answer comes from. */
  readModels?: readonly string[];
  /** The same answer for every visitor: cacheable by browsers and a CDN, and answered 304 when unchanged. */
  publicCatalogue?: boolean;
  /** Who may call it: anyone, a customer signed in on the storefront, or an admin signed in to the back office. */
  access?: 'public' | 'customer' | 'admin';
  /**
   * Refused inside a batch of calls: each attempt (a password, a code, a message) must be a request of its
   * own, so the limits on attempts count every one.
   */
  sentAlone?: boolean;
  /** The limit per client address it counts against. */
  rateLimit?: LimitedAction;
}

const t = initTRPC
  .context<RequestContext>()
  .meta<ProcedureMeta>()
  .create({
    errorFormatter({ shape, error }) {
      const { cause } = error;
      let message = shape.message;
      let fieldErrors: Record<string, string> | undefined;
      if (cause instanceof ZodError) {
        fieldErrors = fieldErrorsOf(cause);
        message = cause.issues[0]?.message ?? 'Invalid input';
      } else if (cause instanceof DomainError) {
        fieldErrors = { ...cause.fieldErrors };
      } else if (error.code === 'INTERNAL_SERVER_ERROR') {
        message = UNEXPECTED_ERROR_MESSAGE;
      }
      const { stack: _stack, ...data } = shape.data;
      return { ...shape, message, data: { ...data, fieldErrors } };
    },
  });

export const router = t.router;

/** Domain refusals become tRPC errors with the user-facing message; anything else stays a 500. */
function raiseAsTrpcError(cause: unknown): void {
  if (cause instanceof DomainError) {
    throw new TRPCError({ code: codeForDomainError[cause.kind], message: cause.message, cause });
  }
  if (cause instanceof ConcurrencyError) {
    throw new TRPCError({ code: 'CONFLICT', message: CONCURRENT_CHANGE_MESSAGE, cause });
  }
  if (cause instanceof EventStoreUnavailableError) {
    throw new TRPCError({ code: 'SERVICE_UNAVAILABLE', message: STORE_UNAVAILABLE_MESSAGE, cause });
  }
}

const domainErrors = t.middleware(async ({ next }) => {
  const result = await next();
  if (!result.ok) raiseAsTrpcError(result.error.cause);
  return result;
});

export const publicProcedure = t.procedure.use(domainErrors).meta({ access: 'public' });

/**
 * For queries over read models. When the client's own command wrote at a log position (the x-read-after
 * header), the query first waits, briefly, for these projections to apply it: read-your-writes.
 */
export const waitForReadModels = (...projectionNames: string[]) =>
  t.middleware(async ({ ctx, next }) => {
    if (ctx.readAfter !== null) {
      const caughtUp = await ctx.shop.readModels.waitFor(
        projectionNames,
        ctx.readAfter,
        READ_YOUR_WRITES_TIMEOUT_MS,
      );
      if (!caughtUp) {
        ctx.log.warn(
          { projections: projectionNames, readAfter: String(ctx.readAfter) },
          'read model still behind',
        );
      }
    }
    return next();
  });

export const readModelQuery = (...projectionNames: string[]) =>
  publicProcedure.use(waitForReadModels(...projectionNames)).meta({ readModels: projectionNames });

/** A query of the public catalogue: read models only, the same answer for everyone. */
export const catalogueQuery = (...projectionNames: string[]) =>
  readModelQuery(...projectionNames).meta({ publicCatalogue: true });

/** A moment to see a record as it stood then: an ISO date and time with its offset. */
export const pastMoment = z.iso.datetime({ offset: true, error: 'Choose a valid date and time' });

export const SIGN_IN_REQUIRED = 'Please sign in to continue';
export const ADMINS_ONLY = 'This account does not have admin privileges';

/**
 * The signed-in account of the given session kind as `ctx.account`, and as the actor of what the call
 * records: who acts (the account's id and role), not the account's details: nothing personal is decrypted.
 */
const signedInAs = (kind: SessionKind) =>
  t.middleware(async ({ ctx, next }) => {
    const signedIn = await ctx.signedIn(kind);
    if (!signedIn) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
    const account: Principal = signedIn.account;
    if (kind === 'back-office' && !account.isAdmin) {
      throw new TRPCError({ code: 'FORBIDDEN', message: ADMINS_ONLY });
    }
    // tRPC merges these into the context it has. One middleware for both the account and the domain errors:
    // each level of tRPC middleware copies the call's options, on every signed-in call.
    const result = await next({
      ctx: {
        account,
        actor: {
          userId: account.accountId,
          role: kind === 'back-office' ? ('admin' as const) : ('customer' as const),
        },
      },
    });
    if (!result.ok) raiseAsTrpcError(result.error.cause);
    return result;
  });

/**
 * Procedures for a customer signed in on the storefront. An admin who signs in there is a customer like any
 * other: the back office's rights come only with the back office's own sign-in.
 */
export const customerProcedure = t.procedure.use(signedInAs('storefront')).meta({ access: 'customer' });

/**
 * Every admin procedure: a session opened by the back office's sign-in (password, secret code, role), and
 * the admin role checked on the server, from the account's own events, on each call.
 */
export const adminProcedure = t.procedure.use(signedInAs('back-office')).meta({ access: 'admin' });

/** What every command answers: the log position it wrote, for the client's next queries (string: JSON has no bigint). */
export const written = (position: bigint | null) => ({
  position: position === null ? null : String(position),
});
