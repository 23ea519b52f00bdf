import type { ContactMessageEvent } from '@verdant/domain/engagement/contact-message';
import type { CorrespondentEvent } from '@verdant/domain/engagement/correspondent';
import { projectionSpecification } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { olderContactMessagesProjection } from './older-contact-messages';

const spec = projectionSpecification(olderContactMessagesProjection);

const received = (messageId: string, dataSubjectId: string): ContactMessageEvent => ({
  type: 'ContactMessageReceived',
  data: { messageId, dataSubjectId, name: 'Ravi', email: 'ravi@example.in', subject: 'Hi', message: 'Hello' },
});
const erased = (olderMessageIds: string[]): CorrespondentEvent => ({
  type: 'CorrespondentErased',
  data: { emailFingerprint: 'f-1', dataSubjectId: 'f-1', olderMessageIds },
});

describe('older contact messages read model', () => {
  it('lists the messages sealed with a key of their own, and not those sealed with their sender’s', async () => {
    await spec.given([received('m-1', 'm-1'), received('m-2', 'f-1')]).thenReadModel({
      older_contact_messages: [{ _id: 'm-1' }],
    });
  });

  it('takes out the messages an erasure of their sender named', async () => {
    await spec
      .given([received('m-1', 'm-1'), received('m-2', 'm-2'), erased(['m-1'])])
      .thenReadModel({ older_contact_messages: [{ _id: 'm-2' }] });
  });
});
