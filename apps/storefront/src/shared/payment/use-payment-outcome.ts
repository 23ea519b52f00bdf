import { notify, trpc } from '@verdant/web-kit';
import { useLocation, useNavigate } from 'react-router-dom';

/**
 * Where a payment leaves the shopper: paid, on their orders; otherwise on the order's page, where it stays
 * payable (Pay now). The orders and the cart are read again, after the read models caught up with what the
 * payment wrote (the API client sends the position), and the cart only once the checkout is left behind:
 * emptied under it, the checkout would send the shopper to /cart.
 */
export function usePaymentOutcome() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const readOrders = () => Promise.all([utils.orders.list.invalidate(), utils.orders.get.invalidate()]);

  return {
    async paid(message: string) {
      notify.success(message);
      await readOrders();
      await navigate('/account');
      await utils.cart.get.invalidate();
    },
    async showOrder(orderId: string) {
      await readOrders();
      const orderPage = `/order/${orderId}`;
      if (pathname !== orderPage) await navigate(orderPage);
      await utils.cart.get.invalidate();
    },
  };
}
