import { Button, buttonStyles, notify, refusalOf, trpc } from '@verdant/web-kit';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import type { ProductDetail } from './product';
import { ProductDetailsSection } from './product-details-section';
import { checkProductForm, type ProductFieldErrors, productFieldErrors } from './product-form';
import { ProductImagesSection } from './product-images-section';
import { ProductPricingSection } from './product-pricing-section';
import { ProductSeoSection } from './product-seo-section';
import { ProductVariantsSection } from './product-variants-section';
import { useProductForm } from './use-product-form';

/** The first control, in the order the form shows them, whose field has a message. */
function focusFirstInvalid(form: HTMLFormElement | null, errors: ProductFieldErrors) {
  const control = [...(form?.elements ?? [])].find(
    (element) => element instanceof HTMLElement && 'name' in element && String(element.name) in errors,
  );
  if (control instanceof HTMLElement) control.focus();
}

/** SPEC.md section 5's product form: a new product without `product`, an edit with it. */
export function ProductEditor({ product }: { product?: ProductDetail }) {
  const form = useProductForm(product);
  const formRef = useRef<HTMLFormElement>(null);
  const [saving, setSaving] = useState(false);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.admin.products.create.useMutation();
  const update = trpc.admin.products.update.useMutation();

  const reject = (errors: ProductFieldErrors) => {
    form.setErrors(errors);
    focusFirstInvalid(formRef.current, errors);
  };

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (saving) return;
    const checked = checkProductForm(form.values);
    if (!checked.ok) {
      reject(checked.errors);
      return;
    }
    setSaving(true);
    try {
      if (product) await update.mutateAsync({ id: product.id, ...checked.data });
      else await create.mutateAsync(checked.data);
    } catch (error) {
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save product');
      reject(productFieldErrors(refusal?.fieldErrors ?? {}));
      setSaving(false);
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.products.invalidate();
    notify.success(product ? 'Product updated successfully' : 'Product created successfully');
    navigate('/products');
  };

  return (
    <form ref={formRef} noValidate onSubmit={submit} className="max-w-4xl space-y-6">
      <ProductDetailsSection form={form} />
      <ProductPricingSection form={form} />
      <ProductImagesSection form={form} />
      <ProductVariantsSection form={form} />
      <ProductSeoSection form={form} />
      <div className="flex flex-wrap justify-end gap-3">
        <Link to="/products" className={buttonStyles({ variant: 'secondary' })}>
          Cancel
        </Link>
        <Button type="submit" disabled={saving}>
          {saving ? 'Saving…' : product ? 'Save Changes' : 'Create Product'}
        </Button>
      </div>
    </form>
  );
}
