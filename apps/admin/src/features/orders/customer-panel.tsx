import type { OrderRecord } from './order';
import { Detail, OrderPanel } from './order-panel';

const Missing = ({ children }: { children: string }) => (
  <span className="font-normal text-stone-500 italic">{children}</span>
);

/** Whom the order is for and where it goes; both read as erased once the customer's data is. */
export function CustomerPanel({ order }: { order: Pick<OrderRecord, 'customer' | 'shippingAddress'> }) {
  const { customer, shippingAddress: address } = order;
  return (
    <OrderPanel title="Customer & Shipping">
      <dl className="space-y-3">
        <Detail term="Customer">{customer?.fullName ?? <Missing>Erased customer</Missing>}</Detail>
        {customer && (
          <>
            <Detail term="Email">
              <span className="break-all">{customer.email}</span>
            </Detail>
            <Detail term="Phone">{customer.phone}</Detail>
          </>
        )}
        <Detail term="Shipping address">
          {address ? (
            <address className="font-normal not-italic">
              <span className="block font-medium">{address.fullName}</span>
              <span className="block">{address.addressLine1}</span>
              {address.addressLine2 && <span className="block">{address.addressLine2}</span>}
              <span className="block">
                {address.city}, {address.state} {address.postalCode}
              </span>
              <span className="block">{address.country}</span>
              <span className="block">Phone: {address.phone}</span>
            </address>
          ) : (
            <Missing>Erased with the customer's data</Missing>
          )}
        </Detail>
      </dl>
    </OrderPanel>
  );
}
