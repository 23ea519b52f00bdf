import type { RouterOutputs } from '@verdant/web-kit';

export type ProductCardData = RouterOutputs['products']['list']['products'][number];
export type ProductDetail = RouterOutputs['products']['bySlug'];
