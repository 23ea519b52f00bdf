import { productStreamId } from '@verdant/domain/catalog/product';
import type { Shop } from '../shop';
import { airPurifyingPlants } from './demo-plants/air-purifying';
import { cactusPlants } from './demo-plants/cactus';
import type { DemoPlant } from './demo-plants/demo-plant';
import { indoorPlants } from './demo-plants/indoor-plants';
import { petFriendlyPlants } from './demo-plants/pet-friendly';
import { snakePlants } from './demo-plants/snake';
import { succulentPlants } from './demo-plants/succulents';
import { createOnce, demoId, seedContext } from './demo-seeding';

/** Every demo plant, by the slug of the category it is shown in, in the order they are created. */
export const demoPlantsByCategory: Readonly<Record<string, readonly DemoPlant[]>> = {
  succulents: succulentPlants,
  cactus: cactusPlants,
  snake: snakePlants,
  'indoor-plants': indoorPlants,
  'air-purifying': airPurifyingPlants,
  'pet-friendly': petFriendlyPlants,
};

/** Every demo plant is a live plant: HSN 0602, exempt from GST (docs/gst.md gives the sources). */
const LIVE_PLANT_TAX = { hsn: '0602', gstRate: 'exempt' };

/**
 * Creates the demo plants through the product commands, one after the other, so the order never varies;
 * those an earlier run created are left as they are. Answers how many it created.
 */
export async function seedDemoProducts(
  shop: Shop,
  categoryIds: ReadonlyMap<string, string>,
): Promise<number> {
  let created = 0;
  for (const [categorySlug, plants] of Object.entries(demoPlantsByCategory)) {
    const categoryId = categoryIds.get(categorySlug);
    if (categoryId === undefined) throw new Error(`demo category '${categorySlug}' was not created`);
    for (const { imageAlt, variants, ...plant } of plants) {
      const productId = demoId('product', plant.slug);
      const product = {
        ...plant,
        tags: [...plant.tags],
        categoryId,
        mainImageUrl: `/images/plants/${plant.slug}.svg`,
        mainImageAlt: imageAlt,
        gallery: [],
      };
      if (
        await createOnce(shop, productStreamId(productId), () =>
          shop.catalogue.products.create(product, variants, seedContext(), {
            productId,
            tax: LIVE_PLANT_TAX,
          }),
        )
      )
        created += 1;
    }
  }
  return created;
}
