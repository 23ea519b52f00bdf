import { GST_STATES } from '@verdant/domain/invoicing/indian-states';
import {
  type CashOnDeliveryInvoiceTiming,
  type ShopTaxDetails,
  shopTaxDetailsRules,
} from '@verdant/domain/invoicing/shop-tax-details';
import {
  Button,
  Card,
  ErrorState,
  FormAlert,
  FormField,
  InputField,
  notify,
  refusalOf,
  Select,
  Spinner,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import { useState } from 'react';
import { GstRatesForm } from './gst-rates-form';

/** Admin > Settings > Tax invoices: the supplier's details every invoice carries, and when cash orders are invoiced. */
export function TaxDetailsCard() {
  const settings = trpc.admin.invoicing.settings.useQuery();
  return (
    <Card className="max-w-xl p-6">
      <section aria-labelledby="tax-details-title" className="space-y-5">
        <div>
          <h2 id="tax-details-title" className="font-display text-2xl text-leaf-900">
            Tax invoices
          </h2>
          <p className="mt-1 text-sm text-stone-700">
            Every order is invoiced with these details when it ships. Until they are set, the shop issues no
            invoices.
          </p>
        </div>
        {settings.isPending ? (
          <Spinner label="Loading the tax details…" />
        ) : settings.isError ? (
          <ErrorState message="We couldn't load the tax details." onRetry={() => void settings.refetch()} />
        ) : (
          <>
            <TaxDetailsForm saved={settings.data.taxDetails} />
            <CashOnDeliveryTiming saved={settings.data.cashOnDeliveryInvoicedAt} />
            <GstRatesForm saved={settings.data.gstRates} />
          </>
        )}
      </section>
    </Card>
  );
}

function TaxDetailsForm({ saved }: { saved: ShopTaxDetails | null }) {
  const utils = trpc.useUtils();
  const save = trpc.admin.invoicing.setTaxDetails.useMutation();
  const form = useShopForm(shopTaxDetailsRules, {
    legalName: saved?.legalName ?? '',
    gstin: saved?.gstin ?? '',
    addressLine1: saved?.addressLine1 ?? '',
    addressLine2: saved?.addressLine2 ?? '',
    city: saved?.city ?? '',
    stateCode: saved?.stateCode ?? '',
    postalCode: saved?.postalCode ?? '',
  });

  const submit = form.submit(async (details) => {
    try {
      await save.mutateAsync(details);
    } catch (error) {
      form.refuse(error, "We couldn't save the tax details.");
      return;
    }
    await Promise.all([utils.admin.invoicing.invalidate(), utils.admin.dashboard.invalidate()]);
    notify.success('Tax details saved');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} aria-label="Tax details" className="space-y-4">
      <FormAlert message={form.alert} />
      <InputField form={form} name="legalName" label="Legal name" required autoComplete="organization" />
      <InputField
        form={form}
        name="gstin"
        label="GSTIN"
        hint="15 characters, as on the GST registration certificate."
        required
        autoCapitalize="characters"
        spellCheck={false}
      />
      <InputField form={form} name="addressLine1" label="Address line 1" required />
      <InputField form={form} name="addressLine2" label="Address line 2" />
      <InputField form={form} name="city" label="City" required />
      <FormField label="State" required error={form.errorOf('stateCode')}>
        {(control) => (
          <Select {...control} {...form.field('stateCode')}>
            <option value="">Choose the state</option>
            {GST_STATES.map((state) => (
              <option key={state.code} value={state.code}>
                {state.name} ({state.code})
              </option>
            ))}
          </Select>
        )}
      </FormField>
      <InputField form={form} name="postalCode" label="PIN code" required inputMode="numeric" />
      <Button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving…' : 'Save tax details'}
      </Button>
    </form>
  );
}

const TIMINGS: { value: CashOnDeliveryInvoiceTiming; label: string }[] = [
  { value: 'shipment', label: 'When the order ships' },
  { value: 'delivery', label: 'When the courier delivers it and collects the cash' },
];

function CashOnDeliveryTiming({ saved }: { saved: CashOnDeliveryInvoiceTiming }) {
  const [timing, setTiming] = useState(saved);
  const utils = trpc.useUtils();
  const save = trpc.admin.invoicing.setCashOnDeliveryInvoiceTiming.useMutation();

  const choose = async (chosen: CashOnDeliveryInvoiceTiming) => {
    setTiming(chosen);
    try {
      await save.mutateAsync({ timing: chosen });
    } catch (error) {
      setTiming(saved);
      notify.error(refusalOf(error)?.message ?? "We couldn't save when cash orders are invoiced.");
      return;
    }
    await utils.admin.invoicing.invalidate();
    notify.success('Invoicing of cash orders saved');
  };

  return (
    <fieldset className="space-y-2" disabled={save.isPending}>
      <legend className="font-medium text-stone-900">Invoice cash on delivery orders</legend>
      {TIMINGS.map((option) => (
        <label key={option.value} className="flex items-center gap-2 text-stone-800">
          <input
            type="radio"
            name="cash-on-delivery-invoice-timing"
            value={option.value}
            checked={timing === option.value}
            onChange={() => void choose(option.value)}
          />
          {option.label}
        </label>
      ))}
    </fieldset>
  );
}
