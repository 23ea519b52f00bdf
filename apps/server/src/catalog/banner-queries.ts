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

/** The home page's banners, and the back office's. */
export class BannerQueries {
  constructor(private readonly readModels: ReadModels) {}

  /** The home page carousel: the active banners by display order. */
  async activeBanners() {
    const banners = await bannersReadModel(this.readModels);
    return (await banners.find({ isActive: true }, { sort: BY_DISPLAY_ORDER })).map(toBanner);
  }

  /** Admin > Banners: every banner, shown or not, by display order. */
  async allBanners() {
    const banners = await bannersReadModel(this.readModels);
    return (await banners.find({}, { sort: BY_DISPLAY_ORDER })).map(toBanner);
  }
}
