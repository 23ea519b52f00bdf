import { Button, cn } from '@verdant/web-kit';
import { Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';

export interface RemoveButtonProps {
  onClick: () => void;
  /** The accessible name, when the visible text alone does not say what goes (every row has a Remove). */
  label?: string;
  className?: string;
  children?: ReactNode;
}

/** Takes something out of the product form: an image, or a row of a list. */
export function RemoveButton({ onClick, label, className, children = 'Remove' }: RemoveButtonProps) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      onClick={onClick}
      className={cn('text-red-700 hover:bg-red-50', className)}
    >
      <Trash2 aria-hidden="true" className="size-4" />
      {children}
    </Button>
  );
}
