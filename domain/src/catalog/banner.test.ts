import { describe, expect, it } from 'vitest';
import { deciderSpecification } from '../shared/testing/decider-specification';
import {
  BANNER_EXISTS,
  BANNER_NOT_FOUND,
  type BannerCommand,
  type BannerEvent,
  bannerDecider,
  bannerEvents,
} from './banner';
import { IMAGE_REQUIRED, INVALID_LINK } from './banner-rules';

const spec = deciderSpecification(bannerDecider);
const bannerId = 'b-1';
const banner = {
  bannerId,
  title: 'Monsoon Sale',
  imageUrl: '/uploads/banners/3f9a.webp',
  linkUrl: '/shop?category=succulents',
  displayOrder: 2,
};
const created: BannerEvent = { type: 'BannerCreated', data: { ...banner, active: true } };
const deactivated: BannerEvent = { type: 'BannerDeactivated', data: { bannerId } };
const deleted: BannerEvent = { type: 'BannerDeleted', data: { bannerId } };

describe('banner', () => {
  describe('create', () => {
    it('records a new banner, active at display order 0 unless told', () => {
      spec
        .given([])
        .when({ type: 'CreateBanner', data: { bannerId, title: 'Monsoon Sale', imageUrl: banner.imageUrl } })
        .thenEvents([
          {
            type: 'BannerCreated',
            data: { ...banner, linkUrl: null, displayOrder: 0, active: true },
          },
        ]);
    });

    it('records the link, display order and inactive state the form gives', () => {
      spec
        .given([])
        .when({ type: 'CreateBanner', data: { ...banner, active: false } })
        .thenEvents([{ type: 'BannerCreated', data: { ...banner, active: false } }]);
    });

    it('refuses a banner without an image or with a link that is not a URL', () => {
      spec
        .given([])
        .when({ type: 'CreateBanner', data: { ...banner, imageUrl: '', linkUrl: 'shop' } })
        .thenRefused('invalid', IMAGE_REQUIRED, { imageUrl: IMAGE_REQUIRED, linkUrl: INVALID_LINK });
    });

    it('refuses to create the same banner twice, even after deleting it', () => {
      spec
        .given([created])
        .when({ type: 'CreateBanner', data: banner })
        .thenRefused('conflict', BANNER_EXISTS);
      spec
        .given([created, deleted])
        .when({ type: 'CreateBanner', data: banner })
        .thenRefused('conflict', BANNER_EXISTS);
    });
  });

  describe('edit', () => {
    const edit = { ...banner, title: 'Diwali Sale', linkUrl: '', displayOrder: 0 };
    const edited: BannerEvent = {
      type: 'BannerEdited',
      data: { ...banner, title: 'Diwali Sale', linkUrl: null, displayOrder: 0 },
    };

    it('records the new title, link and display order', () => {
      spec.given([created]).when({ type: 'EditBanner', data: edit }).thenEvents([edited]);
    });

    it('keeps the current image when no new one is given', () => {
      spec
        .given([created])
        .when({ type: 'EditBanner', data: { ...edit, imageUrl: '' } })
        .thenEvents([edited]);
    });

    it('records a new image', () => {
      const imageUrl = '/uploads/banners/77c1.webp';
      spec
        .given([created])
        .when({ type: 'EditBanner', data: { ...banner, imageUrl } })
        .thenEvents([{ type: 'BannerEdited', data: { ...banner, imageUrl } }]);
    });

    it('records nothing when nothing changed', () => {
      spec.given([created]).when({ type: 'EditBanner', data: banner }).thenNothingHappens();
      spec.given([created, edited]).when({ type: 'EditBanner', data: edit }).thenNothingHappens();
      spec
        .given([created])
        .when({ type: 'EditBanner', data: { ...banner, imageUrl: null } })
        .thenNothingHappens();
    });

    it('refuses an edit that breaks the rules', () => {
      spec
        .given([created])
        .when({ type: 'EditBanner', data: { ...banner, title: '', displayOrder: -1 } })
        .thenRefused('invalid', 'Title is required', {
          title: 'Title is required',
          displayOrder: 'Display order cannot be negative',
        });
    });

    it('refuses to edit a banner that does not exist or was deleted', () => {
      spec.given([]).when({ type: 'EditBanner', data: banner }).thenRefused('not_found', BANNER_NOT_FOUND);
      spec
        .given([created, deleted])
        .when({ type: 'EditBanner', data: banner })
        .thenRefused('not_found', BANNER_NOT_FOUND);
    });
  });

  describe('activate and deactivate', () => {
    it('deactivates an active banner once', () => {
      spec.given([created]).when({ type: 'DeactivateBanner', data: { bannerId } }).thenEvents([deactivated]);
      spec
        .given([created, deactivated])
        .when({ type: 'DeactivateBanner', data: { bannerId } })
        .thenNothingHappens();
    });

    it('activates an inactive banner once', () => {
      const activated: BannerEvent = { type: 'BannerActivated', data: { bannerId } };
      spec
        .given([created, deactivated])
        .when({ type: 'ActivateBanner', data: { bannerId } })
        .thenEvents([activated]);
      spec
        .given([created, deactivated, activated])
        .when({ type: 'ActivateBanner', data: { bannerId } })
        .thenNothingHappens();
      spec.given([created]).when({ type: 'ActivateBanner', data: { bannerId } }).thenNothingHappens();
    });

    it('keeps the active state through an edit', () => {
      spec
        .given([created, deactivated, { type: 'BannerEdited', data: { ...banner, title: 'Diwali Sale' } }])
        .when({ type: 'ActivateBanner', data: { bannerId } })
        .thenEvents([{ type: 'BannerActivated', data: { bannerId } }]);
    });

    it('refuses a banner that does not exist or was deleted', () => {
      spec
        .given([])
        .when({ type: 'ActivateBanner', data: { bannerId } })
        .thenRefused('not_found', BANNER_NOT_FOUND);
      spec
        .given([created, deleted])
        .when({ type: 'DeactivateBanner', data: { bannerId } })
        .thenRefused('not_found', BANNER_NOT_FOUND);
    });
  });

  describe('save the form', () => {
    const save = (data: Partial<typeof banner> & { active: boolean }): BannerCommand => ({
      type: 'SaveBanner',
      data: { ...banner, ...data },
    });

    it('records the new details, then whether the banner shows', () => {
      spec
        .given([created])
        .when(save({ title: 'Diwali Sale', active: false }))
        .thenEvents([{ type: 'BannerEdited', data: { ...banner, title: 'Diwali Sale' } }, deactivated]);
    });

    it('records only what changed', () => {
      spec
        .given([created])
        .when(save({ active: true }))
        .thenNothingHappens();
      spec
        .given([created, deactivated])
        .when(save({ active: true }))
        .thenEvents([{ type: 'BannerActivated', data: { bannerId } }]);
    });

    it('refuses the whole form when the details break the rules, leaving the banner hidden', () => {
      spec
        .given([created, deactivated])
        .when(save({ linkUrl: 'shop', active: true }))
        .thenRefused('invalid', INVALID_LINK, { linkUrl: INVALID_LINK });
    });

    it('refuses a banner that does not exist or was deleted', () => {
      spec
        .given([])
        .when(save({ active: true }))
        .thenRefused('not_found', BANNER_NOT_FOUND);
      spec
        .given([created, deleted])
        .when(save({ active: false }))
        .thenRefused('not_found', BANNER_NOT_FOUND);
    });
  });

  describe('delete', () => {
    it('records the deletion', () => {
      spec.given([created]).when({ type: 'DeleteBanner', data: { bannerId } }).thenEvents([deleted]);
    });

    it('refuses to delete a banner that does not exist, or twice', () => {
      spec
        .given([])
        .when({ type: 'DeleteBanner', data: { bannerId } })
        .thenRefused('not_found', BANNER_NOT_FOUND);
      spec
        .given([created, deleted])
        .when({ type: 'DeleteBanner', data: { bannerId } })
        .thenRefused('not_found', BANNER_NOT_FOUND);
    });
  });

  it('records every event type with every field its schema keeps, so nothing is lost when stored', () => {
    const commands: BannerCommand[] = [
      { type: 'CreateBanner', data: banner },
      { type: 'EditBanner', data: { ...banner, title: 'Diwali Sale' } },
      { type: 'DeactivateBanner', data: { bannerId } },
      { type: 'ActivateBanner', data: { bannerId } },
      { type: 'DeleteBanner', data: { bannerId } },
    ];
    let state = bannerDecider.initialState();
    const recorded: BannerEvent[] = [];
    for (const command of commands) {
      const events = bannerDecider.decide(command, state);
      recorded.push(...events);
      state = events.reduce(bannerDecider.evolve, state);
    }
    expect(new Set(recorded.map((event) => event.type))).toEqual(new Set(bannerEvents.map((e) => e.type)));
    for (const event of recorded) {
      const definition = bannerEvents.find((candidate) => candidate.type === event.type);
      expect(definition?.schema.parse(event.data)).toEqual(event.data);
    }
  });
});
