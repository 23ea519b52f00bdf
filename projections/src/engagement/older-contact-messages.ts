import type { ContactMessageEvent } from '@verdant/domain/engagement/contact-message';
import type { CorrespondentEvent } from '@verdant/domain/engagement/correspondent';
import { documentProjection, type StoredDocument } from '@verdant/platform';

/** Only the message's id: whether it is someone's is known by opening the message. */
export type OlderContactMessageView = StoredDocument;

/**
 * Contact messages recorded when each message was sealed with a key of its own, before senders were keyed by
 * email: an erasure by email finds its older messages here and deletes their keys too, and takes them out.
 * No message recorded since joins them.
 */
export const olderContactMessagesProjection = documentProjection<
  ContactMessageEvent | CorrespondentEvent,
  OlderContactMessageView
>({
  name: 'older-contact-messages',
  version: 1,
  collection: 'older_contact_messages',
  handles: ['ContactMessageReceived', 'CorrespondentErased'],
  documentId: (event) =>
    event.type === 'ContactMessageReceived' ? event.data.messageId : event.data.olderMessageIds,
  evolve(_message, event, messageId) {
    if (event.type === 'CorrespondentErased') return null;
    return event.data.dataSubjectId === messageId ? { _id: messageId } : null;
  },
});
