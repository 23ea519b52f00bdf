import { Button, FormAlert, FormField, notify, Textarea, trpc, useSending } from '@verdant/web-kit';
import { type FormEvent, useState } from 'react';
import { type ClaimPhoto, ClaimPhotosField } from './claim-photos-field';

/** The customer's answer to a request for photos: the photos, and a word if they like. */
export function AddClaimPhotosForm({ orderId, claimId }: { orderId: string; claimId: string }) {
  const [photos, setPhotos] = useState<ClaimPhoto[]>([]);
  const [note, setNote] = useState('');
  const { errors, alert, sent } = useSending();
  const utils = trpc.useUtils();
  const add = trpc.claims.addPhotos.useMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const photoNames = photos.map((photo) => photo.name);
    const accepted = await sent(
      () => add.mutateAsync({ orderId, claimId, note: note.trim() || null, photos: photoNames }),
      "We couldn't send your photos. Please try again.",
    );
    if (!accepted) return;
    await utils.claims.ofOrder.invalidate({ orderId });
    notify.success('Photos sent: we review them within 24 hours');
  };

  return (
    <form noValidate onSubmit={submit} aria-label="Send more photos" className="space-y-4">
      <FormAlert message={alert} />
      <ClaimPhotosField photos={photos} onChange={setPhotos} error={errors.photos} />
      <FormField label="Anything to add?" error={errors.note}>
        {(control) => (
          <Textarea
            {...control}
            rows={2}
            value={note}
            onChange={(event) => setNote(event.currentTarget.value)}
          />
        )}
      </FormField>
      <Button type="submit" disabled={add.isPending}>
        {add.isPending ? 'Sending…' : 'Send photos'}
      </Button>
    </form>
  );
}
