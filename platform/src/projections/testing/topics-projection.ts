import type { StoredDocument } from '../../read-store/read-store';
import type { TopicEvent } from '../../testing/test-domain';
import { documentProjection } from '../document-projection';

export interface TopicView extends StoredDocument {
  name: string;
  slug: string;
  createdAt: string;
  updatedAt: string;
  /** Log position of the creation: orders topics created within the same millisecond. */
  createdSequence: number;
}

/** The topics as a read model: the projection the platform's runner tests feed, a document per topic. */
export const topicsProjection = documentProjection<TopicEvent, TopicView>({
  name: 'topics',
  version: 1,
  collection: 'topics',
  indexes: [{ keys: { slug: 1 } }, { keys: { createdAt: -1 } }],
  handles: ['TopicCreated', 'TopicRenamed', 'TopicDeleted'],
  documentId: (event) => event.data.topicId,
  evolve(topic, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'TopicCreated': {
        const { topicId, name, slug } = event.data;
        return {
          _id: topicId,
          name,
          slug,
          createdAt: at,
          updatedAt: at,
          createdSequence: Number(event.position),
        };
      }
      case 'TopicRenamed': {
        const { name, slug } = event.data;
        return topic && { ...topic, name, slug, updatedAt: at };
      }
      case 'TopicDeleted':
        return null;
    }
  },
});
