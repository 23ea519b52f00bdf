import { bannersProjection } from '@verdant/projections/catalog/banners';
import { catalogueQuery, router } from '../init';

/** The home page's banners, for everyone. */
export const bannersRouter = router({
  /** The carousel: the active banners by display order. */
  active: catalogueQuery(bannersProjection.name).query(({ ctx }) =>
    ctx.shop.catalogue.queries.banners.activeBanners(),
  ),
});
