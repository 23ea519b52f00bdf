import type { RouterOutputs } from '@verdant/web-kit';

export type CustomerOrder = RouterOutputs['orders']['get'];

/** A refund the gateway has not settled yet: the order is read again until it has. */
export const refundUnderWay = (order: Pick<CustomerOrder, 'refunds'>) =>
  order.refunds.some((refund) => refund.status === 'requested');
