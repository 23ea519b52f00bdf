import { categoriesProjection } from './catalog/categories';
import type { Projection } from './projection';

/** Every read model the shop keeps. */
export const allProjections: readonly Projection[] = [categoriesProjection];
