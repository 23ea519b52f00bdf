import {
  ALT_TEXT_MAX_LENGTH,
  defaultGalleryAlt,
  MAX_GALLERY_IMAGES,
  TOO_MANY_GALLERY_IMAGES,
} from '@verdant/domain/catalog/product-rules';
import { FormField, ImageFileInput, InputField, isImageFile, notify } from '@verdant/web-kit';
import type { ChangeEvent } from 'react';
import { useFieldArray, useWatch } from 'react-hook-form';
import { chosenFiles, useImageUploads } from '../uploads/use-image-uploads';
import { FormSection } from './form-section';
import type { ProductForm } from './product-form-values';
import { characterCount } from './product-seo-section';
import { RemoveButton } from './remove-button';

export function ProductImagesSection({ form }: { form: ProductForm }) {
  const gallery = useFieldArray({ control: form.control, name: 'gallery' });
  const [mainImageUrl, mainImageAlt, galleryImages] = useWatch({
    control: form.control,
    name: ['mainImageUrl', 'mainImageAlt', 'gallery'],
  });
  const uploads = useImageUploads();

  const setMainImage = (url: string) => {
    form.setValue('mainImageUrl', url);
    form.clearErrors('mainImageUrl');
  };

  // Refused before sending when the browser already knows the file is not an image ('Please upload an image file').
  const chooseMainImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = chosenFiles(event);
    if (!file) return;
    const [uploaded] = await uploads.upload([file]);
    if (!uploaded) return;
    if (uploaded.ok) setMainImage(uploaded.url);
    else notify.error(uploaded.message);
  };

  const addGalleryImages = async (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = chosenFiles(event);
    const images = chosen.filter(isImageFile);
    if (images.length < chosen.length) notify.error('Some files were skipped (only images allowed)');
    if (images.length === 0) return;
    if (gallery.fields.length + images.length > MAX_GALLERY_IMAGES) {
      notify.error(TOO_MANY_GALLERY_IMAGES);
      return;
    }
    const results = await uploads.upload(images);
    const refusal = results.find((result) => !result.ok);
    if (refusal && !refusal.ok) notify.error(refusal.message);
    const alt = defaultGalleryAlt(form.getValues('name'));
    const added = results.flatMap((result) => (result.ok ? [{ url: result.url, alt }] : []));
    gallery.append(added, { shouldFocus: false });
  };

  const removeGalleryImage = (index: number) => {
    gallery.remove(index);
    form.clearErrors('gallery');
  };

  return (
    <FormSection title="Images">
      {uploads.uploading && (
        <p role="status" className="text-sm text-stone-600">
          Uploading…
        </p>
      )}
      <FormField
        label="Main Image"
        hint="JPEG, PNG, WebP or GIF, at most 5 MB."
        error={form.errorOf('mainImageUrl')}
      >
        {(control) => <ImageFileInput {...control} name="mainImageUrl" onChange={chooseMainImage} />}
      </FormField>
      {mainImageUrl && (
        <div className="flex flex-wrap items-start gap-4">
          <img
            src={mainImageUrl}
            alt={mainImageAlt || 'Main image preview'}
            className="size-32 rounded-lg border border-stone-200 object-cover"
          />
          <div className="min-w-60 flex-1 space-y-3">
            <InputField
              form={form}
              name="mainImageAlt"
              label="Main Image Alt Text"
              required
              hint={characterCount(mainImageAlt, ALT_TEXT_MAX_LENGTH)}
              maxLength={ALT_TEXT_MAX_LENGTH}
            />
            <RemoveButton onClick={() => setMainImage('')}>Remove main image</RemoveButton>
          </div>
        </div>
      )}

      <FormField
        label="Gallery Images"
        hint={`Up to ${MAX_GALLERY_IMAGES} more images (${gallery.fields.length} of ${MAX_GALLERY_IMAGES} used).`}
        error={form.errorOf('gallery')}
      >
        {(control) => (
          <ImageFileInput
            {...control}
            name="gallery"
            multiple
            disabled={gallery.fields.length >= MAX_GALLERY_IMAGES}
            onChange={addGalleryImages}
          />
        )}
      </FormField>
      {gallery.fields.length > 0 && (
        <ul aria-label="Gallery images" className="grid gap-4 sm:grid-cols-2">
          {gallery.fields.map((image, index) => {
            const alt = galleryImages[index]?.alt ?? image.alt;
            return (
              <li key={image.id} className="flex gap-3 rounded-lg border border-stone-200 p-3">
                <img src={image.url} alt={alt} className="size-20 rounded-md object-cover" />
                <div className="min-w-0 flex-1 space-y-2">
                  <InputField
                    form={form}
                    name={`gallery.${index}.alt`}
                    label={`Gallery image ${index + 1} alt text`}
                    hint={characterCount(alt, ALT_TEXT_MAX_LENGTH)}
                    maxLength={ALT_TEXT_MAX_LENGTH}
                  />
                  <RemoveButton
                    label={`Remove gallery image ${index + 1}`}
                    onClick={() => removeGalleryImage(index)}
                  />
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </FormSection>
  );
}
