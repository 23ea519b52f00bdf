import { Badge } from '@verdant/web-kit';

/** Marks what the shop's own test-mode gateway serves: it looks like paying, and takes no money. */
export function TestModeBadge() {
  return <Badge>Test mode</Badge>;
}
