import { categoryStreamId } from '@verdant/domain/catalog/category';
import type { CategoryDetailsInput } from '@verdant/domain/catalog/category-rules';
import type { Logger } from '@verdant/platform';
import type { Shop } from '../shop';
import { seedDemoBanners } from './demo-banners';
import { seedDemoProducts } from './demo-products';
import { createOnce, demoId, seedContext, seedingDue } from './demo-seeding';

/** The categories a new shop opens with; the plant finder's recommendations land on these slugs. */
export const demoCategories: readonly CategoryDetailsInput[] = [
  {
    name: 'Succulents',
    slug: 'succulents',
    description:
      'Plump, water-storing leaves that forgive a missed watering. Perfect for sunny sills and busy lives.',
  },
  {
    name: 'Cactus',
    slug: 'cactus',
    description:
      'Sculptural desert plants for your brightest spot. Water sparingly and let the soil dry out.',
  },
  {
    name: 'Snake Plants',
    slug: 'snake',
    description:
      'Upright, architectural and nearly indestructible. Happy in low light and fine with little water.',
  },
  {
    name: 'Indoor Plants',
    slug: 'indoor-plants',
    description:
      'Lush foliage to turn any room into an urban jungle, from trailing pothos to statement monsteras.',
  },
  {
    name: 'Air Purifying',
    slug: 'air-purifying',
    description: 'Hard-working greens that help freshen the air in bedrooms, living rooms and offices.',
  },
  {
    name: 'Pet-Friendly',
    slug: 'pet-friendly',
    description:
      'Non-toxic plants that are safe around curious cats and dogs, so everyone at home can share the jungle.',
  },
];

/**
 * On the first start (an empty event log) the demo categories and plants are created the way an admin would
 * create them: through commands, in a fixed order (categories first: the plants name theirs), so they exist
 * as events like everything else. The banners too; their artwork, like the plants', is bundled with the
 * storefront (/images/banners/). Each has a fixed id, so a seed that stopped halfway resumes where it
 * stopped on the next start, creating what is missing and nothing twice.
 */
export async function seedDemoCatalog(shop: Shop, logger: Logger): Promise<void> {
  if (!(await seedingDue(shop))) return;
  const startedAt = performance.now();
  const categoryIds = new Map<string, string>();
  let categories = 0;
  for (const category of demoCategories) {
    const categoryId = demoId('category', category.slug);
    const created = await createOnce(shop, categoryStreamId(categoryId), () =>
      shop.catalogue.categories.create(category, seedContext(), categoryId),
    );
    if (created) categories += 1;
    categoryIds.set(category.slug, categoryId);
  }
  const products = await seedDemoProducts(shop, categoryIds);
  const banners = await seedDemoBanners(shop);
  if (categories + products + banners === 0) return;
  logger.info(
    { categories, products, banners, ms: Math.round(performance.now() - startedAt) },
    'demo catalogue created',
  );
}
