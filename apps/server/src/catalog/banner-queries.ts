import type { ReadModels } from '@verdant/platform';
import { type BannerView, bannersProjection } from '@verdant/projections/catalog/banners';

const bannersReadModel = (readModels: ReadModels) =>
  readModels.collection<BannerView>(bannersProjection, 'banners');

const BY_DISPLAY_ORDER = { displayOrder: 1, createdSequence: 1 } as const;

const toBanner = (banner: BannerView) => ({
  id: banner._id,
  title: banner.title,
  imageUrl: banner.imageUrl,
  linkUrl: banner.linkUrl,
  displayOrder: banner.displayOrder,
  isActive: banner.isActive,
});

/** The home page carousel: the active banners by display order. */
export async function activeBanners(readModels: ReadModels) {
  const banners = await bannersReadModel(readModels);
  return (await banners.find({ isActive: true }, { sort: BY_DISPLAY_ORDER })).map(toBanner);
}

/** Admin > Banners: every banner, shown or not, by display order. */
export async function allBanners(readModels: ReadModels) {
  const banners = await bannersReadModel(readModels);
  return (await banners.find({}, { sort: BY_DISPLAY_ORDER })).map(toBanner);
}
