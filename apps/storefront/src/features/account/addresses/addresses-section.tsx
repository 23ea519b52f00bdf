import { EmptyState, ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { MapPin } from 'lucide-react';
import { NewAddressForm } from '../../../shared/addresses/new-address-form';
import { NewAddressButton, useNewAddressToggle } from '../../../shared/addresses/new-address-toggle';
import { AddressCard } from './address-card';

/** Saved delivery addresses, the default first, and a form to add one. */
export function AddressesSection() {
  const addresses = trpc.account.addresses.useQuery();
  const toggle = useNewAddressToggle();
  const closeForm = () => toggle.close({ focusButton: true });

  return (
    <section aria-labelledby="addresses-title" className="space-y-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="addresses-title" className="font-display text-2xl text-leaf-900">
          Addresses
        </h2>
        <NewAddressButton toggle={toggle} label="Add Address" />
      </div>

      {toggle.adding && <NewAddressForm id={toggle.formId} onSaved={closeForm} onCancel={closeForm} />}

      {addresses.isPending ? (
        <Spinner label="Loading your addresses…" />
      ) : addresses.isError ? (
        <ErrorState
          message={refusalOf(addresses.error)?.message ?? "We couldn't load your addresses."}
          onRetry={() => void addresses.refetch()}
        />
      ) : addresses.data.length === 0 ? (
        <EmptyState icon={<MapPin className="size-8" />} title="No saved addresses yet">
          Add a delivery address now, and checkout will be quicker later.
        </EmptyState>
      ) : (
        <ul aria-label="Saved addresses" className="grid gap-4 sm:grid-cols-2">
          {addresses.data.map((address) => (
            <li key={address.id}>
              <AddressCard address={address} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
