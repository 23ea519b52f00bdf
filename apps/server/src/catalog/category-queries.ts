import { type CategoryView, categoriesProjection } from '@verdant/projections/catalog/categories';
import type { ReadModels } from '@verdant/projections/read-models';

export const categoriesReadModel = (readModels: ReadModels) =>
  readModels.collection<CategoryView>(categoriesProjection, 'categories');

/** A category as the apps see it. */
export const toCategory = (view: CategoryView) => ({
  id: view._id,
  name: view.name,
  slug: view.slug,
  description: view.description,
  imageUrl: view.imageUrl,
});
