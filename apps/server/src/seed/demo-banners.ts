import { bannerStreamId } from '@verdant/domain/catalog/banner';
import type { BannerInput } from '@verdant/domain/catalog/banner-rules';
import type { Shop } from '../shop';
import { createOnce, demoId, seedContext } from './demo-seeding';

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

/** Creates the demo banners an earlier run did not; answers how many it created. */
export async function seedDemoBanners(shop: Shop): Promise<number> {
  let created = 0;
  for (const banner of demoBanners) {
    const bannerId = demoId('banner', banner.imageUrl);
    const create = () => shop.catalogue.banners.create(banner, seedContext(), bannerId);
    if (await createOnce(shop, bannerStreamId(bannerId), create)) created += 1;
  }
  return created;
}
