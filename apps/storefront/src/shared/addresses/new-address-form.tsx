import { addressRules, SERVED_COUNTRY } from '@verdant/domain/identity/account-rules';
import {
  Button,
  InputField,
  inputKinds,
  notify,
  refusalOf,
  trpc,
  useAuth,
  useShopForm,
} from '@verdant/web-kit';
import { useEffect } from 'react';

export interface NewAddressFormProps {
  id: string;
  /** Called with the new address's id once it is saved (and the saved addresses are read again). */
  onSaved: (addressId: string) => void;
  /** Without it there is no Cancel: the form is the only way on (a checkout with no saved address). */
  onCancel?: () => void;
  /** Opened by the shopper, the form takes focus; shown with the page, it leaves focus where it is. */
  focusOnOpen?: boolean;
}

/** A new delivery address, in Settings and at checkout alike. */
export function NewAddressForm({ id, onSaved, onCancel, focusOnOpen = true }: NewAddressFormProps) {
  const utils = trpc.useUtils();
  const addAddress = trpc.account.addAddress.useMutation();
  const { user } = useAuth();
  // Most shoppers deliver to themselves: start from the profile's name and phone (as edited in Settings when
  // loaded there, else as the session has them).
  const profile = utils.account.profile.getData() ?? user;
  const form = useShopForm(addressRules, {
    fullName: profile?.fullName ?? '',
    phone: profile?.phone ?? '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: SERVED_COUNTRY,
  });
  const { setFocus } = form;

  useEffect(() => {
    if (focusOnOpen) setFocus('fullName');
  }, [focusOnOpen, setFocus]);

  const submit = form.submit(async (address) => {
    let saved: { id: string };
    try {
      saved = await addAddress.mutateAsync(address);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to add address');
      form.showErrors(refusal?.fieldErrors ?? {});
      return;
    }
    await utils.account.addresses.invalidate();
    notify.success('Address added successfully!');
    onSaved(saved.id);
  });

  return (
    <form
      id={id}
      ref={form.formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-leaf-200 bg-cream-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        New Address
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="fullName" label="Full Name" required autoComplete="name" />
        <InputField form={form} name="phone" label="Phone" required {...inputKinds.phone} />
      </div>
      <InputField
        form={form}
        name="addressLine1"
        label="Address Line 1"
        required
        autoComplete="address-line1"
      />
      <InputField
        form={form}
        name="addressLine2"
        label="Address Line 2"
        hint="Optional."
        autoComplete="address-line2"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <InputField form={form} name="city" label="City" required autoComplete="address-level2" />
        <InputField form={form} name="state" label="State" required autoComplete="address-level1" />
        <InputField
          form={form}
          name="postalCode"
          label="Postal Code"
          hint="Your 6-digit PIN code."
          required
          inputMode="numeric"
          autoComplete="postal-code"
          maxLength={7}
        />
        <InputField
          form={form}
          name="country"
          label="Country"
          hint="We deliver within India only."
          readOnly
        />
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-1">
        {onCancel && (
          <Button variant="secondary" onClick={onCancel}>
            Cancel
          </Button>
        )}
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
