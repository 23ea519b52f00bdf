import type { CategoryEvent } from '@verdant/domain/catalog/category';
import { documentProjection, type StoredDocument } from '@verdant/platform';

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
export const categoriesProjection = documentProjection<CategoryEvent, CategoryView>({
  name: 'categories',
  version: 1,
  collection: 'categories',
  // Not unique: the slug reservation guarantees uniqueness at every moment, while a replay after a crash
  // briefly brings back an older holder of a slug that a newer category holds now.
  indexes: [{ keys: { slug: 1 } }, { keys: { createdAt: -1 } }],
  handles: ['CategoryCreated', 'CategoryEdited', 'CategoryDeleted'],
  documentId: (event) => event.data.categoryId,
  evolve(category, event) {
    const at = event.metadata.at;
    switch (event.type) {
      case 'CategoryCreated': {
        const { categoryId, name, slug, description, imageUrl } = event.data;
        return {
          _id: categoryId,
          name,
          slug,
          description,
          imageUrl,
          createdAt: at,
          updatedAt: at,
          createdSequence: Number(event.position),
        };
      }
      case 'CategoryEdited': {
        const { name, slug, description, imageUrl } = event.data;
        return category && { ...category, name, slug, description, imageUrl, updatedAt: at };
      }
      case 'CategoryDeleted':
        return null;
    }
  },
});
