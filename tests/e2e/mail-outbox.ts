import { join } from 'node:path';
import { SqliteMailOutbox } from '@verdant/platform/runtime';

/** How long the mail queue may take to write a mail after the event that asks for it. */
const MAIL_WAIT_MS = 5_000;

/**
 * The path and query of the newest link to this page of the shop mailed to this address, read from the e2e
 * server's outbox once the mail queue has written it.
 */
async function newestLinkMailed(email: string, page: '/auth/verify' | '/auth/reset'): Promise<string> {
  const dataDir = process.env.VERDANT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('playwright.config.ts sets VERDANT_E2E_DATA_DIR for the e2e server');
  const outbox = await SqliteMailOutbox.open({ file: join(dataDir, 'mail.sqlite') });
  const pattern = new RegExp(`https?://\\S+${page}\\?token=\\S+`);
  try {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const link = (await outbox.list({ to: email }))
        .map((mail) => mail.text.match(pattern)?.[0])
        .find((found) => found !== undefined);
      if (link) {
        const { pathname, search } = new URL(link);
        return `${pathname}${search}`;
      }
      if (Date.now() > deadline) throw new Error(`no ${page} link mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await outbox.close();
  }
}

/** The verification link of the welcome mail. */
export const verificationLinkFor = (email: string) => newestLinkMailed(email, '/auth/verify');

/** The link of the newest password reset mail. */
export const resetLinkFor = (email: string) => newestLinkMailed(email, '/auth/reset');

/** Waits until the mail queue has written a mail with this subject to this address. */
export async function mailWritten(email: string, subject: string): Promise<void> {
  const dataDir = process.env.VERDANT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('playwright.config.ts sets VERDANT_E2E_DATA_DIR for the e2e server');
  const outbox = await SqliteMailOutbox.open({ file: join(dataDir, 'mail.sqlite') });
  try {
    const deadline = Date.now() + MAIL_WAIT_MS;
    while (!(await outbox.list({ to: email })).some((mail) => mail.subject === subject)) {
      if (Date.now() > deadline) throw new Error(`no mail “${subject}” written to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await outbox.close();
  }
}
