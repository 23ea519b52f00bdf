import { Badge } from '@verdant/web-kit';

/** An order paid through the shop's own test-mode gateway: it reads paid, and no money was taken. */
export const TestModeBadge = () => (
  <Badge className="border border-dashed border-orange-500 bg-orange-50 text-orange-900">Test mode</Badge>
);
