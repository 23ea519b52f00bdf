import { describe, expect, it } from 'vitest';
import { type MailRow, mailStateDetail } from './mail';

const mail = (fields: Partial<MailRow>): MailRow => ({
  id: 'm-1',
  to: 'asha@example.in',
  subject: 'Welcome',
  state: 'queued',
  attempts: 0,
  response: null,
  queuedAt: '2026-06-01T10:00:00.000Z',
  sentAt: null,
  ...fields,
});

describe("a mail's state in the back office", () => {
  it('says nothing more of a mail sent, or queued and not tried yet', () => {
    expect(mailStateDetail(mail({ state: 'sent', attempts: 1, response: '250 Queued' }))).toBeNull();
    expect(mailStateDetail(mail({}))).toBeNull();
  });

  it("gives the SMTP server's reason for a mail still trying, and for one that failed", () => {
    expect(mailStateDetail(mail({ attempts: 1, response: '451 Greylisted' }))).toBe(
      'Trying again after 1 try: 451 Greylisted',
    );
    expect(mailStateDetail(mail({ state: 'failed', attempts: 1, response: '550 No such mailbox' }))).toBe(
      '550 No such mailbox (1 try)',
    );
    expect(mailStateDetail(mail({ state: 'failed', attempts: 10, response: '421 Too busy' }))).toBe(
      '421 Too busy (10 tries)',
    );
  });
});
