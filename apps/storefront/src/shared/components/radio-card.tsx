import { cn } from '@verdant/web-kit';
import { type ComponentProps, type ReactNode, useId } from 'react';

export interface RadioCardProps extends Omit<ComponentProps<'input'>, 'type' | 'children'> {
  /** The option's name, as assistive technology announces it. */
  label: ReactNode;
  /** What else the shopper should know of the option, announced after its name. */
  description?: ReactNode;
}

/** One option of a radio group, drawn as a card the whole of which can be clicked. */
export function RadioCard({ label, description, className, disabled, ...input }: RadioCardProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const descriptionId = `${id}-description`;
  return (
    <label
      className={cn(
        'flex gap-3 rounded-xl border border-stone-200 p-4 transition-colors',
        'has-checked:border-leaf-600 has-checked:bg-leaf-50',
        disabled
          ? 'cursor-not-allowed bg-stone-50 text-stone-600'
          : 'cursor-pointer bg-white hover:border-leaf-400',
        className,
      )}
    >
      <input
        type="radio"
        disabled={disabled}
        aria-labelledby={labelId}
        aria-describedby={description ? descriptionId : undefined}
        className="mt-1 size-4 shrink-0 accent-leaf-700"
        {...input}
      />
      <span className="flex flex-col gap-1">
        <span id={labelId} className="font-medium text-ink">
          {label}
        </span>
        {description && (
          <span id={descriptionId} className="text-sm text-stone-700">
            {description}
          </span>
        )}
      </span>
    </label>
  );
}
