import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { isSignedOutError, refusalOf } from './api-errors';

const serverError = (message: string, data: Record<string, unknown>) =>
  TRPCClientError.from({ error: { message, code: -32009, data } });

describe('refusalOf', () => {
  it('passes on the message and field errors of a refusal', () => {
    const error = serverError('A category with this slug already exists', {
      code: 'CONFLICT',
      httpStatus: 409,
      fieldErrors: { slug: 'A category with this slug already exists' },
    });
    expect(refusalOf(error)).toEqual({
      status: 409,
      message: 'A category with this slug already exists',
      fieldErrors: { slug: 'A category with this slug already exists' },
    });
  });

  it('reads a refusal without field errors', () => {
    const error = serverError('Category not found', { code: 'NOT_FOUND', httpStatus: 404 });
    expect(refusalOf(error)).toEqual({ status: 404, message: 'Category not found', fieldErrors: {} });
  });

  it('leaves server faults to the caller’s fallback', () => {
    const error = serverError('Something went wrong on our side. Please try again.', {
      code: 'INTERNAL_SERVER_ERROR',
      httpStatus: 500,
    });
    expect(refusalOf(error)).toBeNull();
  });

  it('leaves network failures and other errors to the caller’s fallback', () => {
    expect(refusalOf(TRPCClientError.from(new TypeError('Failed to fetch')))).toBeNull();
    expect(refusalOf(new Error('boom'))).toBeNull();
    expect(refusalOf(undefined)).toBeNull();
  });
});

describe('isSignedOutError', () => {
  it('recognises the server saying the request needs a session', () => {
    expect(isSignedOutError(serverError('Please sign in', { code: 'UNAUTHORIZED', httpStatus: 401 }))).toBe(
      true,
    );
  });

  it('is false for every other answer', () => {
    expect(isSignedOutError(serverError('Admins only', { code: 'FORBIDDEN', httpStatus: 403 }))).toBe(false);
    expect(isSignedOutError(TRPCClientError.from(new TypeError('Failed to fetch')))).toBe(false);
    expect(isSignedOutError(new Error('boom'))).toBe(false);
  });
});
