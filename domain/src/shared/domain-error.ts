/**
 * Why a command was refused. The kind says how the caller should treat it (tRPC maps it to a code); the
 * message is shown to the user as it is, so it is written for them, and may be reworded freely. Code that
 * acts on one refusal in particular reads its `code`, which never changes.
 */
export type DomainErrorKind =
  | 'invalid' // the command itself breaks a rule
  | 'not_found' // what it refers to does not exist
  | 'conflict' // it clashes with the current state (a taken slug, a stale edit)
  | 'forbidden' // the actor may not do this
  | 'unauthenticated' // the actor must sign in first
  | 'rate_limited'; // too many attempts: wait, then try again

export class DomainError extends Error {
  override readonly name = 'DomainError';
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field-level messages, keyed by the command's field names. */
    readonly fieldErrors: Readonly<Record<string, string>> = {},
    /** A stable name for this refusal (e.g. 'cart_changed'); its kind when no caller tells it apart. */
    readonly code: string = kind,
  ) {
    super(message);
  }
}

/** Whether an error is the refusal with this code: callers branch on codes, never on wording. */
export const isRefusal = (error: unknown, code: string): error is DomainError =>
  error instanceof DomainError && error.code === code;

export const invalid = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('invalid', message, fieldErrors);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string, fieldErrors?: Record<string, string>) =>
  new DomainError('conflict', message, fieldErrors);
