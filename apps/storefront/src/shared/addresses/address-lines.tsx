import { cn } from '@verdant/web-kit';
import type { Address } from './address';

export type PostalAddress = Pick<
  Address,
  'addressLine1' | 'addressLine2' | 'city' | 'state' | 'postalCode' | 'country' | 'phone'
>;

/** Where a parcel goes, as a courier reads it: the lines, the city and PIN code, the country, a phone. */
export function AddressLines({
  address,
  id,
  className,
}: {
  address: PostalAddress;
  id?: string;
  className?: string;
}) {
  return (
    <address id={id} className={cn('text-stone-700 not-italic', className)}>
      {address.addressLine1}
      <br />
      {address.addressLine2 && (
        <>
          {address.addressLine2}
          <br />
        </>
      )}
      {address.city}, {address.state} {address.postalCode}
      <br />
      {address.country}
      <br />
      Phone: {address.phone}
    </address>
  );
}

/** The same address on one line, where a block of lines does not fit (a radio option's description). */
export const addressOnOneLine = (address: PostalAddress) =>
  [address.addressLine1, address.addressLine2, `${address.city}, ${address.state} ${address.postalCode}`]
    .filter(Boolean)
    .join(', ');
