import type { BannerEvent } from '@verdant/domain/catalog/banner';
import { projectionSpecification, recordedAt } from '@verdant/platform/testing';
import { describe, it } from 'vitest';
import { type BannerView, bannersProjection } from './banners';

const spec = projectionSpecification(bannersProjection);

const monsoonSale = {
  bannerId: 'b-1',
  title: 'Monsoon Sale',
  imageUrl: '/uploads/monsoon.webp',
  linkUrl: null,
  displayOrder: 1,
};
const created = (bannerId = 'b-1', active = true): BannerEvent => ({
  type: 'BannerCreated',
  data: { ...monsoonSale, bannerId, active },
});
const activated = (bannerId: string): BannerEvent => ({ type: 'BannerActivated', data: { bannerId } });
const deactivated = (bannerId: string): BannerEvent => ({ type: 'BannerDeactivated', data: { bannerId } });
const deleted = (bannerId: string): BannerEvent => ({ type: 'BannerDeleted', data: { bannerId } });

const monsoonSaleView: BannerView = {
  _id: 'b-1',
  title: 'Monsoon Sale',
  imageUrl: '/uploads/monsoon.webp',
  linkUrl: null,
  displayOrder: 1,
  isActive: true,
  createdAt: recordedAt(0),
  updatedAt: recordedAt(0),
  createdSequence: 1,
};

describe('banners read model', () => {
  it('lists a created banner with its creation time and order', async () => {
    await spec.given([created()]).thenReadModel({ banners: [monsoonSaleView] });
  });

  it('lists a banner created inactive as inactive', async () => {
    await spec
      .given([created('b-1', false)])
      .thenReadModel({ banners: [{ ...monsoonSaleView, isActive: false }] });
  });

  it('shows the edited title, image, link and order, keeping the creation time and whether it is active', async () => {
    const edited: BannerEvent = {
      type: 'BannerEdited',
      data: {
        bannerId: 'b-1',
        title: 'Diwali Greens',
        imageUrl: '/uploads/diwali.webp',
        linkUrl: 'https://verdant.example/shop?category=flowering',
        displayOrder: 3,
      },
    };
    await spec.given([created(), edited]).thenReadModel({
      banners: [
        {
          ...monsoonSaleView,
          title: 'Diwali Greens',
          imageUrl: '/uploads/diwali.webp',
          linkUrl: 'https://verdant.example/shop?category=flowering',
          displayOrder: 3,
          updatedAt: recordedAt(1),
        },
      ],
    });
  });

  it('follows deactivation and activation', async () => {
    await spec
      .given([created(), deactivated('b-1')])
      .thenReadModel({ banners: [{ ...monsoonSaleView, isActive: false, updatedAt: recordedAt(1) }] });
    await spec
      .given([created(), deactivated('b-1'), activated('b-1')])
      .thenReadModel({ banners: [{ ...monsoonSaleView, isActive: true, updatedAt: recordedAt(2) }] });
  });

  it('drops a deleted banner and leaves the others alone', async () => {
    await spec.given([created('b-1'), created('b-2'), deleted('b-1')]).thenReadModel({
      banners: [
        {
          ...monsoonSaleView,
          _id: 'b-2',
          createdAt: recordedAt(1),
          updatedAt: recordedAt(1),
          createdSequence: 2,
        },
      ],
    });
  });
});
