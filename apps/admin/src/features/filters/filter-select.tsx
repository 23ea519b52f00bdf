import { Label, Select } from '@verdant/web-kit';
import { useId } from 'react';

/** One labelled filter of a list: each option by its label, 'all' (when offered) first. */
export function FilterSelect<Option extends string>({
  label,
  value,
  options,
  labels,
  onChange,
}: {
  label: string;
  value: Option;
  options: readonly Option[];
  labels: Record<Option, string>;
  onChange(value: Option): void;
}) {
  const id = useId();
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Select id={id} value={value} onChange={(event) => onChange(event.currentTarget.value as Option)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option]}
          </option>
        ))}
      </Select>
    </div>
  );
}
