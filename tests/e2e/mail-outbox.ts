import { join } from 'node:path';
import { SqliteMailOutbox } from '@verdant/infrastructure/mail/sqlite-mail-outbox';

/** How long the mail queue may take to write a welcome mail after the sign-up. */
const MAIL_WAIT_MS = 5_000;

/**
 * The path and query of the newest verification link mailed to this address, read from the e2e server's
 * outbox once the mail queue has written it.
 */
export async function verificationLinkFor(email: string): Promise<string> {
  const dataDir = process.env.VERDANT_E2E_DATA_DIR;
  if (!dataDir) throw new Error('playwright.config.ts sets VERDANT_E2E_DATA_DIR for the e2e server');
  const outbox = await SqliteMailOutbox.open({ file: join(dataDir, 'mail.sqlite') });
  try {
    const deadline = Date.now() + MAIL_WAIT_MS;
    for (;;) {
      const [welcome] = await outbox.list({ to: email });
      const link = welcome?.text.match(/https?:\/\/\S+\/auth\/verify\?token=\S+/)?.[0];
      if (link) {
        const { pathname, search } = new URL(link);
        return `${pathname}${search}`;
      }
      if (Date.now() > deadline) throw new Error(`no verification link mailed to ${email}`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  } finally {
    await outbox.close();
  }
}
