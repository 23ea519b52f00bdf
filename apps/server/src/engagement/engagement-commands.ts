import { randomUUID } from 'node:crypto';
import { backInStockDecider, backInStockStreamId } from '@verdant/domain/engagement/back-in-stock';
import { contactMessageDecider, contactMessageStreamId } from '@verdant/domain/engagement/contact-message';
import {
  correspondentDecider,
  correspondentStreamId,
  correspondentSubjectId,
} from '@verdant/domain/engagement/correspondent';
import type { ContactMessageInput } from '@verdant/domain/engagement/engagement-rules';
import { newsletterDecider, newsletterStreamId } from '@verdant/domain/engagement/newsletter-subscription';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
  type MailOutbox,
  type PersonalDataKeys,
  type ReadModels,
} from '@verdant/platform';
import type { EmailFingerprinter } from '@verdant/platform/identity';
import { soldOutPlant } from './back-in-stock';
import { CorrespondentErasure } from './correspondent-erasure';

/**
 * The contact form, the newsletter box and 'Notify me when it's back': every message, subscription and wait
 * is kept as an event, sealed with the key of the sender's email, so that erasing the email erases them all.
 */
export class EngagementCommands {
  readonly #erasure: CorrespondentErasure;

  constructor(
    private readonly eventSourcing: EventSourcing,
    private readonly fingerprints: EmailFingerprinter,
    personalDataKeys: PersonalDataKeys,
    readModels: ReadModels,
    mailOutbox: MailOutbox,
  ) {
    this.#erasure = new CorrespondentErasure({
      eventSourcing,
      fingerprints,
      personalDataKeys,
      readModels,
      mailOutbox,
    });
  }

  async sendContactMessage(input: ContactMessageInput, context: CommandContext) {
    const messageId = randomUUID();
    const dataSubjectId = await this.#dataSubjectOf(this.fingerprints.fingerprint(input.email));
    return handleCommand(
      this.eventSourcing,
      contactMessageDecider,
      contactMessageStreamId(messageId),
      { type: 'SendContactMessage', data: { messageId, dataSubjectId, ...input } },
      context,
    );
  }

  /** One subscription per email, found by the email's keyed fingerprint, so subscribing twice is harmless. */
  async subscribe(email: string, context: CommandContext) {
    const subscriberId = this.fingerprints.fingerprint(email);
    const dataSubjectId = await this.#dataSubjectOf(subscriberId);
    return handleCommand(
      this.eventSourcing,
      newsletterDecider,
      newsletterStreamId(subscriberId),
      { type: 'Subscribe', data: { subscriberId, dataSubjectId, email } },
      context,
    );
  }

  /** 'Notify me when it's back': one wait per email for a sold-out plant, told once when it is back. */
  async askForBackInStock(productId: string, email: string, context: CommandContext) {
    await soldOutPlant(this.eventSourcing, productId);
    const emailFingerprint = this.fingerprints.fingerprint(email);
    const dataSubjectId = await this.#dataSubjectOf(emailFingerprint);
    return handleCommand(
      this.eventSourcing,
      backInStockDecider,
      backInStockStreamId(productId),
      {
        type: 'AskToBeTold',
        data: { productId, requestId: randomUUID(), emailFingerprint, dataSubjectId, email },
      },
      context,
    );
  }

  /** Erases what the email sent the shop, its messages and subscription, whether it has an account or not. */
  eraseEmail(email: string, context: CommandContext) {
    return this.#erasure.erase(email, context);
  }

  async #dataSubjectOf(emailFingerprint: string) {
    const correspondent = correspondentStreamId(emailFingerprint);
    const { state } = await loadAggregate(this.eventSourcing, correspondentDecider, correspondent);
    return correspondentSubjectId(emailFingerprint, state);
  }
}
