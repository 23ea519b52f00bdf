import { z } from 'zod';
import { type Decider, inSequence } from '../shared/decider';
import { conflict, notFound } from '../shared/domain-error';
import { defineEvent, type EventsOf } from '../shared/event-definition';
import { parseOrRefuse } from '../shared/validation';
import { type BannerEditInput, type BannerInput, bannerEditRules, bannerRules } from './banner-rules';

export const bannerStreamId = (bannerId: string) => `banner-${bannerId}`;
export const BANNER_NOT_FOUND = 'Banner not found';
export const BANNER_EXISTS = 'This banner already exists';

// Event schemas check the shape only, so events recorded under older rules stay readable.
const bannerId = z.string().min(1);
const bannerFields = {
  bannerId,
  title: z.string(),
  imageUrl: z.string(),
  linkUrl: z.string().nullable(),
  displayOrder: z.number().int(),
};

export const BannerCreated = defineEvent('BannerCreated', z.object({ ...bannerFields, active: z.boolean() }));
export const BannerEdited = defineEvent('BannerEdited', z.object(bannerFields));
export const BannerActivated = defineEvent('BannerActivated', z.object({ bannerId }));
export const BannerDeactivated = defineEvent('BannerDeactivated', z.object({ bannerId }));
export const BannerDeleted = defineEvent('BannerDeleted', z.object({ bannerId }));
export const bannerEvents = [
  BannerCreated,
  BannerEdited,
  BannerActivated,
  BannerDeactivated,
  BannerDeleted,
] as const;
export type BannerEvent = EventsOf<typeof bannerEvents>;

export type BannerCommand =
  | { type: 'CreateBanner'; data: { bannerId: string } & BannerInput }
  | { type: 'EditBanner'; data: { bannerId: string } & BannerEditInput }
  /** The banner form: the details and whether the banner shows, decided together. */
  | { type: 'SaveBanner'; data: { bannerId: string; active: boolean } & BannerEditInput }
  | { type: 'ActivateBanner'; data: { bannerId: string } }
  | { type: 'DeactivateBanner'; data: { bannerId: string } }
  | { type: 'DeleteBanner'; data: { bannerId: string } };

export type Banner = z.infer<typeof BannerCreated.schema>;

export type BannerState = { status: 'absent' } | { status: 'deleted' } | ({ status: 'present' } & Banner);

export const bannerDecider: Decider<BannerCommand, BannerEvent, BannerState> = {
  initialState: () => ({ status: 'absent' }),

  decide(command, state) {
    if (command.type === 'CreateBanner') {
      if (state.status !== 'absent') throw conflict(BANNER_EXISTS);
      const banner = parseOrRefuse(bannerRules, command.data);
      return [{ type: 'BannerCreated', data: { bannerId: command.data.bannerId, ...banner } }];
    }
    if (state.status !== 'present') throw notFound(BANNER_NOT_FOUND);
    const { bannerId } = state;
    switch (command.type) {
      case 'EditBanner': {
        const { imageUrl, ...edit } = parseOrRefuse(bannerEditRules, command.data);
        const edited = { bannerId, ...edit, imageUrl: imageUrl ?? state.imageUrl };
        if (sameBanner(state, edited)) return [];
        return [{ type: 'BannerEdited', data: edited }];
      }
      case 'ActivateBanner':
        return state.active ? [] : [{ type: 'BannerActivated', data: { bannerId } }];
      case 'DeactivateBanner':
        return state.active ? [{ type: 'BannerDeactivated', data: { bannerId } }] : [];
      case 'DeleteBanner':
        return [{ type: 'BannerDeleted', data: { bannerId } }];
      case 'SaveBanner': {
        const { active, ...details } = command.data;
        // One decision over both steps: a refused edit leaves the banner shown or hidden as it was.
        return inSequence(bannerDecider).decide(
          [
            { type: 'EditBanner', data: details },
            { type: active ? 'ActivateBanner' : 'DeactivateBanner', data: { bannerId } },
          ],
          state,
        );
      }
    }
  },

  evolve(state, event) {
    switch (event.type) {
      case 'BannerCreated':
        return { status: 'present', ...event.data };
      case 'BannerDeleted':
        return { status: 'deleted' };
    }
    if (state.status !== 'present') return state;
    switch (event.type) {
      case 'BannerEdited':
        return { ...state, ...event.data };
      case 'BannerActivated':
        return { ...state, active: true };
      case 'BannerDeactivated':
        return { ...state, active: false };
    }
  },
};

function sameBanner(current: Banner, next: Omit<Banner, 'active'>): boolean {
  return (
    current.title === next.title &&
    current.imageUrl === next.imageUrl &&
    current.linkUrl === next.linkUrl &&
    current.displayOrder === next.displayOrder
  );
}
