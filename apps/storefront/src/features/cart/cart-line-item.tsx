import { plantLabel } from '@verdant/domain/catalog/plant-label';
import { MAX_LINE_QUANTITY } from '@verdant/domain/shopping/cart-line';
import { Button, formatRupees } from '@verdant/web-kit';
import { Minus, Plus, Trash2 } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { PricedCartLine } from '../../shared/cart/use-cart';
import { bundledImageFor, productImageUrl } from '../../shared/catalog/product-image';

interface CartLineItemProps {
  line: PricedCartLine;
  busy: boolean;
  onQuantity(quantity: number): void;
  onRemove(): void;
}

/** One line: what it is, its price now, a quantity stepper (down to 0 removes it) and Remove. */
export function CartLineItem({ line, busy, onQuantity, onRemove }: CartLineItemProps) {
  const name = line.name ?? 'A plant no longer sold';
  const label = plantLabel(name, line.variantName);
  const image = productImageUrl(line.imageUrl, bundledImageFor(line.slug ?? ''));
  return (
    <li className="flex gap-4 py-5">
      <img
        src={image}
        alt={line.imageAlt ?? name}
        className="size-24 shrink-0 rounded-xl bg-cream-100 object-cover"
      />
      <div className="flex flex-1 flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div>
            <h3 className="font-display text-lg text-leaf-900">
              {line.slug ? <Link to={`/product/${line.slug}`}>{name}</Link> : name}
            </h3>
            {line.variantName && <p className="text-sm text-stone-600">Size: {line.variantName}</p>}
            {line.unitPrice !== null && (
              <p className="text-sm text-stone-700">{formatRupees(line.unitPrice)} each</p>
            )}
            {line.unavailable && (
              <p role="status" className="text-sm font-medium text-red-800">
                {line.unavailable}
              </p>
            )}
            {line.onlyLeft !== null && !line.unavailable && (
              <p role="status" className="text-sm font-medium text-amber-800">
                Only {line.onlyLeft} left
              </p>
            )}
          </div>
          <p className="font-medium text-ink">{formatRupees(line.lineTotal)}</p>
        </div>
        <div className="flex items-center justify-between gap-4">
          <fieldset className="flex items-center rounded-full border border-stone-300" disabled={busy}>
            <legend className="sr-only">Quantity of {label}</legend>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Decrease quantity of ${label}`}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              <Minus aria-hidden="true" className="size-4" />
            </Button>
            <output aria-live="polite" className="w-10 text-center font-medium">
              {line.quantity}
            </output>
            <Button
              variant="ghost"
              size="sm"
              aria-label={`Increase quantity of ${label}`}
              disabled={line.unavailable !== null || line.quantity >= MAX_LINE_QUANTITY}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              <Plus aria-hidden="true" className="size-4" />
            </Button>
          </fieldset>
          <Button variant="ghost" size="sm" disabled={busy} onClick={onRemove} aria-label={`Remove ${label}`}>
            <Trash2 aria-hidden="true" className="size-4" /> Remove
          </Button>
        </div>
      </div>
    </li>
  );
}
