import { z } from 'zod';
import type { Decider } from '../shared/decider';
import { conflict, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import {
  type CategoryDetails,
  type CategoryDetailsInput,
  categoryDetailsRules,
  slugPattern,
} from './category-rules';

export const categoryStreamId = (categoryId: string) => `category-${categoryId}`;
export const CATEGORY_SLUG_SCOPE = 'category-slug';
export const CATEGORY_SLUG_TAKEN = 'A category with this slug already exists';
export const CATEGORY_NOT_FOUND = 'Category not found';

const categoryFields = {
  categoryId: z.string().min(1),
  name: z.string().min(1),
  slug: z.string().regex(slugPattern),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
};

export const CategoryCreated = defineEvent('CategoryCreated', z.object(categoryFields));
export const CategoryEdited = defineEvent(
  'CategoryEdited',
  z.object({ ...categoryFields, previousSlug: z.string().regex(slugPattern) }),
);
export const CategoryDeleted = defineEvent(
  'CategoryDeleted',
  z.object({ categoryId: z.string().min(1), slug: z.string().regex(slugPattern) }),
);
export const categoryEvents = [CategoryCreated, CategoryEdited, CategoryDeleted] as const;
export type CategoryEvent = EventsOf<typeof categoryEvents>;

export type CategoryCommand =
  | { type: 'CreateCategory'; data: { categoryId: string } & CategoryDetailsInput }
  | { type: 'EditCategory'; data: { categoryId: string } & CategoryDetailsInput }
  | { type: 'DeleteCategory'; data: { categoryId: string } };

export type CategoryState =
  | { status: 'absent' }
  | ({ status: 'active'; categoryId: string } & CategoryDetails)
  | { status: 'deleted'; categoryId: string };

export const categoryDecider: Decider<CategoryCommand, CategoryEvent, CategoryState> = {
  initialState: () => ({ status: 'absent' }),

  decide(command, state) {
    switch (command.type) {
      case 'CreateCategory': {
        if (state.status !== 'absent') throw conflict('This category already exists');
        const details = parseOrRefuse(categoryDetailsRules, command.data);
        return [{ type: 'CategoryCreated', data: { categoryId: command.data.categoryId, ...details } }];
      }
      case 'EditCategory': {
        if (state.status !== 'active') throw notFound(CATEGORY_NOT_FOUND);
        const details = parseOrRefuse(categoryDetailsRules, command.data);
        if (sameDetails(state, details)) return [];
        return [
          {
            type: 'CategoryEdited',
            data: { categoryId: state.categoryId, ...details, previousSlug: state.slug },
          },
        ];
      }
      case 'DeleteCategory': {
        if (state.status !== 'active') throw notFound(CATEGORY_NOT_FOUND);
        return [{ type: 'CategoryDeleted', data: { categoryId: state.categoryId, slug: state.slug } }];
      }
    }
  },

  evolve(_state, event) {
    switch (event.type) {
      case 'CategoryCreated':
      case 'CategoryEdited': {
        const { categoryId, name, slug, description, imageUrl } = event.data;
        return { status: 'active', categoryId, name, slug, description, imageUrl };
      }
      case 'CategoryDeleted':
        return { status: 'deleted', categoryId: event.data.categoryId };
    }
  },
};

function sameDetails(current: CategoryDetails, next: CategoryDetails): boolean {
  return (
    current.name === next.name &&
    current.slug === next.slug &&
    current.description === next.description &&
    current.imageUrl === next.imageUrl
  );
}
