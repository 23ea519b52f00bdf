import { useEffect, useState } from 'react';

/** The time now, moved on every half minute: review clocks count down in minutes while the page is open. */
export function useNow(): Date {
  const [now, setNow] = useState(() => new Date());
  useEffect(() => {
    const ticking = setInterval(() => setNow(new Date()), 30_000);
    return () => clearInterval(ticking);
  }, []);
  return now;
}
