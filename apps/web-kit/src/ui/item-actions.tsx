import { type LucideIcon, Pencil } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button, buttonStyles } from './button';
import { cn } from './cn';

export interface EditLinkProps {
  className: string;
  'aria-label': string;
  children: ReactNode;
}

export interface ItemActionsProps {
  /** Every item has the same actions, so each is announced with its item's name ("Edit Monstera"). */
  itemName: string;
  /** Opens the item's editor in place; `editLink` instead when the editor is a page of its own. */
  onEdit?: () => void;
  /** The app's router link to the editor, drawn with these props. */
  editLink?: (props: EditLinkProps) => ReactNode;
  /** The action that takes the item away (delete, archive), when it applies. */
  removal?: { label: string; icon: LucideIcon; onClick: () => void };
  className?: string;
}

/** Edit and remove, side by side, for one item of an admin list. */
export function ItemActions({ itemName, onEdit, editLink, removal, className }: ItemActionsProps) {
  const edit: EditLinkProps = {
    className: buttonStyles({ variant: 'secondary', size: 'sm' }),
    'aria-label': `Edit ${itemName}`,
    children: (
      <>
        <Pencil aria-hidden="true" className="size-4" />
        Edit
      </>
    ),
  };
  return (
    <span className={cn('flex gap-2', className)}>
      {editLink ? editLink(edit) : <button type="button" onClick={onEdit} {...edit} />}
      {removal && (
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${removal.label} ${itemName}`}
          onClick={removal.onClick}
          className="text-red-700 hover:bg-red-50"
        >
          <removal.icon aria-hidden="true" className="size-4" />
          {removal.label}
        </Button>
      )}
    </span>
  );
}
