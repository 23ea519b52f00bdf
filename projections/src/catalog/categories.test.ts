import type { CategoryEvent } from '@verdant/domain/catalog/category';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { categoriesProjection } from './categories';

const spec = projectionSpecification(categoriesProjection);

const created = (categoryId: string, name: string, slug: string): CategoryEvent => ({
  type: 'CategoryCreated',
  data: { categoryId, name, slug, description: null, imageUrl: null },
});

describe('categories read model', () => {
  it('lists a created category with its creation time and order', async () => {
    await spec.given([created('c-1', 'Cactus', 'cactus')]).thenReadModel({
      categories: [
        {
          _id: 'c-1',
          name: 'Cactus',
          slug: 'cactus',
          description: null,
          imageUrl: null,
          createdAt: recordedAt(0),
          updatedAt: recordedAt(0),
          createdSequence: 1,
        },
      ],
    });
  });

  it('shows the edited details and keeps the creation time', async () => {
    await spec
      .given([
        created('c-1', 'Cactus', 'cactus'),
        {
          type: 'CategoryEdited',
          data: {
            categoryId: 'c-1',
            name: 'Cacti',
            slug: 'cacti',
            description: 'Desert dwellers',
            imageUrl: 'https://images.example.com/cacti.jpg',
            previousSlug: 'cactus',
          },
        },
      ])
      .thenReadModel({
        categories: [
          {
            _id: 'c-1',
            name: 'Cacti',
            slug: 'cacti',
            description: 'Desert dwellers',
            imageUrl: 'https://images.example.com/cacti.jpg',
            createdAt: recordedAt(0),
            updatedAt: recordedAt(1),
            createdSequence: 1,
          },
        ],
      });
  });

  it('drops a deleted category, and a new one may take its slug', async () => {
    await spec
      .given([
        created('c-1', 'Cactus', 'cactus'),
        { type: 'CategoryDeleted', data: { categoryId: 'c-1', slug: 'cactus' } },
        created('c-2', 'Cactus', 'cactus'),
      ])
      .thenReadModel({
        categories: [
          {
            _id: 'c-2',
            name: 'Cactus',
            slug: 'cactus',
            description: null,
            imageUrl: null,
            createdAt: recordedAt(2),
            updatedAt: recordedAt(2),
            createdSequence: 3,
          },
        ],
      });
  });
});
