const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** The policies show today's date as their last update, in the en-IN long format (22 November 2026). */
export function LastUpdated() {
  return <p className="text-sm text-stone-600">Last updated: {longDate.format(new Date())}</p>;
}
