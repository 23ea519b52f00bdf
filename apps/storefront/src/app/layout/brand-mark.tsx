/** The Verdant leaf, drawn in the current text colour so it works on the clear and the solid bar. */
export function BrandMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className} fill="none">
      <path d="M16 29c0-8 1-14 8-21-9 1-13 7-13 13 0 3 2 6 5 8z" fill="currentColor" opacity="0.85" />
      <path d="M16 29c0-6-2-12-7-16 7 1 9 6 9 11 0 2-1 4-2 5z" fill="currentColor" opacity="0.55" />
    </svg>
  );
}
