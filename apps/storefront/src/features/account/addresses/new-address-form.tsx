import { addressRules, SERVED_COUNTRY } from '@verdant/domain/identity/account-rules';
import { Button, InputField, inputKinds, notify, refusalOf, trpc, useShopForm } from '@verdant/web-kit';
import { useEffect } from 'react';

export interface NewAddressFormProps {
  id: string;
  onDone: () => void;
}

export function NewAddressForm({ id, onDone }: NewAddressFormProps) {
  const utils = trpc.useUtils();
  const addAddress = trpc.account.addAddress.useMutation();
  // Most shoppers deliver to themselves: start from the profile's name and phone when it is loaded.
  const profile = utils.account.profile.getData();
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

  useEffect(() => setFocus('fullName'), [setFocus]);

  const submit = form.submit(async (address) => {
    try {
      await addAddress.mutateAsync(address);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to add address');
      form.showErrors(refusal?.fieldErrors ?? {});
      return;
    }
    await utils.account.addresses.invalidate();
    notify.success('Address added successfully!');
    onDone();
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
          label="PIN Code"
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
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : 'Save Address'}
        </Button>
      </div>
    </form>
  );
}
