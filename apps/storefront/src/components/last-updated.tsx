const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** SPEC.md 2.13: the policies show today's date, in the en-IN long format (22 November 2026). */
export function LastUpdated() {
  return <p className="text-sm text-stone-600">Last updated: {longDate.format(new Date())}</p>;
}
