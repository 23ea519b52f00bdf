import {
  ALT_TEXT_MAX_LENGTH,
  defaultGalleryAlt,
  MAX_GALLERY_IMAGES,
  TOO_MANY_GALLERY_IMAGES,
} from '@verdant/domain/catalog/product-rules';
import { Button, FormField, Input, notify } from '@verdant/web-kit';
import { Trash2 } from 'lucide-react';
import { type ChangeEvent, useState } from 'react';
import { isImageFile, uploadImage } from '../uploads/upload-image';
import { FormSection } from './form-section';
import type { GalleryImage } from './product-form';
import { characterCount } from './product-seo-section';
import type { ProductFormControl } from './use-product-form';

const fileInputStyles =
  'block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-medium file:text-leaf-800 hover:file:bg-leaf-200';

export function ProductImagesSection({ form }: { form: ProductFormControl }) {
  const { values, errors, set, bind } = form;
  const [uploading, setUploading] = useState(false);

  // Refused before sending when the browser already knows the file is not an image ('Please upload an image file').
  const chooseMainImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    // Cleared, so choosing the same file again after a refusal still counts as a change.
    input.value = '';
    if (!file) return;
    setUploading(true);
    const uploaded = await uploadImage(file);
    setUploading(false);
    if (!uploaded.ok) notify.error(uploaded.message);
    else set('mainImageUrl', uploaded.url);
  };

  const addGalleryImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const chosen = [...(input.files ?? [])];
    input.value = '';
    const images = chosen.filter(isImageFile);
    if (images.length < chosen.length) notify.error('Some files were skipped (only images allowed)');
    if (images.length === 0) return;
    if (values.gallery.length + images.length > MAX_GALLERY_IMAGES) {
      notify.error(TOO_MANY_GALLERY_IMAGES);
      return;
    }
    setUploading(true);
    const results = await Promise.all(images.map(uploadImage));
    setUploading(false);
    const added: GalleryImage[] = [];
    let refusal: string | undefined;
    for (const result of results) {
      if (result.ok) added.push({ url: result.url, alt: defaultGalleryAlt(values.name) });
      else refusal ??= result.message;
    }
    if (refusal) notify.error(refusal);
    form.setValues((current) => ({ ...current, gallery: [...current.gallery, ...added] }));
  };

  const setGalleryAlt = (index: number, alt: string) => {
    form.setValues((current) => ({
      ...current,
      gallery: current.gallery.map((image, at) => (at === index ? { ...image, alt } : image)),
    }));
    form.clearErrors(`gallery.${index}.alt`);
  };

  const removeGalleryImage = (index: number) => {
    form.setValues((current) => ({ ...current, gallery: current.gallery.filter((_, at) => at !== index) }));
    form.clearErrors('gallery', ...values.gallery.map((_, at) => `gallery.${at}.alt`));
  };

  return (
    <FormSection title="Images">
      {uploading && (
        <p role="status" className="text-sm text-stone-600">
          Uploading…
        </p>
      )}
      <FormField label="Main Image" hint="JPEG, PNG, WebP or GIF, at most 5 MB." error={errors.mainImageUrl}>
        {(control) => (
          <input
            {...control}
            name="mainImageUrl"
            type="file"
            accept="image/*"
            onChange={chooseMainImage}
            className={fileInputStyles}
          />
        )}
      </FormField>
      {values.mainImageUrl && (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={values.mainImageUrl}
            alt={values.mainImageAlt || 'Main image preview'}
            className="size-32 rounded-lg border border-stone-200 object-cover"
          />
          <div className="min-w-60 flex-1 space-y-3">
            <FormField
              label="Main Image Alt Text"
              required
              hint={characterCount(values.mainImageAlt, ALT_TEXT_MAX_LENGTH)}
              error={errors.mainImageAlt}
            >
              {(control) => <Input {...control} {...bind('mainImageAlt')} maxLength={ALT_TEXT_MAX_LENGTH} />}
            </FormField>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => set('mainImageUrl', '')}
              className="text-red-700 hover:bg-red-50"
            >
              <Trash2 aria-hidden="true" className="size-4" />
              Remove main image
            </Button>
          </div>
        </div>
      )}

      <FormField
        label="Gallery Images"
        hint={`Up to ${MAX_GALLERY_IMAGES} more images (${values.gallery.length} of ${MAX_GALLERY_IMAGES} used).`}
        error={errors.gallery}
      >
        {(control) => (
          <input
            {...control}
            type="file"
            accept="image/*"
            name="gallery"
            multiple
            disabled={values.gallery.length >= MAX_GALLERY_IMAGES}
            onChange={addGalleryImages}
            className={fileInputStyles}
          />
        )}
      </FormField>
      {values.gallery.length > 0 && (
        <ul aria-label="Gallery images" className="grid gap-4 sm:grid-cols-2">
          {values.gallery.map((image, index) => (
            <li key={image.url} className="flex gap-3 rounded-lg border border-stone-200 p-3">
              <img src={image.url} alt={image.alt} className="size-20 rounded-md object-cover" />
              <div className="min-w-0 flex-1 space-y-2">
                <FormField
                  label={`Gallery image ${index + 1} alt text`}
                  hint={characterCount(image.alt, ALT_TEXT_MAX_LENGTH)}
                  error={errors[`gallery.${index}.alt`]}
                >
                  {(control) => (
                    <Input
                      {...control}
                      name={`gallery.${index}.alt`}
                      value={image.alt}
                      maxLength={ALT_TEXT_MAX_LENGTH}
                      onChange={(event) => setGalleryAlt(index, event.currentTarget.value)}
                    />
                  )}
                </FormField>
                <Button
                  variant="ghost"
                  size="sm"
                  aria-label={`Remove gallery image ${index + 1}`}
                  onClick={() => removeGalleryImage(index)}
                  className="text-red-700 hover:bg-red-50"
                >
                  <Trash2 aria-hidden="true" className="size-4" />
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </FormSection>
  );
}
