import { useSyncExternalStore } from 'react';

const subscribe = (onScroll: () => void) => {
  window.addEventListener('scroll', onScroll, { passive: true });
  return () => window.removeEventListener('scroll', onScroll);
};

/** Whether the page is scrolled further than `threshold` pixels; re-renders only when that flips. */
export function useScrolledPast(threshold: number): boolean {
  return useSyncExternalStore(subscribe, () => window.scrollY > threshold);
}
