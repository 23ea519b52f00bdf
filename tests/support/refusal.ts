import { TRPCClientError } from '@trpc/client';
import type { AppRouter } from '@verdant/server/trpc/router';

/** The error a procedure call was refused with; fails the test when the call succeeds. */
export async function refusal(call: Promise<unknown>): Promise<TRPCClientError<AppRouter>> {
  try {
    await call;
  } catch (error) {
    if (error instanceof TRPCClientError) return error as TRPCClientError<AppRouter>;
    throw error;
  }
  throw new Error('expected the call to be refused');
}
