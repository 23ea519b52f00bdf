import {
  Button,
  Card,
  ErrorState,
  FormField,
  Input,
  notify,
  refusalOf,
  Spinner,
  trpc,
} from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';

/** Admin > Settings > Stock: at or below how many available a counted plant shows as low in stock. */
export function StockSettingsCard() {
  const settings = trpc.admin.stock.settings.useQuery();
  return (
    <Card className="max-w-xl p-6">
      <section aria-labelledby="stock-settings-title" className="space-y-5">
        <h2 id="stock-settings-title" className="font-display text-2xl text-leaf-900">
          Stock
        </h2>
        {settings.isPending ? (
          <Spinner label="Loading the stock settings…" />
        ) : settings.isError ? (
          <ErrorState
            message="We couldn't load the stock settings."
            onRetry={() => void settings.refetch()}
          />
        ) : (
          <LowStockThresholdForm saved={settings.data.lowStockThreshold} />
        )}
      </section>
    </Card>
  );
}

function LowStockThresholdForm({ saved }: { saved: number }) {
  const [threshold, setThreshold] = useState(String(saved));
  const [error, setError] = useState<string | undefined>();
  const utils = trpc.useUtils();
  const save = trpc.admin.stock.setLowStockThreshold.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    try {
      // A blank field is no number at all: the server says what it wants.
      await save.mutateAsync({ threshold: threshold.trim() === '' ? Number.NaN : Number(threshold) });
    } catch (failure) {
      const refusal = refusalOf(failure);
      setError(refusal?.fieldErrors?.threshold ?? refusal?.message ?? "We couldn't save the threshold.");
      return;
    }
    setError(undefined);
    await Promise.all([
      utils.admin.stock.invalidate(),
      utils.admin.products.invalidate(),
      utils.admin.dashboard.invalidate(),
    ]);
    notify.success('Low stock threshold saved');
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Stock settings" className="space-y-4">
      <FormField
        label="Low stock threshold"
        hint="A plant whose stock is counted shows as low in stock at or below this many available; 0 shows it only when sold out."
        required
        error={error}
      >
        {(control) => (
          <Input
            {...control}
            inputMode="numeric"
            value={threshold}
            onChange={(event) => setThreshold(event.currentTarget.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? 'Saving…' : 'Save threshold'}
      </Button>
    </form>
  );
}
