import type { CategoryEvent } from '@verdant/domain/catalog/category';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

export interface CategoryView extends StoredDocument {
  name: string;
  slug: string;
  description: string | null;
  imageUrl: string | null;
  createdAt: string;
  updatedAt: string;
  /** Log position of the creation: orders categories created within the same millisecond. */
  createdSequence: number;
}

/** The shop's categories, for the storefront's 'Shop by Category' and the admin Categories screen. */
export const categoriesProjection: Projection<CategoryEvent> = {
  name: 'categories',
  version: 1,
  handles: ['CategoryCreated', 'CategoryEdited', 'CategoryDeleted'],
  collections: {
    // Not unique: the slug reservation guarantees uniqueness at every moment, while a replay after a crash
    // briefly brings back an older holder of a slug that a newer category holds now.
    categories: [{ keys: { slug: 1 } }, { keys: { createdAt: -1 } }],
  },
  async apply(event, collections) {
    const categories = collections.collection<CategoryView>('categories');
    switch (event.type) {
      case 'CategoryCreated': {
        const { categoryId, name, slug, description, imageUrl } = event.data;
        await categories.upsert({
          _id: categoryId,
          name,
          slug,
          description,
          imageUrl,
          createdAt: event.metadata.at,
          updatedAt: event.metadata.at,
          createdSequence: Number(event.position),
        });
        return;
      }
      case 'CategoryEdited': {
        const { categoryId, name, slug, description, imageUrl } = event.data;
        await categories.updateOne(
          { _id: categoryId },
          { $set: { name, slug, description, imageUrl, updatedAt: event.metadata.at } },
        );
        return;
      }
      case 'CategoryDeleted':
        await categories.deleteOne({ _id: event.data.categoryId });
        return;
    }
  },
};
