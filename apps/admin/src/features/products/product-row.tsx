import { formatRupees, ItemActions } from '@verdant/web-kit';
import { Archive, Leaf } from 'lucide-react';
import { Link } from 'react-router-dom';
import { availableLabel, type ProductRow as Product } from './product';
import { StatusBadge, StockBadge } from './product-badges';

/** A sale price with the base price struck through, in rupees. */
function Price({ basePrice, salePrice }: Pick<Product, 'basePrice' | 'salePrice'>) {
  if (salePrice === null) return <span>{formatRupees(basePrice)}</span>;
  return (
    <span className="flex flex-col">
      <span className="font-semibold text-leaf-800">{formatRupees(salePrice)}</span>
      <s className="text-sm text-stone-500">
        <span className="sr-only">Was </span>
        {formatRupees(basePrice)}
      </s>
    </span>
  );
}

export function ProductRow({ product, onArchive }: { product: Product; onArchive: () => void }) {
  return (
    <tr className="border-t border-stone-200">
      <th scope="row" className="px-4 py-3 text-left font-medium">
        <span className="flex items-center gap-3">
          {product.mainImageUrl ? (
            <img
              src={product.mainImageUrl}
              alt=""
              loading="lazy"
              className="size-12 rounded-md object-cover"
            />
          ) : (
            <span className="grid size-12 place-items-center rounded-md bg-leaf-50">
              <Leaf aria-hidden="true" className="size-5 text-leaf-300" />
            </span>
          )}
          <span>{product.name}</span>
        </span>
      </th>
      <td className="px-4 py-3">
        <Price basePrice={product.basePrice} salePrice={product.salePrice} />
      </td>
      <td className="px-4 py-3">
        <StockBadge stock={product.stockStatus} />
      </td>
      <td className={product.available === null ? 'px-4 py-3 text-sm text-stone-600' : 'px-4 py-3'}>
        {availableLabel(product.available)}
      </td>
      <td className="px-4 py-3">
        <StatusBadge status={product.status} />
      </td>
      <td className="px-4 py-3">
        <ItemActions
          itemName={product.name}
          editLink={(link) => <Link to={`/products/${product.id}`} {...link} />}
          removal={
            product.status === 'archived'
              ? undefined
              : { label: 'Archive', icon: Archive, onClick: onArchive }
          }
        />
      </td>
    </tr>
  );
}
