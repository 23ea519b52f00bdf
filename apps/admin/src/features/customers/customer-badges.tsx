import type { CustomerBadge } from '@verdant/domain/customers/customer-badges';
import { Badge } from '@verdant/web-kit';

const badgeColours: Record<CustomerBadge, string> = {
  'New Customer': 'bg-sky-100 text-sky-900',
  'Loyal Customer': 'bg-leaf-100 text-leaf-800',
  VIP: 'bg-amber-100 text-amber-900',
};

/** A customer's badges, shown as the server awards them. */
export function CustomerBadges({ badges }: { badges: readonly CustomerBadge[] }) {
  if (badges.length === 0) return null;
  return (
    <ul aria-label="Badges" className="flex flex-wrap gap-2">
      {badges.map((badge) => (
        <li key={badge}>
          <Badge className={badgeColours[badge]}>{badge}</Badge>
        </li>
      ))}
    </ul>
  );
}
