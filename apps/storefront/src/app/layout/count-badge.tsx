/** The number on a header icon; the icon's own label says it in words, so this is hidden from screen readers. */
export function CountBadge({ count }: { count: number }) {
  if (count === 0) return null;
  return (
    <span
      aria-hidden="true"
      className="absolute -top-0.5 -right-0.5 grid min-w-5 place-items-center rounded-full bg-clay-700 px-1 text-xs font-semibold text-white"
    >
      {count}
    </span>
  );
}

/** 'Cart', 'Cart, 1 item', 'Cart, 3 items'. */
export const countedLabel = (name: string, count: number) =>
  count === 0 ? name : `${name}, ${count} ${count === 1 ? 'item' : 'items'}`;
