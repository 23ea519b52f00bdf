import { randomUUID } from 'node:crypto';
import {
  PRODUCT_SLUG_SCOPE,
  PRODUCT_SLUG_TAKEN,
  type ProductState,
  productDecider,
  productStreamId,
} from '@verdant/domain/catalog/product';
import type { ProductInput } from '@verdant/domain/catalog/product-rules';
import {
  type CommandContext,
  type EventSourcing,
  handleCommand,
  latestPosition,
  loadAggregate,
  UniqueValue,
} from '@verdant/platform';
import {
  type ProductFormCommand,
  type ProductTaxInput,
  productFormDecider,
  type VariantRow,
} from './product-form-decider';
import { taxRatesToday } from './product-tax-rates';

type ProductForm = ReturnType<typeof productFormDecider>;

/**
 * The admin product form, decided whole (`productFormDecider`) and appended together. The slug lives in its
 * own reservation stream: it is claimed before the product takes it and released after the product moves on.
 */
export class ProductCommands {
  private readonly slugs: UniqueValue;

  constructor(private readonly eventSourcing: EventSourcing) {
    this.slugs = new UniqueValue(eventSourcing, PRODUCT_SLUG_SCOPE, PRODUCT_SLUG_TAKEN, 'slug');
  }

  /** `productId` is new unless the caller names it (the demo catalogue's seed does, to resume). */
  async create(
    input: ProductInput,
    variants: readonly VariantRow[],
    context: CommandContext,
    { productId = randomUUID(), tax = null }: { productId?: string; tax?: ProductTaxInput | null } = {},
  ) {
    const command: ProductFormCommand = {
      type: 'CreateProductFromForm',
      data: { productId, product: input, variants, tax },
    };
    const form = await this.#form();
    const { slug } = productAfter(form, command, null);
    const claimed = await this.slugs.claim(slug, productId, context);
    const created = await this.#handle(form, command, context).catch(async (error: unknown) => {
      await this.slugs.release(slug, productId, context);
      throw error;
    });
    return { productId, position: latestPosition(claimed.position, created.position) };
  }

  async save(
    productId: string,
    input: ProductInput,
    variants: readonly VariantRow[],
    context: CommandContext,
    tax: ProductTaxInput | null = null,
  ) {
    const command: ProductFormCommand = {
      type: 'SaveProductForm',
      data: { productId, product: input, variants, tax },
    };
    const form = await this.#form();
    const { state: current } = await loadAggregate(this.eventSourcing, form, productStreamId(productId));
    const { slug } = productAfter(form, command, current);
    const claimed = await this.slugs.claim(slug, productId, context);
    const saved = await this.#handle(form, command, context).catch(async (error: unknown) => {
      // Nothing of the product was written: a slug claimed for this save goes back.
      if (claimed.events.length > 0) await this.slugs.release(slug, productId, context);
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
    return handleCommand(
      this.eventSourcing,
      productDecider,
      productStreamId(productId),
      { type: 'ChangeProductStatus', data: { productId, status: 'archived' } },
      context,
    );
  }

  /** The form decided with the GST rates the shop keeps now: a product's rate must be one in force today. */
  async #form(): Promise<ProductForm> {
    return productFormDecider(randomUUID, await taxRatesToday(this.eventSourcing));
  }

  #handle(form: ProductForm, command: ProductFormCommand, context: CommandContext) {
    return handleCommand(this.eventSourcing, form, productStreamId(command.data.productId), command, context);
  }
}

/**
 * The product as the form would leave it, decided in memory: a refusal comes before the slug is claimed,
 * and the slug to claim is the one the product will hold (a form that is not refused leaves a product).
 */
const productAfter = (form: ProductForm, command: ProductFormCommand, current: ProductState) =>
  form.decide(command, current).reduce(form.evolve, current)!;
