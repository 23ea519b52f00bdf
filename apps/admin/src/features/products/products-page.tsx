import { keepPreviousData } from '@tanstack/react-query';
import { PRODUCT_STATUSES, STOCK_KEEPING, STOCK_STATUSES } from '@verdant/domain/catalog/product-statuses';
import {
  buttonStyles,
  DataTable,
  EmptyState,
  ErrorState,
  PageMeta,
  refusalOf,
  SearchInput,
  Spinner,
  trpc,
} from '@verdant/web-kit';
import { Package, Plus } from 'lucide-react';
import { useDeferredValue, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { FilterSelect } from '../filters/filter-select';
import { ArchiveProductDialog } from './archive-product-dialog';
import {
  keepingFilterOf,
  keepingLabels,
  type ProductRow as Product,
  statusFilterOf,
  statusLabels,
  stockFilterOf,
  stockLabels,
} from './product';
import { ProductRow } from './product-row';

/**
 * Admin > Products: search, status and stock filters, the product table, add, edit, archive. The filters
 * come from the address (?status=active&stock=low_stock&keeping=counted), so other screens can link here.
 */
export function ProductsPage() {
  const [search, setSearch] = useState('');
  const [params, setParams] = useSearchParams();
  const status = statusFilterOf(params.get('status'));
  const stock = stockFilterOf(params.get('stock'));
  const keeping = keepingFilterOf(params.get('keeping'));
  const filterBy = (name: 'status' | 'stock' | 'keeping', value: string) =>
    setParams(
      (current) => {
        if (value === 'all') current.delete(name);
        else current.set(name, value);
        return current;
      },
      { replace: true },
    );
  const searched = useDeferredValue(search.trim());
  const products = trpc.admin.products.list.useQuery(
    { search: searched, status, stock, keeping },
    // Keep showing the last results while the next ones load, instead of flashing a spinner per keystroke.
    { placeholderData: keepPreviousData },
  );
  const [archiving, setArchiving] = useState<Product | null>(null);
  const filtered = searched !== '' || status !== 'all' || stock !== 'all' || keeping !== 'all';

  return (
    <section className="space-y-6">
      <PageMeta title="Products | Verdant Admin" description="Add, edit and archive the shop's plants." />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-4xl text-leaf-900">Products</h1>
          <p className="mt-1 text-stone-700">Every plant in the shop, newest first.</p>
        </div>
        <Link to="/products/new" className={buttonStyles()}>
          <Plus aria-hidden="true" className="size-5" />
          Add Product
        </Link>
      </div>

      <search className="flex flex-wrap items-end gap-4">
        <SearchInput
          label="Search products by name"
          placeholder="Search by name…"
          value={search}
          onChange={setSearch}
          className="min-w-64 flex-1"
        />
        <FilterSelect
          label="Status"
          value={status}
          options={['all', ...PRODUCT_STATUSES]}
          labels={{ all: 'All statuses', ...statusLabels }}
          onChange={(value) => filterBy('status', value)}
        />
        <FilterSelect
          label="Stock"
          value={stock}
          options={['all', ...STOCK_STATUSES]}
          labels={{ all: 'All stock', ...stockLabels }}
          onChange={(value) => filterBy('stock', value)}
        />
        <FilterSelect
          label="Counting"
          value={keeping}
          options={STOCK_KEEPING}
          labels={keepingLabels}
          onChange={(value) => filterBy('keeping', value)}
        />
      </search>

      {products.isPending ? (
        <Spinner label="Loading products…" />
      ) : products.isError ? (
        <ErrorState
          message={refusalOf(products.error)?.message ?? "We couldn't load the products."}
          onRetry={() => void products.refetch()}
        />
      ) : products.data.length === 0 ? (
        <EmptyState
          icon={<Package className="size-10" />}
          title={filtered ? 'No matching products' : 'No products yet'}
        >
          {filtered
            ? 'No product matches these filters. Try another search.'
            : 'Add the first plant to open the shop.'}
        </EmptyState>
      ) : (
        <DataTable
          caption="Products"
          minWidth="min-w-[50rem]"
          columns={['Product', 'Price', 'Stock', 'Available', 'Status', 'Actions']}
        >
          {products.data.map((product) => (
            <ProductRow key={product.id} product={product} onArchive={() => setArchiving(product)} />
          ))}
        </DataTable>
      )}

      <ArchiveProductDialog product={archiving} onClose={() => setArchiving(null)} />
    </section>
  );
}
