import { describe, expect, it } from 'vitest';
import { CART_CHANGED, CART_CHANGED_CODE } from '../shopping/cart';
import { conflict, DomainError, isRefusal } from './domain-error';

describe('refusals', () => {
  it('are told apart by their code, whatever their words say', () => {
    const reworded = new DomainError(
      'conflict',
      'Your basket moved on: please look again.',
      {},
      CART_CHANGED_CODE,
    );
    expect(isRefusal(reworded, CART_CHANGED_CODE)).toBe(true);
    expect(isRefusal(conflict(CART_CHANGED), CART_CHANGED_CODE)).toBe(false);
    expect(isRefusal(new Error(CART_CHANGED), CART_CHANGED_CODE)).toBe(false);
  });

  it('carry their kind as their code when no caller tells them apart', () => {
    expect(conflict('A category with this slug already exists').code).toBe('conflict');
  });
});
