import { Badge } from '@verdant/web-kit';
import { type MailRow, mailStateLabels } from './mail';

/** Amber while it waits, green once the SMTP server took it, red when it will never go. */
const stateColours: Record<MailRow['state'], string> = {
  queued: 'bg-amber-100 text-amber-900',
  sent: 'bg-leaf-100 text-leaf-800',
  failed: 'bg-red-100 text-red-800',
};

export const MailStateBadge = ({ state }: { state: MailRow['state'] }) => (
  <Badge className={stateColours[state]}>{mailStateLabels[state]}</Badge>
);
