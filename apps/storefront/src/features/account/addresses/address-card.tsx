import { Badge, Button, cn, notify, refusalOf, trpc } from '@verdant/web-kit';
import { useRef } from 'react';
import type { Address } from '../../../shared/addresses/address';
import { AddressLines } from '../../../shared/addresses/address-lines';

export function AddressCard({ address }: { address: Address }) {
  const card = useRef<HTMLElement>(null);
  const utils = trpc.useUtils();
  const setDefault = trpc.account.setDefaultAddress.useMutation({
    onSuccess: async () => {
      await utils.account.addresses.invalidate();
      notify.success('Default address updated');
      // The button is gone once this is the default, and the card has moved to the top: keep focus on it.
      card.current?.focus();
    },
    onError: (error) => notify.error(refusalOf(error)?.message ?? 'Failed to update default address'),
  });
  const nameId = `address-${address.id}-name`;
  const linesId = `address-${address.id}-lines`;

  return (
    <article
      ref={card}
      tabIndex={-1}
      aria-labelledby={nameId}
      className={cn(
        'flex h-full flex-col gap-2 rounded-xl border p-4',
        address.isDefault ? 'border-leaf-400 bg-leaf-50' : 'border-stone-200',
      )}
    >
      <div className="flex items-start justify-between gap-2">
        <h3 id={nameId} className="font-semibold text-ink">
          {address.fullName}
        </h3>
        {address.isDefault && <Badge>Default</Badge>}
      </div>
      <AddressLines id={linesId} address={address} className="flex-1" />
      {!address.isDefault && (
        <Button
          variant="secondary"
          size="sm"
          aria-describedby={linesId}
          disabled={setDefault.isPending}
          onClick={() => setDefault.mutate({ addressId: address.id })}
          className="self-start"
        >
          {setDefault.isPending ? 'Setting…' : 'Set as default'}
        </Button>
      )}
    </article>
  );
}
