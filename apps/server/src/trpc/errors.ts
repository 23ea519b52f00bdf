import type { TRPC_ERROR_CODE_KEY } from '@trpc/server';
import type { DomainErrorKind } from '@verdant/domain/shared/domain-error';
import { fieldErrorsFromIssues } from '@verdant/domain/shared/field-errors';
import type { ZodError } from 'zod';

export const codeForDomainError: Record<DomainErrorKind, TRPC_ERROR_CODE_KEY> = {
  invalid: 'BAD_REQUEST',
  not_found: 'NOT_FOUND',
  conflict: 'CONFLICT',
  forbidden: 'FORBIDDEN',
  unauthenticated: 'UNAUTHORIZED',
  rate_limited: 'TOO_MANY_REQUESTS',
};

export const CONCURRENT_CHANGE_MESSAGE =
  'This was changed by someone else at the same time. Please try again.';
export const UNEXPECTED_ERROR_MESSAGE = 'Something went wrong on our side. Please try again.';
export const STORE_UNAVAILABLE_MESSAGE =
  'The shop cannot save changes right now, and this change may not have been saved: please try again in a moment.';

/** The first message for each field, keyed as the forms name their fields. */
export const fieldErrorsOf = (error: ZodError): Record<string, string> => fieldErrorsFromIssues(error.issues);
