import { plantLabel } from '@verdant/domain/catalog/plant-label';
import { FormField, Select } from '@verdant/web-kit';
import { useId } from 'react';

interface PlantLine {
  productId: string;
  variantId: string | null;
  productName: string | null;
  variantName: string | null;
}

/** A line as the customer reads it: 'Jade Plant', or 'Fiddle Leaf Fig (Large)'. */
export const lineName = (line: Pick<PlantLine, 'productName' | 'variantName'>) =>
  plantLabel(line.productName ?? 'A plant', line.variantName);

export const lineKey = (line: Pick<PlantLine, 'productId' | 'variantId'>) =>
  `${line.productId}:${line.variantId ?? ''}`;

/** The plants chosen, as a claim or a return names them: those with a quantity above none. */
export const chosenItems = (lines: readonly PlantLine[], quantities: Readonly<Record<string, number>>) =>
  lines.flatMap((line) => {
    const quantity = quantities[lineKey(line)] ?? 0;
    return quantity > 0 ? [{ productId: line.productId, variantId: line.variantId, quantity }] : [];
  });

/** 0, 1, … up to `most`. */
const upTo = (most: number) => Array.from({ length: most + 1 }, (_, count) => count);

/** 'Which plants?': how many of each line, up to `most` of it; the server's word on the items under them. */
export function PlantQuantities<Line extends PlantLine>({
  lines,
  most,
  quantities,
  onChange,
  error,
}: {
  lines: readonly Line[];
  most: (line: Line) => number;
  quantities: Readonly<Record<string, number>>;
  onChange(quantities: Record<string, number>): void;
  error?: string;
}) {
  const legend = useId();
  return (
    <fieldset aria-describedby={error ? `${legend}-error` : undefined} className="space-y-2">
      <legend id={legend} className="font-medium text-leaf-900">
        Which plants?
      </legend>
      {lines.map((line) => (
        <FormField key={lineKey(line)} label={`${lineName(line)}: how many (of ${most(line)})`}>
          {(control) => (
            <Select
              {...control}
              value={quantities[lineKey(line)] ?? 0}
              onChange={(event) =>
                onChange({ ...quantities, [lineKey(line)]: Number(event.currentTarget.value) })
              }
            >
              {upTo(most(line)).map((count) => (
                <option key={count} value={count}>
                  {count === 0 ? 'None' : count}
                </option>
              ))}
            </Select>
          )}
        </FormField>
      ))}
      {error && (
        <p id={`${legend}-error`} className="text-sm text-red-700">
          {error}
        </p>
      )}
    </fieldset>
  );
}
