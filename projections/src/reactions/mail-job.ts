import type { JobRequest } from '@verdant/platform';
import { MAIL_QUEUE, MAIL_TRIES, type MailJob } from './jobs';

/** A mail to send: a job on the mail queue named by its kind, its id the mail's own. */
export const mailJob = (id: string, payload: MailJob): JobRequest => ({
  queue: MAIL_QUEUE,
  job: { id, name: `${payload.kind}-mail`, payload },
  options: MAIL_TRIES,
});
