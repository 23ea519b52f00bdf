import { META_DESCRIPTION_MAX_LENGTH, SEO_TITLE_MAX_LENGTH } from '@verdant/domain/catalog/product-rules';
import { FormField, Input, Textarea } from '@verdant/web-kit';
import { FormSection } from './form-section';
import type { ProductFormControl } from './use-product-form';

/** Shown under a limited text field, and read with it, so the admin knows how much room is left. */
export const characterCount = (text: string, max: number) => `${text.length}/${max} characters`;

export function ProductSeoSection({ form }: { form: ProductFormControl }) {
  const { values, errors, bind } = form;
  return (
    <FormSection title="SEO">
      <FormField
        label="SEO Title"
        hint={characterCount(values.seoTitle, SEO_TITLE_MAX_LENGTH)}
        error={errors.seoTitle}
      >
        {(control) => <Input {...control} {...bind('seoTitle')} maxLength={SEO_TITLE_MAX_LENGTH} />}
      </FormField>
      <FormField
        label="Meta Description"
        hint={characterCount(values.metaDescription, META_DESCRIPTION_MAX_LENGTH)}
        error={errors.metaDescription}
      >
        {(control) => (
          <Textarea
            {...control}
            {...bind('metaDescription')}
            rows={3}
            maxLength={META_DESCRIPTION_MAX_LENGTH}
          />
        )}
      </FormField>
    </FormSection>
  );
}
