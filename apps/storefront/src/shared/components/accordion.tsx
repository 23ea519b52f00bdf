import { cn } from '@verdant/web-kit';
import { ChevronDown } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { proseStyles } from './info-section';

export interface AccordionItem {
  /** Stable key, unique within the list. */
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** The questions' heading level, one below the heading the accordion sits under. */
  headingLevel: 2 | 3;
}

/**
 * The WAI-ARIA accordion pattern with one panel open at a time: each question is a heading holding a button
 * that says whether its answer is expanded and which panel it controls. Opening one closes the other;
 * the open one closes on a second press, so every answer can be folded away.
 */
export function Accordion({ items, headingLevel }: AccordionProps) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const baseId = useId();
  const [openId, setOpenId] = useState<string | null>(null);
  return (
    <div className="divide-y divide-leaf-100 rounded-2xl border border-leaf-100 bg-white shadow-sm">
      {items.map((item) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${item.id}-button`;
        const panelId = `${baseId}-${item.id}-panel`;
        return (
          <div key={item.id}>
            <Heading>
              <button
                type="button"
                id={buttonId}
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setOpenId(open ? null : item.id)}
                className="flex w-full items-center justify-between gap-4 rounded-2xl px-5 py-4 text-left font-semibold text-ink hover:text-leaf-700 sm:px-6"
              >
                {item.question}
                <ChevronDown
                  aria-hidden="true"
                  className={cn(
                    'size-5 shrink-0 text-leaf-600 motion-safe:transition-transform',
                    open && 'rotate-180',
                  )}
                />
              </button>
            </Heading>
            <section
              id={panelId}
              aria-labelledby={buttonId}
              hidden={!open}
              className={cn('px-5 pb-5 sm:px-6', proseStyles)}
            >
              {item.answer}
            </section>
          </div>
        );
      })}
    </div>
  );
}
