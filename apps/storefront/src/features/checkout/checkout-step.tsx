import { type ReactNode, useId } from 'react';

export interface CheckoutStepProps {
  number: number;
  title: string;
  children: (titleId: string) => ReactNode;
}

/** One numbered step of the checkout, its heading naming what is inside. */
export function CheckoutStep({ number, title, children }: CheckoutStepProps) {
  const titleId = useId();
  return (
    <section
      aria-labelledby={titleId}
      className="space-y-4 rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
    >
      <h2 className="flex items-center gap-3 font-display text-2xl text-leaf-900">
        <span
          aria-hidden="true"
          className="flex size-8 items-center justify-center rounded-full bg-leaf-700 font-sans text-base text-white"
        >
          {number}
        </span>
        <span id={titleId}>{title}</span>
      </h2>
      {children(titleId)}
    </section>
  );
}
