import { randomUUID } from 'node:crypto';
import type { BannerInput } from '@verdant/domain/catalog/banner-rules';
import type { CommandContext } from '@verdant/platform';
import type { Shop } from '../shop';

/** The home page carousel a new shop opens with; the artwork is bundled with the storefront. */
export const demoBanners: readonly BannerInput[] = [
  {
    title: 'Monsoon care: keep your plants happy in the rains',
    imageUrl: '/images/banners/monsoon-care.svg',
    linkUrl: '/care-guides',
    displayOrder: 0,
  },
  {
    title: 'New arrivals for your urban jungle',
    imageUrl: '/images/banners/new-arrivals.svg',
    linkUrl: '/shop?category=indoor-plants',
    displayOrder: 1,
  },
  {
    title: 'Pet-friendly picks, safe for cats and dogs',
    imageUrl: '/images/banners/pet-friendly-picks.svg',
    linkUrl: '/shop?category=pet-friendly',
    displayOrder: 2,
  },
];

export async function seedDemoBanners(shop: Shop, context: CommandContext): Promise<number> {
  for (const banner of demoBanners)
    await shop.catalogue.banners.create(banner, { ...context, causationId: randomUUID() });
  return demoBanners.length;
}
