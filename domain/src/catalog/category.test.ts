import { describe, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import { CATEGORY_NOT_FOUND, type CategoryEvent, categoryDecider } from './category';

const spec = deciderSpecification(categoryDecider);
const categoryId = 'c-1';

const succulents: CategoryEvent = {
  type: 'CategoryCreated',
  data: {
    categoryId,
    name: 'Succulents',
    slug: 'succulents',
    description: 'Thrive on neglect',
    imageUrl: null,
  },
};
const deleted: CategoryEvent = { type: 'CategoryDeleted', data: { categoryId, slug: 'succulents' } };

describe('category', () => {
  describe('create', () => {
    it('records a new category with trimmed fields and blank optional fields as null', () => {
      spec
        .given([])
        .when({
          type: 'CreateCategory',
          data: { categoryId, name: '  Succulents ', slug: 'succulents', description: '   ', imageUrl: '' },
        })
        .thenEvents([
          {
            type: 'CategoryCreated',
            data: { categoryId, name: 'Succulents', slug: 'succulents', description: null, imageUrl: null },
          },
        ]);
    });

    it('refuses a missing name and slug, naming each field', () => {
      spec
        .given([])
        .when({
          type: 'CreateCategory',
          data: { categoryId, name: ' ', slug: '', description: null, imageUrl: null },
        })
        .thenRefused('invalid', 'Name is required', { name: 'Name is required', slug: 'Slug is required' });
    });

    it('refuses a slug that is not lowercase words joined by hyphens', () => {
      spec
        .given([])
        .when({
          type: 'CreateCategory',
          data: { categoryId, name: 'Air', slug: 'Air Purifying', imageUrl: null },
        })
        .thenRefused('invalid', 'Slug may contain only lowercase letters, numbers and single hyphens');
    });

    it('refuses an image that is neither a web address nor an upload', () => {
      spec
        .given([])
        .when({
          type: 'CreateCategory',
          data: { categoryId, name: 'Cactus', slug: 'cactus', imageUrl: 'javascript:alert(1)' },
        })
        .thenRefused('invalid', 'Image URL must be a web address (https://...) or an uploaded image');
    });

    it('refuses to create the same category twice', () => {
      spec
        .given([succulents])
        .when({ type: 'CreateCategory', data: { categoryId, name: 'Succulents', slug: 'succulents' } })
        .thenRefused('conflict', 'This category already exists');
    });
  });

  describe('edit', () => {
    it('records the new details and the slug they replace', () => {
      spec
        .given([succulents])
        .when({
          type: 'EditCategory',
          data: {
            categoryId,
            name: 'Succulents & Cacti',
            slug: 'succulents-cacti',
            description: 'Sun lovers',
          },
        })
        .thenEvents([
          {
            type: 'CategoryEdited',
            data: {
              categoryId,
              name: 'Succulents & Cacti',
              slug: 'succulents-cacti',
              description: 'Sun lovers',
              imageUrl: null,
              previousSlug: 'succulents',
            },
          },
        ]);
    });

    it('records nothing when nothing changed', () => {
      spec
        .given([succulents])
        .when({
          type: 'EditCategory',
          data: {
            categoryId,
            name: 'Succulents',
            slug: 'succulents',
            description: 'Thrive on neglect',
            imageUrl: '',
          },
        })
        .thenNothingHappens();
    });

    it('refuses to edit a category that was deleted', () => {
      spec
        .given([succulents, deleted])
        .when({ type: 'EditCategory', data: { categoryId, name: 'Succulents', slug: 'succulents' } })
        .thenRefused('not_found', CATEGORY_NOT_FOUND);
    });
  });

  describe('delete', () => {
    it('records the deletion with the slug it frees', () => {
      spec.given([succulents]).when({ type: 'DeleteCategory', data: { categoryId } }).thenEvents([deleted]);
    });

    it('refuses to delete a category that does not exist', () => {
      spec
        .given([])
        .when({ type: 'DeleteCategory', data: { categoryId } })
        .thenRefused('not_found', CATEGORY_NOT_FOUND);
    });

    it('refuses to delete a category twice', () => {
      spec
        .given([succulents, deleted])
        .when({ type: 'DeleteCategory', data: { categoryId } })
        .thenRefused('not_found', CATEGORY_NOT_FOUND);
    });
  });
});
