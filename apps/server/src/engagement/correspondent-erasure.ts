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
}

/**
 * Makes every contact message and newsletter subscription of an email unreadable: the email's one key goes,
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
    for (const subjectId of recorded.state.erasedSubjectIds) await personalDataKeys.erase(subjectId);
    return { erased, position: recorded.position };
  }
}
