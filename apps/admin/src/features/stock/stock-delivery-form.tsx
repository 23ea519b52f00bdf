import { Button, FormField, Input, notify, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { SizeSelect } from './size-select';
import type { StockLevel } from './stock-levels-table';

/** 'Record a delivery': the units counted in from the nursery, for one size, with a note. */
export function StockDeliveryForm({ productId, sizes }: { productId: string; sizes: readonly StockLevel[] }) {
  const [variantId, setVariantId] = useState(sizes[0]?.variantId ?? null);
  const [quantity, setQuantity] = useState('');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const utils = trpc.useUtils();
  const receive = trpc.admin.stock.receive.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      await receive.mutateAsync({ productId, variantId, quantity: Number(quantity), note });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors({
        quantity: refusal?.message ?? "We couldn't record the delivery.",
        ...refusal?.fieldErrors,
      });
      return;
    }
    setQuantity('');
    setNote('');
    setErrors({});
    await Promise.all([utils.admin.stock.invalidate(), utils.admin.products.invalidate()]);
    notify.success('Delivery recorded');
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Record a delivery" className="space-y-4">
      <h3 className="font-display text-xl text-leaf-900">Record a delivery</h3>
      <SizeSelect sizes={sizes} value={variantId} onChange={setVariantId} />
      <FormField label="Quantity received" required error={errors.quantity}>
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={quantity}
            onChange={(event) => setQuantity(event.currentTarget.value)}
          />
        )}
      </FormField>
      <FormField label="Note" hint="The nursery, the invoice: whatever helps later." error={errors.note}>
        {(control) => (
          <Input {...control} value={note} onChange={(event) => setNote(event.currentTarget.value)} />
        )}
      </FormField>
      <Button type="submit" disabled={receive.isPending}>
        {receive.isPending ? 'Recording…' : 'Record delivery'}
      </Button>
    </form>
  );
}
