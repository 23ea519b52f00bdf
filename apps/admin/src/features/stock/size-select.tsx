import { FormField, Select } from '@verdant/web-kit';
import { type StockLevel, sizeName } from './stock-levels-table';

const ONE_SIZE = '';

/** The size a movement is for; not asked when the plant comes in one size. */
export function SizeSelect({
  sizes,
  value,
  onChange,
}: {
  sizes: readonly StockLevel[];
  value: string | null;
  onChange(variantId: string | null): void;
}) {
  if (sizes.length < 2) return null;
  return (
    <FormField label="Size" required>
      {(control) => (
        <Select
          {...control}
          value={value ?? ONE_SIZE}
          onChange={(event) => onChange(event.currentTarget.value || null)}
        >
          {sizes.map((size) => (
            <option key={size.variantId ?? ONE_SIZE} value={size.variantId ?? ONE_SIZE}>
              {sizeName(size)}
            </option>
          ))}
        </Select>
      )}
    </FormField>
  );
}
