import { randomUUID } from 'node:crypto';
import type { CategoryDetailsInput } from '@verdant/domain/catalog/category-rules';
import type { CommandContext, Logger } from '@verdant/platform';
import type { Shop } from '../shop';
import { seedDemoBanners } from './demo-banners';
import { seedDemoProducts } from './demo-products';

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
 * storefront (/images/banners/).
 */
export async function seedDemoCatalog(shop: Shop, logger: Logger): Promise<void> {
  if ((await shop.stores.eventStore.headPosition()) > 0n) return;
  const context: CommandContext = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  };
  const startedAt = performance.now();
  const categoryIds = new Map<string, string>();
  for (const category of demoCategories) {
    const { categoryId } = await shop.catalogue.categories.create(category, {
      ...context,
      causationId: randomUUID(),
    });
    categoryIds.set(category.slug, categoryId);
  }
  const products = await seedDemoProducts(shop, categoryIds, context);
  const banners = await seedDemoBanners(shop, context);
  logger.info(
    { categories: demoCategories.length, products, banners, ms: Math.round(performance.now() - startedAt) },
    'demo catalogue created',
  );
}
