/** The first stop for keyboard users: jumps past the navigation to the page's main landmark (id "main"). */
export function SkipLink() {
  return (
    <a
      href="#main"
      className="sr-only z-50 rounded-full bg-white px-4 py-2 font-medium text-leaf-900 shadow-lg focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
    >
      Skip to main content
    </a>
  );
}
