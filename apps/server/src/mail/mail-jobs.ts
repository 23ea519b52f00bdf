import type { JobHandler, MailOutbox, MailState, OutgoingMail } from '@verdant/platform';
import type { ClaimMailJob, MailJob, OrderMailJob, ReturnMailJob } from '@verdant/projections/reactions/jobs';
import type { MailDelivery } from './mail-delivery';

type Written = Promise<OutgoingMail | null>;

/** Each kind of mail written by its own writer, under the job's id; null when there is nobody to write to. */
export interface MailWriters {
  welcome(mailId: string, accountId: string): Written;
  passwordReset(mailId: string, accountId: string, expiresAt: string): Written;
  order(mailId: string, job: OrderMailJob): Written;
  claim(mailId: string, job: ClaimMailJob): Written;
  return(mailId: string, job: ReturnMailJob): Written;
  backInStock(mailId: string, productId: string, requestId: string): Written;
}

/**
 * The mail queue's work: the mail is written, kept in the outbox (queued), then sent from there. The job's
 * id is the mail's, so a job tried again keeps nothing more and, once the mail went, sends nothing more.
 */
export function mailJobs(deps: {
  writers: MailWriters;
  outbox: MailOutbox;
  delivery: MailDelivery;
  isErased(accountId: string): Promise<boolean>;
}): JobHandler<MailJob, { state: MailState | null }> {
  const write = (mailId: string, payload: MailJob) => {
    switch (payload.kind) {
      case 'welcome':
        return deps.writers.welcome(mailId, payload.accountId);
      case 'password-reset':
        return deps.writers.passwordReset(mailId, payload.accountId, payload.expiresAt);
      case 'back-in-stock':
        return deps.writers.backInStock(mailId, payload.productId, payload.requestId);
      case 'claim-opened':
      case 'claim-photos-requested':
      case 'claim-declined':
      case 'claim-replaced':
      case 'claim-refunded':
        return deps.writers.claim(mailId, payload);
      case 'return-requested':
      case 'return-approved':
      case 'return-declined':
      case 'return-received':
      case 'return-refund-paid':
        return deps.writers.return(mailId, payload);
      default:
        return deps.writers.order(mailId, payload);
    }
  };
  return async (job) => {
    const mail = await write(job.id, job.payload);
    if (mail) {
      await deps.outbox.queue(mail);
      // Erased while the mail was being written: the erasure's clean-up of the outbox may have come first.
      if (mail.accountId !== null && (await deps.isErased(mail.accountId)))
        await deps.outbox.forgetMailOf(mail.accountId);
    }
    return { state: await deps.delivery.deliver(job.id, job.attempt) };
  };
}
