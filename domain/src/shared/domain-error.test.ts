import { describe, expect, it } from 'vitest';
import { conflict, DomainError, isRefusal } from './domain-error';

const STALE_BASKET = 'Your basket changed. Please look again.';

describe('refusals', () => {
  it('are told apart by their code, whatever their words say', () => {
    const reworded = new DomainError(
      'conflict',
      'Your basket moved on: please look again.',
      {},
      'basket_changed',
    );
    expect(isRefusal(reworded, 'basket_changed')).toBe(true);
    expect(isRefusal(conflict(STALE_BASKET), 'basket_changed')).toBe(false);
    expect(isRefusal(new Error(STALE_BASKET), 'basket_changed')).toBe(false);
  });

  it('carry their kind as their code when no caller tells them apart', () => {
    expect(conflict('A category with this slug already exists').code).toBe('conflict');
  });
});
