import { trpc } from '@verdant/web-kit';
import { useState } from 'react';

/**
 * The address the order goes to: the one the shopper chose while it is still saved, else their default
 * (the server lists it first), else none.
 */
export function useShippingAddress() {
  const addresses = trpc.account.addresses.useQuery();
  const [chosenId, select] = useState<string | null>(null);
  const saved = addresses.data ?? [];
  const selectedId = saved.find((address) => address.id === chosenId)?.id ?? saved[0]?.id ?? null;
  return { addresses, selectedId, select };
}

export type ShippingAddressChoice = ReturnType<typeof useShippingAddress>;
