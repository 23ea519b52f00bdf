import type { RouterOutputs } from '@verdant/web-kit';

export type CustomerOrder = RouterOutputs['orders']['get'];

/** An order paid online whose money has not come yet: while it is pending, the shopper may pay (Pay now). */
export const awaitsPayment = (order: Pick<CustomerOrder, 'status' | 'paymentMethod' | 'paymentStatus'>) =>
  order.status === 'pending' && order.paymentMethod !== 'cod' && order.paymentStatus === 'pending';

/** A refund the gateway has not settled yet: the order is read again until it has. */
export const refundUnderWay = (order: Pick<CustomerOrder, 'refunds'>) =>
  order.refunds.some((refund) => refund.status === 'requested');
