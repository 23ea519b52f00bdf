import type { RouterOutputs } from '@verdant/web-kit';

export type Banner = RouterOutputs['admin']['banners']['list'][number];

/** SPEC.md section 9: the size the home page's banner carousel is designed around. */
export const RECOMMENDED_BANNER_SIZE = '300x179';
