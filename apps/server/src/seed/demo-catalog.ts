import { randomUUID } from 'node:crypto';
import type { CategoryDetailsInput } from '@verdant/domain/catalog/category-rules';
import type { Logger } from '@verdant/infrastructure/logging/logger';
import type { CommandContext } from '../command-handling/handle-command';
import type { Shop } from '../shop';

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
 * On the first start (an empty event log) the demo categories are created the way an admin would create
 * them: through commands, so they exist as events like everything else.
 */
export async function seedDemoCatalog(shop: Shop, logger: Logger): Promise<void> {
  if ((await shop.stores.eventStore.headPosition()) > 0n) return;
  const context: CommandContext = {
    correlationId: randomUUID(),
    causationId: randomUUID(),
    actor: { userId: null, role: 'system' },
  };
  for (const category of demoCategories) {
    await shop.categories.create(category, { ...context, causationId: randomUUID() });
  }
  logger.info({ categories: demoCategories.length }, 'demo catalogue created');
}
