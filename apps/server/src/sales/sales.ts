import type { PaymentMethod } from '@verdant/domain/sales/order';
import type { EventSourcing, ReadModels } from '@verdant/platform';
import { AdminOrderList } from './admin-order-list';
import type { CartCoupons } from './cart-coupons';
import { Checkout } from './checkout';
import { CouponCommands } from './coupon-commands';
import { CouponHistory } from './coupon-history';
import { CouponQueries } from './coupon-queries';
import { DashboardQueries } from './dashboard-queries';
import { OrderCommands } from './order-commands';
import { OrderHistory } from './order-history';
import { OrderQueries } from './order-queries';

/** Placing orders, the orders' lives and their histories, the shop's coupons, and the dashboard. */
export interface Sales {
  checkout: Checkout;
  orders: OrderCommands;
  orderHistory: OrderHistory;
  coupons: CouponCommands;
  queries: {
    orders: OrderQueries;
    adminOrders: AdminOrderList;
    coupons: CouponQueries;
    couponHistory: CouponHistory;
    dashboard: DashboardQueries;
  };
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
    queries: {
      orders: new OrderQueries(readModels),
      adminOrders: new AdminOrderList(readModels),
      coupons: new CouponQueries(readModels),
      couponHistory: new CouponHistory(eventSourcing),
      dashboard: new DashboardQueries(readModels),
    },
  };
}
