import type { JobHandler } from '@verdant/infrastructure/job-queue/job-queue';
import type { MailJob } from '@verdant/projections/reactions/jobs';

type Sent = Promise<{ sent: boolean }>;

/** The mail queue's work: each kind of mail written by its own sender, under the job's id. */
export function mailJobs(senders: {
  welcome(mailId: string, accountId: string): Sent;
  passwordReset(mailId: string, accountId: string, expiresAt: string): Sent;
  order(mailId: string, kind: 'order-placed' | 'order-cancelled', orderId: string): Sent;
}): JobHandler<MailJob, { sent: boolean }> {
  return (job) => {
    const payload = job.payload;
    switch (payload.kind) {
      case 'welcome':
        return senders.welcome(job.id, payload.accountId);
      case 'password-reset':
        return senders.passwordReset(job.id, payload.accountId, payload.expiresAt);
      default:
        return senders.order(job.id, payload.kind, payload.orderId);
    }
  };
}
