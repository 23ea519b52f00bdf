import { Search } from 'lucide-react';
import { useId } from 'react';
import { cn } from './cn';
import { Input } from './input';

interface SearchInputProps {
  /** Read to screen readers; the magnifier and the placeholder say it to the eye. */
  label: string;
  placeholder: string;
  value: string;
  onChange(value: string): void;
  className?: string;
}

/** A search box with its magnifier: the admin's lists filter with it. */
export function SearchInput({ label, placeholder, value, onChange, className }: SearchInputProps) {
  const id = useId();
  return (
    <div className={cn('relative', className)}>
      <label htmlFor={id} className="sr-only">
        {label}
      </label>
      <Search
        aria-hidden="true"
        className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500"
      />
      <Input
        id={id}
        type="search"
        placeholder={placeholder}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        className="pl-9"
      />
    </div>
  );
}
