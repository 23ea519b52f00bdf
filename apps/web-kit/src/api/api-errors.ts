import { isTRPCClientError } from '@trpc/client';

export interface Refusal {
  /** The HTTP status: what kind of refusal it is (404: not found), for screens that act on one. */
  status: number;
  /** User-facing: the server words its refusals for the screen; never branched on. */
  message: string;
  /** Field-level messages keyed by input field name. */
  fieldErrors: Record<string, string>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * The server's answer when it refused a request (a 4xx: bad input, a broken rule, a conflict, not found).
 * Null for network failures and server faults, whose messages are not meant for shoppers: the caller
 * shows its own fallback then.
 */
export function refusalOf(error: unknown): Refusal | null {
  if (!isTRPCClientError(error) || !isRecord(error.data)) return null;
  const { httpStatus, fieldErrors } = error.data;
  if (typeof httpStatus !== 'number' || httpStatus < 400 || httpStatus >= 500) return null;
  const fields: Record<string, string> = {};
  if (isRecord(fieldErrors)) {
    for (const [field, message] of Object.entries(fieldErrors)) {
      if (typeof message === 'string') fields[field] = message;
    }
  }
  return { status: httpStatus, message: error.message, fieldErrors: fields };
}

/** The server's answer when the request needs a session and there is none (expired, or signed out elsewhere). */
export function isSignedOutError(error: unknown): boolean {
  return isTRPCClientError(error) && isRecord(error.data) && error.data.httpStatus === 401;
}
