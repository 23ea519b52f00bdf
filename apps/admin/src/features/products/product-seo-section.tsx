import { META_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@verdant/domain/catalog/product-rules';
import { InputField, TextareaField } from '@verdant/web-kit';
import { useWatch } from 'react-hook-form';
import { FormSection } from './form-section';
import type { ProductForm } from './product-form-values';

/** Shown under a limited text field, and read with it, so the admin knows how much room is left. */
export const characterCount = (text: string, max: number) => `${text.length}/${max} characters`;

export function ProductSeoSection({ form }: { form: ProductForm }) {
  const [seoTitle, metaDescription] = useWatch({
    control: form.control,
    name: ['seoTitle', 'metaDescription'],
  });
  return (
    <FormSection title="SEO">
      <InputField
        form={form}
        name="seoTitle"
        label="SEO Title"
        hint={characterCount(seoTitle, SEO_TITLE_MAX_LENGTH)}
        maxLength={SEO_TITLE_MAX_LENGTH}
      />
      <TextareaField
        form={form}
        name="metaDescription"
        label="Meta Description"
        hint={characterCount(metaDescription, META_DESCRIPTION_MAX_LENGTH)}
        rows={3}
        maxLength={META_DESCRIPTION_MAX_LENGTH}
      />
    </FormSection>
  );
}
