import { Button, buttonStyles, notify, refusalOf, trpc, useShopForm } from '@verdant/web-kit';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductDetail } from './product';
import { ProductDetailsSection } from './product-details-section';
import { checkProductForm, initialProductForm, productFieldErrors } from './product-form-values';
import { ProductImagesSection } from './product-images-section';
import { ProductPricingSection } from './product-pricing-section';
import { ProductSeoSection } from './product-seo-section';
import { ProductTaxSection } from './product-tax-section';
import { ProductVariantsSection } from './product-variants-section';

interface ProductEditorProps {
  /** Absent for a new product. */
  product?: ProductDetail;
  /** A past state of the product, to read, not to save. */
  readOnly?: boolean;
}

/** The product form: a new product without `product`, an edit with it. */
export function ProductEditor({ product, readOnly = false }: ProductEditorProps) {
  const form = useShopForm(checkProductForm, initialProductForm(product));
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.admin.products.create.useMutation();
  const update = trpc.admin.products.update.useMutation();

  const submit = form.submit(async (submission) => {
    try {
      if (product) await update.mutateAsync({ id: product.id, ...submission });
      else await create.mutateAsync(submission);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save product');
      form.showErrors(productFieldErrors(refusal?.fieldErrors ?? {}));
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.products.invalidate();
    notify.success(product ? 'Product updated successfully' : 'Product created successfully');
    navigate('/products');
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="max-w-4xl space-y-6">
      {/* A disabled fieldset disables every control in it, the sections' own buttons included. */}
      <fieldset disabled={readOnly} className="min-w-0 space-y-6">
        <ProductDetailsSection form={form} existing={product !== undefined} />
        <ProductPricingSection form={form} />
        <ProductTaxSection form={form} savedRate={product?.tax?.gstRate ?? null} />
        <ProductImagesSection form={form} />
        <ProductVariantsSection form={form} />
        <ProductSeoSection form={form} />
      </fieldset>
      {!readOnly && (
        <div className="flex flex-wrap justify-end gap-3">
          <Link to="/products" className={buttonStyles({ variant: 'secondary' })}>
            Cancel
          </Link>
          <Button type="submit" disabled={form.busy}>
            {form.busy ? 'Saving…' : product ? 'Save Changes' : 'Create Product'}
          </Button>
        </div>
      )}
    </form>
  );
}
