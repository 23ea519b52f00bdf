import type { EventSourcing } from '@verdant/platform';
import { BannerCommands } from './banner-commands';
import { CategoryCommands } from './category-commands';
import { ProductCommands } from './product-commands';

/** The catalogue's commands: its categories, its plants and the home page's banners. */
export interface Catalogue {
  categories: CategoryCommands;
  products: ProductCommands;
  banners: BannerCommands;
}

export const openCatalogue = (eventSourcing: EventSourcing): Catalogue => ({
  categories: new CategoryCommands(eventSourcing),
  products: new ProductCommands(eventSourcing),
  banners: new BannerCommands(eventSourcing),
});
