import { type GstRateTable, rateLabel } from '@verdant/domain/invoicing/gst-rates';
import { longShopDay } from '@verdant/domain/shared/shop-calendar';
import { Button, FormField, notify, refusalOf, Textarea, trpc } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';

const NOT_JSON = 'The GST rates must be written as JSON: a list of periods, each with "from" and "rates"';

/**
 * The GST rates products are taxed at, period by period, kept as data: when the slabs change, an admin adds
 * a period from the day they change, and no code changes. Shown as a list; edited as the JSON the shop keeps.
 */
export function GstRatesForm({ saved }: { saved: GstRateTable }) {
  const [text, setText] = useState(() => JSON.stringify(saved, null, 2));
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const save = trpc.admin.invoicing.setGstRates.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    let rates: unknown;
    try {
      rates = JSON.parse(text);
    } catch {
      setError(NOT_JSON);
      return;
    }
    if (!Array.isArray(rates)) {
      setError(NOT_JSON);
      return;
    }
    try {
      await save.mutateAsync({ rates });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(refusal?.fieldErrors?.rates ?? refusal?.message ?? "We couldn't save the GST rates.");
      return;
    }
    setError(undefined);
    await Promise.all([utils.admin.invoicing.invalidate(), utils.admin.products.gstRates.invalidate()]);
    notify.success('GST rates saved');
  };

  return (
    <form noValidate onSubmit={submit} aria-label="GST rates" className="space-y-4">
      <div>
        <h3 className="font-medium text-stone-900">GST rates in force</h3>
        <ul className="mt-1 space-y-1 text-sm text-stone-700">
          {[...saved].reverse().map((period) => (
            <li key={period.from}>
              From {longShopDay(period.from)}: {period.rates.map((rate) => rateLabel(rate.code)).join(', ')}
            </li>
          ))}
        </ul>
      </div>
      <FormField
        label="GST rates"
        hint='Periods as JSON: each "from" a day (YYYY-MM-DD) and its "rates", each with a "code", a "percent" and a "kind" (taxable, nil-rated or exempt). Add a period when the slabs change.'
        error={error}
      >
        {(control) => (
          <Textarea
            {...control}
            rows={10}
            spellCheck={false}
            className="font-mono text-sm"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save GST rates'}
      </Button>
    </form>
  );
}
