import { initTRPC, TRPCError } from '@trpc/server';
import { DomainError } from '@verdant/domain/shared/domain-error';
import {
  ConcurrencyError,
  EventStoreUnavailableError,
} from '@verdant/infrastructure/event-store/event-store';
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

export const publicProcedure = t.procedure.use(domainErrors);

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
 * Procedures for a signed-in customer (an admin is a customer too); the actor is that account. `ctx.account`
 * is who acts (the account's id and role), not the account's details: nothing personal is decrypted for it.
 */
export const customerProcedure = t.procedure.use(async ({ ctx, next }) => {
  const signedIn = await ctx.signedIn();
  if (!signedIn) throw new TRPCError({ code: 'UNAUTHORIZED', message: SIGN_IN_REQUIRED });
  const account: Principal = signedIn.account;
  // tRPC merges these into the context it has. One middleware for both the account and the domain errors:
  // each level of tRPC middleware copies the call's options, on every signed-in call.
  const result = await next({
    ctx: {
      account,
      actor: {
        userId: account.accountId,
        role: account.isAdmin ? ('admin' as const) : ('customer' as const),
      },
    },
  });
  if (!result.ok) raiseAsTrpcError(result.error.cause);
  return result;
});

/** Every admin procedure: the role is checked on the server, from the account's own events, on each call. */
export const adminProcedure = customerProcedure.use(({ ctx, next }) => {
  if (!ctx.account.isAdmin) throw new TRPCError({ code: 'FORBIDDEN', message: ADMINS_ONLY });
  return next();
});

/** What every command answers: the log position it wrote, for the client's next queries (string: JSON has no bigint). */
export const written = (position: bigint | null) => ({
  position: position === null ? null : String(position),
});
