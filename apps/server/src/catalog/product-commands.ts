import { randomUUID } from 'node:crypto';
import { sellingPrice } from '@verdant/domain/catalog/pricing';
import {
  PRODUCT_SLUG_SCOPE,
  PRODUCT_SLUG_TAKEN,
  type Product,
  type ProductCommand,
  productDecider,
  productStreamId,
} from '@verdant/domain/catalog/product';
import {
  type ProductForm,
  type ProductInput,
  productRules,
  type VariantInput,
} from '@verdant/domain/catalog/product-rules';
import { refuseInvalidVariants } from '@verdant/domain/catalog/product-variants';
import { inSequence } from '@verdant/domain/shared/decider';
import { parseOrRefuse } from '@verdant/domain/shared/validation';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  loadAggregate,
} from '../command-handling/handle-command';
import { latestPosition, UniqueValue } from '../command-handling/unique-value';

/** A variant as the product form sends it: with its id when it exists already. */
export type VariantRow = VariantInput & { id?: string };

const productSteps = inSequence(productDecider);

/**
 * The admin product form, turned into the product's commands. A save is several small decisions (details,
 * prices, images, stock, status, featured, each variant); each records only what changed. They are all
 * decided before anything is written and appended together, so a refused save writes nothing. The slug is
 * claimed before the product takes it and released after it moves on.
 */
export class ProductCommands {
  private readonly slugs: UniqueValue;

  constructor(private readonly eventSourcing: EventSourcing) {
    this.slugs = new UniqueValue(eventSourcing, PRODUCT_SLUG_SCOPE, PRODUCT_SLUG_TAKEN, 'slug');
  }

  async create(input: ProductInput, variants: readonly VariantRow[], context: CommandContext) {
    const productId = randomUUID();
    const form = parseOrRefuse(productRules, input);
    refuseInvalidVariants(form, variants);
    const steps: ProductCommand[] = [
      { type: 'CreateProduct', data: { productId, ...input } },
      ...variants.map(
        (variant): ProductCommand => ({
          type: 'AddVariant',
          data: {
            productId,
            variantId: randomUUID(),
            name: variant.name,
            priceAdjustment: variant.priceAdjustment,
          },
        }),
      ),
    ];
    // Decided in memory first, so a refusal comes before the slug is claimed.
    productSteps.decide(steps, null);
    const claimed = await this.slugs.claim(form.slug, productId, context);
    const created = await this.#handle(productId, steps, context).catch(async (error: unknown) => {
      await this.slugs.release(form.slug, productId, context);
      throw error;
    });
    return { productId, position: latestPosition(claimed.position, created.position) };
  }

  async save(
    productId: string,
    input: ProductInput,
    variants: readonly VariantRow[],
    context: CommandContext,
  ) {
    const form = parseOrRefuse(productRules, input);
    refuseInvalidVariants(form, variants);
    const { state: current } = await loadAggregate(
      this.eventSourcing,
      productDecider,
      productStreamId(productId),
    );
    const steps = saveSteps(productId, form, input, current, variants);
    // Decided in memory first, so a refusal comes before the slug is claimed.
    productSteps.decide(steps, current);
    const claimed = await this.slugs.claim(form.slug, productId, context);
    const saved = await this.#handle(productId, steps, context).catch(async (error: unknown) => {
      // Nothing of the product was written: a slug claimed for this save goes back.
      if (claimed.events.length > 0) await this.slugs.release(form.slug, productId, context);
      throw error;
    });
    let position = latestPosition(claimed.position, saved.position);
    for (const event of saved.events) {
      if (event.type === 'ProductDetailsEdited' && event.data.previousSlug !== event.data.slug) {
        const released = await this.slugs.release(event.data.previousSlug, productId, context);
        position = latestPosition(position, released.position);
      }
    }
    return { position };
  }

  archive(productId: string, context: CommandContext) {
    return this.#handle(
      productId,
      [{ type: 'ChangeProductStatus', data: { productId, status: 'archived' } }],
      context,
    );
  }

  #handle(productId: string, steps: readonly ProductCommand[], context: CommandContext) {
    return handleCommand(this.eventSourcing, productSteps, productStreamId(productId), steps, context);
  }
}

/**
 * The commands of one save. The decider checks each variant at the price of the moment, so a falling price
 * comes after the variants change and a rising one before: no step then sees a variant below ₹0 that the
 * saved form does not have.
 */
function saveSteps(
  productId: string,
  form: ProductForm,
  input: ProductInput,
  current: Product | null,
  variants: readonly VariantRow[],
): ProductCommand[] {
  const pricing: ProductCommand = {
    type: 'PriceProduct',
    data: { productId, basePrice: form.basePrice, salePrice: form.salePrice },
  };
  const variantSteps = variantChanges(productId, current?.variants ?? [], variants);
  const cheaper = current !== null && sellingPrice(form) < sellingPrice(current);
  return [
    { type: 'EditProductDetails', data: { productId, ...input } },
    {
      type: 'SetProductImages',
      data: {
        productId,
        mainImageUrl: form.mainImageUrl,
        mainImageAlt: form.mainImageAlt,
        gallery: form.gallery,
      },
    },
    { type: 'ChangeStockStatus', data: { productId, stockStatus: form.stockStatus } },
    { type: 'ChangeProductStatus', data: { productId, status: form.status } },
    form.featured
      ? { type: 'FeatureProduct', data: { productId } }
      : { type: 'UnfeatureProduct', data: { productId } },
    ...(cheaper ? [...variantSteps, pricing] : [pricing, ...variantSteps]),
  ];
}

/** Removed variants first, then changes, then new ones: a freed name can be reused in the same save. */
function variantChanges(
  productId: string,
  current: readonly { variantId: string; name: string; priceAdjustment: number }[],
  wanted: readonly VariantRow[],
): ProductCommand[] {
  const kept = new Set(wanted.flatMap((variant) => (variant.id ? [variant.id] : [])));
  return [
    ...current
      .filter((variant) => !kept.has(variant.variantId))
      .map(
        (variant): ProductCommand => ({
          type: 'RemoveVariant',
          data: { productId, variantId: variant.variantId },
        }),
      ),
    ...wanted
      .filter((variant) => variant.id !== undefined)
      .map(
        (variant): ProductCommand => ({
          type: 'ChangeVariant',
          data: {
            productId,
            variantId: variant.id!,
            name: variant.name,
            priceAdjustment: variant.priceAdjustment,
          },
        }),
      ),
    ...wanted
      .filter((variant) => variant.id === undefined)
      .map(
        (variant): ProductCommand => ({
          type: 'AddVariant',
          data: {
            productId,
            variantId: randomUUID(),
            name: variant.name,
            priceAdjustment: variant.priceAdjustment,
          },
        }),
      ),
  ];
}
