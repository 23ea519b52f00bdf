import {
  correspondentDecider,
  correspondentStreamId,
  correspondentSubjectId,
} from '@verdant/domain/engagement/correspondent';
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
import { olderContactMessagesFrom } from './older-contact-messages';

export interface CorrespondentErasureDependencies {
  eventSourcing: EventSourcing;
  fingerprints: EmailFingerprinter;
  personalDataKeys: PersonalDataKeys;
  readModels: ReadModels;
  /** Mail written to the email (a plant back in stock) is filed under its key, and overwritten with it. */
  mailOutbox: Pick<MailOutbox, 'forgetMailOf'>;
}

/**
 * Makes every contact message, newsletter subscription and wait for a plant of an email unreadable, and the
 * mail written to it overwritten: the email's one key goes,
 * and the keys of its older messages, each sealed alone. The erasure is recorded first and names every key,
 * so running it again deletes whatever an interrupted run left.
 */
export class CorrespondentErasure {
  constructor(private readonly deps: CorrespondentErasureDependencies) {}

  /** `erased` is false when the email had sent nothing that could still be read. */
  async erase(email: string, context: CommandContext) {
    const { eventSourcing, personalDataKeys } = this.deps;
    const emailFingerprint = this.deps.fingerprints.fingerprint(email);
    const streamId = correspondentStreamId(emailFingerprint);
    const olderMessageIds = await olderContactMessagesFrom(this.deps, email);
    const { state } = await loadAggregate(eventSourcing, correspondentDecider, streamId);
    const keyInUse = (await personalDataKeys.find(correspondentSubjectId(emailFingerprint, state))) !== null;
    const erased = keyInUse || olderMessageIds.length > 0;
    const recorded = erased
      ? await handleCommand(
          eventSourcing,
          correspondentDecider,
          streamId,
          { type: 'EraseCorrespondent', data: { emailFingerprint, olderMessageIds } },
          context,
        )
      : { position: null, state };
    for (const subjectId of recorded.state.erasedSubjectIds) {
      await personalDataKeys.erase(subjectId);
      await this.deps.mailOutbox.forgetMailOf(subjectId);
    }
    return { erased, position: recorded.position };
  }
}
