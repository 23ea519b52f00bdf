import { nameBasedId } from '../name-based-ids';

/**
 * The order's id follows from who places it and the key their browser chose for this checkout: a retried
 * or doubled request names the same order, so it is placed once. No one can name another customer's order
 * from a key alone.
 */
export const orderIdFor = (customerId: string, idempotencyKey: string): string =>
  nameBasedId(`order:${customerId}:${idempotencyKey}`);
