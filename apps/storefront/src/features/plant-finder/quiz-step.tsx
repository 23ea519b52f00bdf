import { cn } from '@verdant/web-kit';
import { Check } from 'lucide-react';
import { useEffect, useId, useRef } from 'react';
import type { QuizOption } from './quiz-questions';

export interface QuizStepProps {
  question: string;
  options: readonly QuizOption<string>[];
  /** The answer given before, when the shopper came back to this question. */
  chosen: string | undefined;
  onChoose: (value: string) => void;
  /** Whether to move focus to the question: after moving between questions, not on arriving at the page. */
  focusOnShow: boolean;
}

/** One question: choosing an option answers it at once, so the options are plain buttons. */
export function QuizStep({ question, options, chosen, onChoose, focusOnShow }: QuizStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const baseId = useId();

  // Screen reader and keyboard users start on the new question instead of somewhere in the old one.
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);

  return (
    <fieldset className="min-w-0">
      <legend>
        <h2 ref={heading} tabIndex={-1} className="font-display text-3xl text-leaf-900 outline-none">
          {question}
        </h2>
      </legend>
      <ul className="mt-6 grid gap-3">
        {options.map((option) => {
          const selected = option.value === chosen;
          const descriptionId = `${baseId}-${option.value}`;
          return (
            <li key={option.value}>
              <button
                type="button"
                aria-pressed={selected}
                aria-describedby={descriptionId}
                onClick={() => onChoose(option.value)}
                className={cn(
                  'flex w-full items-center justify-between gap-4 rounded-xl border-2 px-5 py-4 text-left transition-colors',
                  selected ? 'border-leaf-600 bg-leaf-50' : 'border-stone-200 bg-white hover:border-leaf-400',
                )}
              >
                <span>
                  <span className="block font-semibold text-ink">{option.label}</span>
                  {/* Read as the option's description, not as part of its name. */}
                  <span id={descriptionId} aria-hidden="true" className="block text-sm text-stone-600">
                    {option.description}
                  </span>
                </span>
                {selected && <Check aria-hidden="true" className="size-5 shrink-0 text-leaf-700" />}
              </button>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
