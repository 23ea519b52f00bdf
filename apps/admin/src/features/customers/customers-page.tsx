import { keepPreviousData } from '@tanstack/react-query';
import { EmptyState, ErrorState, PageMeta, refusalOf, SearchInput, Spinner, trpc } from '@verdant/web-kit';
import { Users } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { CustomerCard } from './customer-card';

/** Admin > Customers: view only, searchable by name, email or phone, newest first. */
export function CustomersPage() {
  const [search, setSearch] = useState('');
  const searched = useDeferredValue(search.trim());
  const customers = trpc.admin.customers.list.useQuery(
    { search: searched },
    // Keep showing the last results while the next search loads, instead of flashing a spinner per keystroke.
    { placeholderData: keepPreviousData },
  );

  return (
    <section className="space-y-6">
      <PageMeta
        title="Customers | Verdant Admin"
        description="The shop's customers and what they have bought."
      />
      <div>
        <h1 className="font-display text-4xl text-leaf-900">Customers</h1>
        <p className="mt-1 text-stone-700">Everyone who has signed up, newest first.</p>
      </div>

      <search className="block max-w-md">
        <SearchInput
          label="Search customers"
          placeholder="Search by name, email or phone…"
          value={search}
          onChange={setSearch}
        />
      </search>

      {customers.isPending ? (
        <Spinner label="Loading customers…" />
      ) : customers.isError ? (
        <ErrorState
          message={refusalOf(customers.error)?.message ?? "We couldn't load the customers."}
          onRetry={() => void customers.refetch()}
        />
      ) : customers.data.length === 0 ? (
        <EmptyState icon={<Users className="size-10" />} title="No customers found">
          {searched
            ? `No customer's name, email or phone contains “${searched}”. Try another search.`
            : 'Customers appear here once they sign up in the shop.'}
        </EmptyState>
      ) : (
        <ul aria-label="Customers" className="grid gap-6 sm:grid-cols-2 xl:grid-cols-3">
          {customers.data.map((customer) => (
            <li key={customer.id}>
              <CustomerCard customer={customer} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
