import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** An SMTP reply refusing what was sent: 4xx for now, 5xx for good. */
export interface Refusal {
  code: number;
  message: string;
}

/** One message handed over in full: what it said, and how the server answered it. */
export interface HandedOver {
  mail: ParsedMail;
  /** 1 the first time this Message-ID came, 2 the second... */
  tryNumber: number;
  accepted: boolean;
}

/**
 * A real SMTP server on a free loopback port, for tests: it keeps every message handed to it, parsed, and
 * answers as the test tells it (by default it accepts everything). No TLS and no sign-in: SMTP_URL is
 * `smtp://127.0.0.1:{port}`.
 */
export async function startSmtpTestServer() {
  const handedOver: HandedOver[] = [];
  const recipientsRefused: { address: string; refusal: Refusal }[] = [];
  const waiting = new Set<() => void>();
  const answers = {
    recipient: (_address: string): Refusal | null => null,
    message: (_mail: ParsedMail, _tryNumber: number): Refusal | null => null,
  };
  const refused = (refusal: Refusal) =>
    Object.assign(new Error(refusal.message), { responseCode: refusal.code });

  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onRcptTo(address, _session, callback) {
      const refusal = answers.recipient(address.address);
      if (refusal) recipientsRefused.push({ address: address.address, refusal });
      callback(refusal ? refused(refusal) : null);
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          const tryNumber =
            handedOver.filter((earlier) => earlier.mail.messageId === mail.messageId).length + 1;
          const refusal = answers.message(mail, tryNumber);
          handedOver.push({ mail, tryNumber, accepted: refusal === null });
          for (const wake of waiting) wake();
          callback(refusal ? refused(refusal) : null, refusal ? undefined : 'Queued as test message');
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  /** Resolves when the next message is handed over, or after `ms` at the latest. */
  const nextHandOver = (ms: number) =>
    new Promise<void>((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        waiting.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      waiting.add(wake);
    });
  /** The messages accepted so far, in the order they came. */
  const accepted = () => handedOver.filter((each) => each.accepted).map((each) => each.mail);

  return {
    url: `smtp://127.0.0.1:${port}`,
    handedOver,
    recipientsRefused,
    accepted,
    /** How the server answers each recipient, then each message (null accepts it). */
    answer(rules: Partial<typeof answers>) {
      Object.assign(answers, rules);
    },
    /** The first accepted message the test looks for, as soon as it has come. */
    async acceptedMail(matches: (mail: ParsedMail) => boolean, timeoutMs = 10_000): Promise<ParsedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = accepted().find(matches);
        if (mail) return mail;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`no matching mail came within ${timeoutMs} ms`);
        await nextHandOver(left);
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type SmtpTestServer = Awaited<ReturnType<typeof startSmtpTestServer>>;
