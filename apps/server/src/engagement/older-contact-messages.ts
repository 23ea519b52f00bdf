import { type ContactMessageEvent, contactMessageStreamId } from '@verdant/domain/engagement/contact-message';
import { normaliseEmail } from '@verdant/domain/identity/account-rules';
import type { EventSourcing, ReadModels } from '@verdant/platform';
import {
  type OlderContactMessageView,
  olderContactMessagesProjection,
} from '@verdant/projections/engagement/older-contact-messages';

/** How long an erasure waits for the read model to reach the end of the log before giving up. */
const CATCH_UP_MS = 10_000;

/**
 * The messages this email sent when each message was sealed with a key of its own. Their ids are kept in a
 * read model (few, and no more of them are ever written); whose each one is, only opening it tells, since
 * the email was sealed inside.
 */
export async function olderContactMessagesFrom(
  deps: { eventSourcing: EventSourcing; readModels: ReadModels },
  email: string,
): Promise<string[]> {
  const { eventStore, codec } = deps.eventSourcing;
  const head = await eventStore.headPosition();
  if (!(await deps.readModels.waitFor([olderContactMessagesProjection.name], head, CATCH_UP_MS))) {
    throw new Error(
      'The older contact messages are not all read yet; nothing was erased. Try again once the read models have caught up.',
    );
  }
  const messages = await deps.readModels.collection<OlderContactMessageView>(
    olderContactMessagesProjection,
    'older_contact_messages',
  );
  const sender = normaliseEmail(email);
  const found: string[] = [];
  for (const { _id: messageId } of await messages.find({})) {
    for (const recorded of await eventStore.readStream(contactMessageStreamId(messageId))) {
      const { data } = await codec.decode<ContactMessageEvent>(recorded);
      if (data.email !== null && normaliseEmail(data.email) === sender) found.push(messageId);
    }
  }
  return found;
}
