import { randomUUID } from 'node:crypto';
import {
  PRODUCT_SLUG_SCOPE,
  PRODUCT_SLUG_TAKEN,
  type ProductCommand,
  productDecider,
  productStreamId,
} from '@verdant/domain/catalog/product';
import { type ProductInput, productRules, type VariantInput } from '@verdant/domain/catalog/product-rules';
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

/**
 * The admin product form, turned into the product's commands. A save is several small decisions (details,
 * prices, images, stock, status, featured, each variant); each records only what changed. The slug is
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
    const claimed = await this.slugs.claim(form.slug, productId, context);
    const created = await this.#handle(
      productId,
      { type: 'CreateProduct', data: { productId, ...input } },
      context,
    ).catch(async (error: unknown) => {
      await this.slugs.release(form.slug, productId, context);
      throw error;
    });
    let position = latestPosition(claimed.position, created.position);
    for (const variant of variants) {
      const added = await this.#handle(
        productId,
        {
          type: 'AddVariant',
          data: {
            productId,
            variantId: randomUUID(),
            name: variant.name,
            priceAdjustment: variant.priceAdjustment,
          },
        },
        context,
      );
      position = latestPosition(position, added.position);
    }
    return { productId, position };
  }

  async save(
    productId: string,
    input: ProductInput,
    variants: readonly VariantRow[],
    context: CommandContext,
  ) {
    const form = parseOrRefuse(productRules, input);
    const { state: current } = await loadAggregate(
      this.eventSourcing,
      productDecider,
      productStreamId(productId),
    );
    const steps: ProductCommand[] = [
      { type: 'EditProductDetails', data: { productId, ...input } },
      { type: 'PriceProduct', data: { productId, basePrice: form.basePrice, salePrice: form.salePrice } },
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
      ...variantChanges(productId, current?.variants ?? [], variants),
    ];
    const claimed = await this.slugs.claim(form.slug, productId, context);
    let position = claimed.position;
    try {
      for (const step of steps) {
        const result = await this.#handle(productId, step, context);
        position = latestPosition(position, result.position);
        for (const event of result.events) {
          if (event.type === 'ProductDetailsEdited' && event.data.previousSlug !== event.data.slug) {
            position = latestPosition(
              position,
              (await this.slugs.release(event.data.previousSlug, productId, context)).position,
            );
          }
        }
      }
    } catch (error) {
      if (claimed.events.length > 0 && current?.slug !== form.slug) {
        const { state } = await loadAggregate(this.eventSourcing, productDecider, productStreamId(productId));
        if (state?.slug !== form.slug) await this.slugs.release(form.slug, productId, context);
      }
      throw error;
    }
    return { position };
  }

  archive(productId: string, context: CommandContext) {
    return this.#handle(
      productId,
      { type: 'ChangeProductStatus', data: { productId, status: 'archived' } },
      context,
    );
  }

  #handle(productId: string, command: ProductCommand, context: CommandContext) {
    return handleCommand(this.eventSourcing, productDecider, productStreamId(productId), command, context);
  }
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
