import { randomUUID } from 'node:crypto';
import { contactMessageDecider, contactMessageStreamId } from '@verdant/domain/engagement/contact-message';
import type { ContactMessageInput } from '@verdant/domain/engagement/engagement-rules';
import { newsletterDecider, newsletterStreamId } from '@verdant/domain/engagement/newsletter-subscription';
import type { EmailFingerprinter } from '@verdant/infrastructure/identity/email-fingerprint';
import { type CommandContext, type EventSourcing, handleCommand } from '../command-handling/handle-command';

/** The contact form and the newsletter box: every message and subscription is kept as an event. */
export class EngagementCommands {
  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly fingerprints: EmailFingerprinter,
  ) {}

  sendContactMessage(input: ContactMessageInput, context: CommandContext) {
    const messageId = randomUUID();
    return handleCommand(
      this.eventSourcing,
      contactMessageDecider,
      contactMessageStreamId(messageId),
      { type: 'SendContactMessage', data: { messageId, ...input } },
      context,
    );
  }

  /** One subscription per email, found by the email's keyed fingerprint, so subscribing twice is harmless. */
  subscribe(email: string, context: CommandContext) {
    const subscriberId = this.fingerprints.fingerprint(email);
    return handleCommand(
      this.eventSourcing,
      newsletterDecider,
      newsletterStreamId(subscriberId),
      { type: 'Subscribe', data: { subscriberId, email } },
      context,
    );
  }
}
