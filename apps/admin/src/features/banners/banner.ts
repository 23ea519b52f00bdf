import type { RouterOutputs } from '@verdant/web-kit';

export type Banner = RouterOutputs['admin']['banners']['list'][number];

/** The size the home page's banner carousel is designed around. */
export const RECOMMENDED_BANNER_SIZE = '300x179';
