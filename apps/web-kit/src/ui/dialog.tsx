import { type ReactNode, useId, useLayoutEffect, useRef } from 'react';
import { cn } from './cn';

export interface DialogProps {
  open: boolean;
  /** Called when the user dismisses the dialog (Escape); the caller owns `open`. */
  onClose: () => void;
  title: string;
  description?: ReactNode;
  /** `alertdialog` for prompts that need an answer, such as confirming a deletion. */
  role?: 'dialog' | 'alertdialog';
  children: ReactNode;
  className?: string;
}

/**
 * A modal built on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside)
 * and moves focus to the first focusable control; Escape asks the caller to close; on close, focus goes
 * back to the element that opened it.
 */
export function Dialog({
  open,
  onClose,
  title,
  description,
  role = 'dialog',
  children,
  className,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const descriptionId = useId();

  useLayoutEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    dialog.showModal();
    return () => {
      dialog.close();
      if (opener?.isConnected) opener.focus();
    };
  }, [open]);

  return (
    <dialog
      ref={ref}
      role={role === 'alertdialog' ? 'alertdialog' : undefined}
      aria-labelledby={titleId}
      aria-describedby={description ? descriptionId : undefined}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      // Browsers may still close a modal without a cancel event (a repeated Escape): keep the caller in step.
      onClose={() => {
        if (open) onClose();
      }}
      className={cn(
        'm-auto w-[calc(100%-2rem)] max-w-lg rounded-2xl bg-white p-6 text-ink shadow-2xl backdrop:bg-leaf-950/50 backdrop:backdrop-blur-sm',
        className,
      )}
    >
      {open && (
        <>
          <h2 id={titleId} className="font-display text-2xl text-leaf-900">
            {title}
          </h2>
          {description && (
            <div id={descriptionId} className="mt-2 text-stone-700">
              {description}
            </div>
          )}
          <div className="mt-5">{children}</div>
        </>
      )}
    </dialog>
  );
}
