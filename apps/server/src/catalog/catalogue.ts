import type { EventSourcing, ReadModels } from '@verdant/platform';
import { BannerCommands } from './banner-commands';
import { BannerQueries } from './banner-queries';
import { CategoryCommands } from './category-commands';
import { CategoryQueries } from './category-queries';
import { ListingQueries } from './listing-queries';
import { ProductCommands } from './product-commands';
import { ProductHistory } from './product-history';
import { ProductQueries } from './product-queries';

/** The catalogue: its categories, its plants and the home page's banners; commands, and what it shows. */
export interface Catalogue {
  categories: CategoryCommands;
  products: ProductCommands;
  banners: BannerCommands;
  queries: {
    categories: CategoryQueries;
    products: ProductQueries;
    listing: ListingQueries;
    banners: BannerQueries;
    productHistory: ProductHistory;
  };
}

export const openCatalogue = (eventSourcing: EventSourcing, readModels: ReadModels): Catalogue => ({
  categories: new CategoryCommands(eventSourcing),
  products: new ProductCommands(eventSourcing),
  banners: new BannerCommands(eventSourcing),
  queries: {
    categories: new CategoryQueries(readModels),
    products: new ProductQueries(readModels),
    listing: new ListingQueries(readModels),
    banners: new BannerQueries(readModels),
    productHistory: new ProductHistory(eventSourcing),
  },
});
