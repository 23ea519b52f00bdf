import type { PaymentMethod } from '@verdant/domain/sales/order';
import type { EventSourcing, ReadModels } from '@verdant/platform';
import type { CartCoupons } from './cart-coupons';
import { Checkout } from './checkout';
import { CouponCommands } from './coupon-commands';
import { OrderCommands } from './order-commands';
import { OrderHistory } from './order-history';

/** Placing orders, the orders' lives and their histories, and the shop's coupons. */
export interface Sales {
  checkout: Checkout;
  orders: OrderCommands;
  orderHistory: OrderHistory;
  coupons: CouponCommands;
}

export function openSales(
  eventSourcing: EventSourcing,
  readModels: ReadModels,
  cartCoupons: CartCoupons,
  /** The methods the shop takes now: cash on delivery, and the online ones whose gateway is set up. */
  paymentMethods: () => readonly PaymentMethod[],
): Sales {
  return {
    checkout: new Checkout(eventSourcing, readModels, cartCoupons, paymentMethods),
    orders: new OrderCommands(eventSourcing),
    orderHistory: new OrderHistory(eventSourcing, readModels),
    coupons: new CouponCommands(eventSourcing),
  };
}
