import { containsIgnoringCase, type ReadModels } from '@verdant/platform';
import { type CategoryView, categoriesProjection } from '@verdant/projections/catalog/categories';

const categoriesReadModel = (readModels: ReadModels) =>
  readModels.collection<CategoryView>(categoriesProjection, 'categories');

/** A category as the apps see it. */
const toCategory = (view: CategoryView) => ({
  id: view._id,
  name: view.name,
  slug: view.slug,
  description: view.description,
  imageUrl: view.imageUrl,
});

/** The shop's categories, as the storefront and the back office list them. */
export class CategoryQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** Every category, in the order the shop created them ('Shop by Category'). */
  async categoriesInShopOrder() {
    const categories = await categoriesReadModel(this.readModels);
    return (await categories.find({}, { sort: { createdSequence: 1 } })).map(toCategory);
  }

  /** Admin > Categories: names containing the search, newest first. */
  async categoriesForAdmin(search: string) {
    const categories = await categoriesReadModel(this.readModels);
    const filter = search ? { name: containsIgnoringCase(search) } : {};
    const views = await categories.find(filter, { sort: { createdAt: -1, createdSequence: -1 } });
    return views.map((view) => ({ ...toCategory(view), createdAt: view.createdAt }));
  }

  /** The ids of the categories these slugs name; a slug that names none is left out. */
  async categoryIdsBySlug(slugs: readonly string[]) {
    const categories = await (await categoriesReadModel(this.readModels)).find({ slug: { $in: [...slugs] } });
    return categories.map((category) => category._id);
  }
}
