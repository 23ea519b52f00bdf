import { Button, Input, Label } from '@verdant/web-kit';
import { TicketPercent } from 'lucide-react';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { PricedCart } from '../../shared/cart/use-cart';
import { useCoupon } from './use-coupon';

/**
 * Enter a coupon code and Apply it; once applied, the code shows with Remove coupon. Focus follows the
 * shopper's action: to Remove coupon once applied, back to the code box once removed.
 */
export function CouponBox({ cart }: { cart: PricedCart }) {
  const coupon = useCoupon(cart);
  const [code, setCode] = useState('');
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const removeButton = useRef<HTMLButtonElement>(null);
  const moveFocus = useRef(false);
  const { applied } = coupon;

  useEffect(() => {
    if (!moveFocus.current) return;
    moveFocus.current = false;
    (applied ? removeButton : input).current?.focus();
  }, [applied]);

  // Asked for before the action: the box may change before the action resolves, or only after it.
  const apply = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    moveFocus.current = true;
    if (await coupon.apply(code)) setCode('');
    else moveFocus.current = false;
  };

  const remove = async () => {
    moveFocus.current = true;
    if (!(await coupon.remove())) moveFocus.current = false;
  };

  if (applied) {
    return (
      <div className="mt-5 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-leaf-50 p-3">
        <p className="flex items-center gap-2 text-sm text-leaf-900">
          <TicketPercent aria-hidden="true" className="size-4" />
          <span>
            Coupon <strong className="font-semibold">{applied}</strong> applied
          </span>
        </p>
        <Button
          ref={removeButton}
          variant="ghost"
          size="sm"
          disabled={coupon.busy}
          onClick={() => void remove()}
        >
          Remove coupon
        </Button>
      </div>
    );
  }

  return (
    <form noValidate onSubmit={(event) => void apply(event)} className="mt-5 space-y-1.5">
      <Label htmlFor={inputId}>Coupon code</Label>
      <div className="flex gap-2">
        <Input
          ref={input}
          id={inputId}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          placeholder="Enter coupon code"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          className="uppercase placeholder:normal-case"
        />
        <Button type="submit" variant="secondary" disabled={coupon.busy}>
          Apply
        </Button>
      </div>
    </form>
  );
}
