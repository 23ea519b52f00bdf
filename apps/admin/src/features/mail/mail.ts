import type { RouterOutputs } from '@verdant/web-kit';

export type MailRow = RouterOutputs['admin']['mail']['list']['mails'][number];

export const mailStateLabels: Record<MailRow['state'], string> = {
  queued: 'Queued',
  sent: 'Sent',
  failed: 'Failed',
};

/** Why a mail is not sent yet, or never will be: the SMTP server's last answer, with the tries so far. */
export function mailStateDetail({ state, attempts, response }: MailRow): string | null {
  if (state === 'sent' || response === null) return null;
  const tries = attempts === 1 ? '1 try' : `${attempts} tries`;
  return state === 'failed' ? `${response} (${tries})` : `Trying again after ${tries}: ${response}`;
}
