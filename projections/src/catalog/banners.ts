import type { BannerEvent } from '@verdant/domain/catalog/banner';
import { documentProjection, type StoredDocument } from '@verdant/platform';

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
export const bannersProjection = documentProjection<BannerEvent, BannerView>({
  name: 'banners',
  version: 1,
  collection: 'banners',
  indexes: [{ keys: { displayOrder: 1 } }, { keys: { isActive: 1 } }],
  handles: ['BannerCreated', 'BannerEdited', 'BannerActivated', 'BannerDeactivated', 'BannerDeleted'],
  documentId: (event) => event.data.bannerId,
  evolve(banner, event) {
    const at = event.metadata.at;
    if (event.type === 'BannerCreated') {
      const { bannerId, title, imageUrl, linkUrl, displayOrder, active } = event.data;
      return {
        _id: bannerId,
        title,
        imageUrl,
        linkUrl,
        displayOrder,
        isActive: active,
        createdAt: at,
        updatedAt: at,
        createdSequence: Number(event.position),
      };
    }
    if (!banner) return null;
    switch (event.type) {
      case 'BannerEdited': {
        const { title, imageUrl, linkUrl, displayOrder } = event.data;
        return { ...banner, title, imageUrl, linkUrl, displayOrder, updatedAt: at };
      }
      case 'BannerActivated':
        return { ...banner, isActive: true, updatedAt: at };
      case 'BannerDeactivated':
        return { ...banner, isActive: false, updatedAt: at };
      case 'BannerDeleted':
        return null;
    }
  },
});
