import { Button } from '@verdant/web-kit';
import { Plus } from 'lucide-react';
import { useId, useRef, useState } from 'react';

/**
 * Whether the new-address form is open, and the button that opens and closes it. Closed from the form
 * (Cancel, or saved where nothing else takes focus), focus goes back to the button.
 */
export function useNewAddressToggle() {
  const [adding, setAdding] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const formId = useId();
  return {
    adding,
    formId,
    button,
    toggle: () => setAdding((open) => !open),
    close: ({ focusButton }: { focusButton: boolean }) => {
      setAdding(false);
      if (focusButton) button.current?.focus();
    },
  };
}

export function NewAddressButton({
  toggle,
  label,
}: {
  toggle: ReturnType<typeof useNewAddressToggle>;
  label: string;
}) {
  return (
    <Button
      ref={toggle.button}
      variant="secondary"
      size="sm"
      aria-expanded={toggle.adding}
      aria-controls={toggle.adding ? toggle.formId : undefined}
      onClick={toggle.toggle}
    >
      <Plus aria-hidden="true" className="size-4" />
      {label}
    </Button>
  );
}
