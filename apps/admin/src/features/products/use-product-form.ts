import { useState } from 'react';
import { slugify } from '../categories/category-form';
import type { ProductDetail } from './product';
import { initialProductForm, type ProductFieldErrors, type ProductFormValues } from './product-form';

/**
 * The product form's values and field errors. A new product's slug follows its name until the admin edits
 * the slug; an existing product keeps its slug, which may already be in links.
 */
export function useProductForm(product?: ProductDetail) {
  const [values, setValues] = useState(() => initialProductForm(product));
  const [errors, setErrors] = useState<ProductFieldErrors>({});
  const [slugEdited, setSlugEdited] = useState(product !== undefined);

  const clearErrors = (...fields: string[]) =>
    setErrors((current) => {
      const rest = { ...current };
      for (const field of fields) delete rest[field];
      return rest;
    });

  function set<Field extends keyof ProductFormValues>(field: Field, value: ProductFormValues[Field]) {
    const suggestSlug = field === 'name' && !slugEdited;
    if (field === 'slug') setSlugEdited(true);
    setValues((current) => ({
      ...current,
      [field]: value,
      ...(suggestSlug ? { slug: slugify(value as string) } : {}),
    }));
    clearErrors(field, ...(suggestSlug ? ['slug'] : []));
  }

  type TextField = {
    [Field in keyof ProductFormValues]: ProductFormValues[Field] extends string ? Field : never;
  }[keyof ProductFormValues];

  /** The name, value and change handler of a text control. */
  const bind = (field: TextField) => ({
    name: field,
    value: values[field],
    onChange: (event: { currentTarget: { value: string } }) => set(field, event.currentTarget.value),
  });

  return { values, setValues, errors, setErrors, clearErrors, set, bind };
}

export type ProductFormControl = ReturnType<typeof useProductForm>;
