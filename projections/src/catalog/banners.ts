import type { BannerEvent } from '@verdant/domain/catalog/banner';
import type { StoredDocument } from '@verdant/infrastructure/read-store/read-store';
import type { Projection } from '../projection';

export interface BannerView extends StoredDocument {
  title: string;
  imageUrl: string;
  linkUrl: string | null;
  displayOrder: number;
  isActive: boolean;
  createdAt: string;
  updatedAt: string;
  /** Log position of the creation: keeps banners with the same display order in a stable order. */
  createdSequence: number;
}

/** Every banner: the home page's carousel shows the active ones by display order, the admin table all. */
export const bannersProjection: Projection<BannerEvent> = {
  name: 'banners',
  version: 1,
  handles: ['BannerCreated', 'BannerEdited', 'BannerActivated', 'BannerDeactivated', 'BannerDeleted'],
  collections: {
    banners: [{ keys: { displayOrder: 1 } }, { keys: { isActive: 1 } }],
  },
  async apply(event, collections) {
    const banners = collections.collection<BannerView>('banners');
    const at = event.metadata.at;
    switch (event.type) {
      case 'BannerCreated': {
        const { bannerId, title, imageUrl, linkUrl, displayOrder, active } = event.data;
        await banners.upsert({
          _id: bannerId,
          title,
          imageUrl,
          linkUrl,
          displayOrder,
          isActive: active,
          createdAt: at,
          updatedAt: at,
          createdSequence: Number(event.position),
        });
        return;
      }
      case 'BannerEdited': {
        const { bannerId, title, imageUrl, linkUrl, displayOrder } = event.data;
        await banners.updateOne(
          { _id: bannerId },
          { $set: { title, imageUrl, linkUrl, displayOrder, updatedAt: at } },
        );
        return;
      }
      case 'BannerActivated':
        await banners.updateOne({ _id: event.data.bannerId }, { $set: { isActive: true, updatedAt: at } });
        return;
      case 'BannerDeactivated':
        await banners.updateOne({ _id: event.data.bannerId }, { $set: { isActive: false, updatedAt: at } });
        return;
      case 'BannerDeleted':
        await banners.deleteOne({ _id: event.data.bannerId });
        return;
    }
  },
};
