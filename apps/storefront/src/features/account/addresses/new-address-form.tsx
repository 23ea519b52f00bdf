import { addressRules, SERVED_COUNTRY } from '@verdant/domain/identity/account-rules';
import { Button, FormField, Input, notify, refusalOf, trpc, useForm } from '@verdant/web-kit';
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
  const form = useForm({
    fullName: profile?.fullName ?? '',
    phone: profile?.phone ?? '',
    addressLine1: '',
    addressLine2: '',
    city: '',
    state: '',
    postalCode: '',
    country: SERVED_COUNTRY,
  });
  const { formRef } = form;

  useEffect(() => {
    const first = formRef.current?.elements.namedItem('fullName');
    if (first instanceof HTMLElement) first.focus();
  }, [formRef]);

  const submit = form.handleSubmit(async () => {
    const checked = form.check(addressRules);
    if (!checked) return;
    try {
      await addAddress.mutateAsync(checked);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to add address');
      form.reject(refusal?.fieldErrors ?? {});
      return;
    }
    await utils.account.addresses.invalidate();
    notify.success('Address added successfully!');
    onDone();
  });

  return (
    <form
      id={id}
      ref={formRef}
      noValidate
      aria-labelledby={`${id}-title`}
      onSubmit={submit}
      className="space-y-4 rounded-xl border border-leaf-200 bg-cream-50 p-4"
    >
      <h3 id={`${id}-title`} className="font-semibold text-ink">
        New Address
      </h3>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="Full Name" required error={form.errors.fullName}>
          {(control) => <Input {...control} {...form.bind('fullName')} autoComplete="name" />}
        </FormField>
        <FormField label="Phone" required error={form.errors.phone}>
          {(control) => (
            <Input {...control} {...form.bind('phone')} type="tel" inputMode="tel" autoComplete="tel" />
          )}
        </FormField>
      </div>
      <FormField label="Address Line 1" required error={form.errors.addressLine1}>
        {(control) => <Input {...control} {...form.bind('addressLine1')} autoComplete="address-line1" />}
      </FormField>
      <FormField label="Address Line 2" hint="Optional." error={form.errors.addressLine2}>
        {(control) => <Input {...control} {...form.bind('addressLine2')} autoComplete="address-line2" />}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label="City" required error={form.errors.city}>
          {(control) => <Input {...control} {...form.bind('city')} autoComplete="address-level2" />}
        </FormField>
        <FormField label="State" required error={form.errors.state}>
          {(control) => <Input {...control} {...form.bind('state')} autoComplete="address-level1" />}
        </FormField>
        <FormField label="PIN Code" required error={form.errors.postalCode}>
          {(control) => (
            <Input
              {...control}
              {...form.bind('postalCode')}
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={7}
            />
          )}
        </FormField>
        <FormField label="Country" hint="We deliver within India only." error={form.errors.country}>
          {(control) => <Input {...control} {...form.bind('country')} readOnly />}
        </FormField>
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
