import { type KeyboardEvent, type ReactNode, useId, useRef, useState } from 'react';
import { cn } from './cn';

export interface TabItem {
  /** Stable key for the tab, unique within the list. */
  id: string;
  label: string;
  panel: ReactNode;
}

export interface TabsProps {
  /** Names the tab list for assistive technology. */
  label: string;
  tabs: readonly TabItem[];
  className?: string;
}

/**
 * The WAI-ARIA tabs pattern: one tab stop for the whole list, arrow keys (and Home/End) move between tabs
 * and select them, and the selected tab's panel follows. Every panel stays mounted (hidden when not selected)
 * so a half-filled form survives a look at the other tab.
 */
export function Tabs({ label, tabs, className }: TabsProps) {
  const baseId = useId();
  const [selected, setSelected] = useState(tabs[0]?.id);
  const buttons = useRef(new Map<string, HTMLButtonElement>());
  const tabId = (id: string) => `${baseId}-tab-${id}`;
  const panelId = (id: string) => `${baseId}-panel-${id}`;

  const select = (index: number) => {
    const tab = tabs[(index + tabs.length) % tabs.length];
    if (!tab) return;
    setSelected(tab.id);
    buttons.current.get(tab.id)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const moves: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowLeft: index - 1,
      Home: 0,
      End: tabs.length - 1,
    };
    const target = moves[event.key];
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className="flex gap-1 border-b border-stone-200">
        {tabs.map((tab, index) => {
          const isSelected = tab.id === selected;
          return (
            <button
              key={tab.id}
              ref={(button) => {
                if (button) buttons.current.set(tab.id, button);
                else buttons.current.delete(tab.id);
              }}
              type="button"
              role="tab"
              id={tabId(tab.id)}
              aria-selected={isSelected}
              aria-controls={panelId(tab.id)}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => setSelected(tab.id)}
              onKeyDown={(event) => onKeyDown(event, index)}
              className={cn(
                '-mb-px rounded-t-lg border-b-2 px-5 py-3 font-medium transition-colors',
                isSelected
                  ? 'border-leaf-700 text-leaf-900'
                  : 'border-transparent text-stone-600 hover:border-stone-300 hover:text-leaf-800',
              )}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.id}
          role="tabpanel"
          id={panelId(tab.id)}
          aria-labelledby={tabId(tab.id)}
          hidden={tab.id !== selected}
          className="pt-6"
        >
          {tab.panel}
        </div>
      ))}
    </div>
  );
}
