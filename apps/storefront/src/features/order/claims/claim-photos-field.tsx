import { MOST_PHOTOS } from '@verdant/domain/sales/order-claim-rules';
import { Button, FormField, ImageFileInput, uploadImage } from '@verdant/web-kit';
import { type ChangeEvent, useState } from 'react';

export interface ClaimPhoto {
  name: string;
  url: string;
}

/**
 * Photos for a claim: each is uploaded as it is chosen (checked by its bytes on the server) and shown, with a
 * way to take it out again. At most five.
 */
export function ClaimPhotosField({
  photos,
  onChange,
  error,
}: {
  photos: readonly ClaimPhoto[];
  onChange(photos: ClaimPhoto[]): void;
  error?: string;
}) {
  const [uploading, setUploading] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);

  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.currentTarget.files ?? [])].slice(0, MOST_PHOTOS - photos.length);
    event.currentTarget.value = '';
    setUploading(true);
    const uploaded = await Promise.all(files.map((file) => uploadImage(file, '/uploads/claim-photos')));
    setUploading(false);
    const refused = uploaded.find((result) => !result.ok);
    setRefusal(refused && !refused.ok ? refused.message : null);
    onChange([
      ...photos,
      ...uploaded.flatMap((result) =>
        result.ok && result.name ? [{ name: result.name, url: result.url }] : [],
      ),
    ]);
  };

  return (
    <FormField
      label="Photos"
      hint={`1 to ${MOST_PHOTOS} photos of the problem, each at most 5 MB.`}
      required
      error={refusal ?? error}
    >
      {(control) => (
        <div className="space-y-3">
          {photos.length < MOST_PHOTOS && (
            <ImageFileInput
              {...control}
              multiple
              disabled={uploading}
              onChange={(event) => void choose(event)}
            />
          )}
          {uploading && <p role="status">Uploading…</p>}
          {photos.length > 0 && (
            <ul aria-label="Photos added" className="flex flex-wrap gap-3">
              {photos.map((photo, index) => (
                <li key={photo.name} className="space-y-1">
                  <img
                    src={photo.url}
                    alt={`Upload ${index + 1}`}
                    className="size-24 rounded-lg border border-stone-200 object-cover"
                  />
                  <Button
                    type="button"
                    size="sm"
                    variant="secondary"
                    onClick={() => onChange(photos.filter((kept) => kept.name !== photo.name))}
                  >
                    Remove photo {index + 1}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </FormField>
  );
}
