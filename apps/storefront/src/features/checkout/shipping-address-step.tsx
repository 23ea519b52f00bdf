import { ErrorState, refusalOf, Spinner } from '@verdant/web-kit';
import { useState } from 'react';
import { addressOnOneLine } from '../../shared/addresses/address-lines';
import { NewAddressForm } from '../../shared/addresses/new-address-form';
import { NewAddressButton, useNewAddressToggle } from '../../shared/addresses/new-address-toggle';
import { RadioCard } from '../../shared/components/radio-card';
import { CheckoutStep } from './checkout-step';
import type { ShippingAddressChoice } from './use-shipping-address';

/**
 * Step 1: the saved addresses as options, the default first, and Add New Address. With none saved the
 * new-address form shows at once; a saved address is selected, and focus goes to it.
 */
export function ShippingAddressStep({ addresses, selectedId, select }: ShippingAddressChoice) {
  const toggle = useNewAddressToggle();
  const [focusId, setFocusId] = useState<string | null>(null);
  const saved = addresses.data ?? [];

  const onSaved = (addressId: string) => {
    toggle.close({ focusButton: false });
    select(addressId);
    setFocusId(addressId);
  };
  const focusOnce = (radio: HTMLInputElement | null) => {
    if (!radio) return;
    radio.focus();
    setFocusId(null);
  };

  return (
    <CheckoutStep number={1} title="Shipping Address">
      {(titleId) =>
        addresses.isPending ? (
          <Spinner label="Loading your addresses…" />
        ) : addresses.isError ? (
          <ErrorState
            message={refusalOf(addresses.error)?.message ?? "We couldn't load your addresses."}
            onRetry={() => void addresses.refetch()}
          />
        ) : saved.length === 0 ? (
          <NewAddressForm id={toggle.formId} onSaved={onSaved} focusOnOpen={false} />
        ) : (
          <>
            <div role="radiogroup" aria-labelledby={titleId} className="grid gap-3">
              {saved.map((address) => (
                <RadioCard
                  key={address.id}
                  ref={address.id === focusId ? focusOnce : undefined}
                  name="shippingAddress"
                  value={address.id}
                  checked={address.id === selectedId}
                  onChange={() => select(address.id)}
                  label={address.isDefault ? `${address.fullName} (Default)` : address.fullName}
                  description={`${addressOnOneLine(address)}. Phone: ${address.phone}`}
                />
              ))}
            </div>
            <NewAddressButton toggle={toggle} label="Add New Address" />
            {toggle.adding && (
              <NewAddressForm
                id={toggle.formId}
                onSaved={onSaved}
                onCancel={() => toggle.close({ focusButton: true })}
              />
            )}
          </>
        )
      }
    </CheckoutStep>
  );
}
