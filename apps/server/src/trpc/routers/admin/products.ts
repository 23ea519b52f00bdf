import { TRPCError } from '@trpc/server';
import { PRODUCT_NOT_FOUND } from '@verdant/domain/catalog/product';
import {
  PRODUCT_STATUSES,
  productRules,
  STOCK_STATUSES,
  variantRules,
} from '@verdant/domain/catalog/product-rules';
import { STOCK_KEEPING } from '@verdant/domain/catalog/product-statuses';
import { z } from 'zod';
import { gstRateChoices, taxRatesToday } from '../../../catalog/product-tax-rates';
import { commandContext } from '../../command-context';
import { adminProcedure, pastMoment, router, waitForReadModels, written } from '../../init';
import { SHOWN_PRODUCTS } from '../../shown-products';

const productId = z.string().trim().min(1).max(100);
const variantRows = z
  .array(variantRules.extend({ id: z.string().trim().min(1).max(100).optional() }))
  .max(20)
  .default([]);
// The rules of the tax itself are the decider's: a rate must be in force on the day it is set.
const productTax = z.object({ hsn: z.string().max(20), gstRate: z.string().max(20) }).nullish();
const productForm = z.object({ product: productRules, variants: variantRows, tax: productTax });
const readsProducts = waitForReadModels(...SHOWN_PRODUCTS);

/** Admin > Products: search, status and stock filters, the product form, archive. */
export const adminProductsRouter = router({
  list: adminProcedure
    .use(readsProducts)
    .input(
      z.object({
        search: z.string().trim().max(100).default(''),
        status: z.enum(['all', ...PRODUCT_STATUSES]).default('all'),
        stock: z.enum(['all', ...STOCK_STATUSES]).default('all'),
        keeping: z.enum(STOCK_KEEPING).default('all'),
      }),
    )
    .query(({ ctx, input }) => ctx.shop.catalogue.queries.products.productsForAdmin(input)),

  get: adminProcedure
    .use(readsProducts)
    .input(z.object({ id: productId }))
    .query(async ({ ctx, input }) => {
      const product = await ctx.shop.catalogue.queries.products.productForAdmin(input.id);
      if (!product) throw new TRPCError({ code: 'NOT_FOUND', message: PRODUCT_NOT_FOUND });
      return product;
    }),

  /** The product as it stood at a past moment, folded from its stream. */
  asOf: adminProcedure
    .input(z.object({ id: productId, at: pastMoment }))
    .query(({ ctx, input }) =>
      ctx.shop.catalogue.queries.productHistory.productAsOf(input.id, new Date(input.at)),
    ),

  create: adminProcedure.input(productForm).mutation(async ({ ctx, input }) => {
    const { productId: id, position } = await ctx.shop.catalogue.products.create(
      input.product,
      input.variants,
      commandContext(ctx),
      { tax: input.tax ?? null },
    );
    return { id, ...written(position) };
  }),

  update: adminProcedure.input(productForm.extend({ id: productId })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.catalogue.products.save(
      input.id,
      input.product,
      input.variants,
      commandContext(ctx),
      input.tax ?? null,
    );
    return written(position);
  }),

  /** The GST rates a product's rate is chosen from: those in force today. */
  gstRates: adminProcedure.query(async ({ ctx }) =>
    gstRateChoices(await taxRatesToday(ctx.shop.eventSourcing)),
  ),

  archive: adminProcedure.input(z.object({ id: productId })).mutation(async ({ ctx, input }) => {
    const { position } = await ctx.shop.catalogue.products.archive(input.id, commandContext(ctx));
    return written(position);
  }),
});
