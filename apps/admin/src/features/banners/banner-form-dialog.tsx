import { Button, Dialog, FormField, Input, notify, refusalOf, trpc, useForm } from '@verdant/web-kit';
import { type ChangeEvent, useId, useState } from 'react';
import { uploadImage } from '../uploads/upload-image';
import { type Banner, RECOMMENDED_BANNER_SIZE } from './banner';
import { checkEditedBanner, checkNewBanner } from './banner-form';

/** Which dialog is open: adding a new banner, or editing one. */
export type BannerEditor = { mode: 'create' } | { mode: 'edit'; banner: Banner };

export function BannerFormDialog({ editor, onClose }: { editor: BannerEditor | null; onClose: () => void }) {
  return (
    <Dialog
      open={editor !== null}
      onClose={onClose}
      title={editor?.mode === 'edit' ? 'Edit Banner' : 'Add Banner'}
    >
      {editor && (
        <BannerForm
          key={editor.mode === 'edit' ? editor.banner.id : 'new'}
          banner={editor.mode === 'edit' ? editor.banner : undefined}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function BannerForm({ banner, onDone }: { banner?: Banner; onDone: () => void }) {
  const activeId = useId();
  const utils = trpc.useUtils();
  const create = trpc.admin.banners.create.useMutation();
  const update = trpc.admin.banners.update.useMutation();
  const form = useForm({
    title: banner?.title ?? '',
    imageUrl: '',
    linkUrl: banner?.linkUrl ?? '',
    displayOrder: String(banner?.displayOrder ?? 0),
  });
  // SPEC.md section 4: a new banner is active.
  const [active, setActive] = useState(banner?.isActive ?? true);
  const [uploading, setUploading] = useState(false);
  const preview = form.values.imageUrl || banner?.imageUrl;

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const input = event.currentTarget;
    const file = input.files?.[0];
    input.value = '';
    if (!file) return;
    setUploading(true);
    const uploaded = await uploadImage(file);
    setUploading(false);
    if (!uploaded.ok) {
      form.reject({ imageUrl: uploaded.message });
      return;
    }
    form.change('imageUrl', uploaded.url);
  };

  /** Checks the form with the domain's rules and sends it; false when the form was refused before sending. */
  const save = async (): Promise<boolean> => {
    if (banner) {
      const checked = checkEditedBanner(form.values);
      if (!checked.ok) {
        form.reject(checked.errors);
        return false;
      }
      await update.mutateAsync({ id: banner.id, ...checked.data, active });
    } else {
      const checked = checkNewBanner(form.values, active);
      if (!checked.ok) {
        form.reject(checked.errors);
        return false;
      }
      await create.mutateAsync(checked.data);
    }
    return true;
  };

  const submit = form.handleSubmit(async () => {
    try {
      if (!(await save())) return;
    } catch (error) {
      // SPEC.md section 8: banner errors show the server's message as a destructive notice.
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save banner');
      form.reject(refusal?.fieldErrors ?? {});
      return;
    }
    await utils.admin.banners.list.invalidate();
    notify.success(banner ? 'Banner updated successfully' : 'Banner created successfully');
    onDone();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormField label="Title" required error={form.errors.title}>
        {(control) => <Input {...control} {...form.bind('title')} autoComplete="off" />}
      </FormField>
      <FormField
        label="Banner Image"
        required={!banner}
        hint={`Recommended size: ${RECOMMENDED_BANNER_SIZE} pixels.${banner ? ' Leave empty to keep the current image.' : ''}`}
        error={form.errors.imageUrl}
      >
        {(control) => (
          <input
            {...control}
            name="imageUrl"
            type="file"
            accept="image/*"
            onChange={chooseImage}
            className="block w-full text-sm text-stone-700 file:mr-3 file:rounded-full file:border-0 file:bg-leaf-100 file:px-4 file:py-2 file:font-medium file:text-leaf-800 hover:file:bg-leaf-200"
          />
        )}
      </FormField>
      {uploading && (
        <p role="status" className="text-sm text-stone-600">
          Uploading…
        </p>
      )}
      {preview && (
        <img
          src={preview}
          alt="Banner preview"
          className="aspect-[300/179] w-full max-w-xs rounded-lg border border-stone-200 object-cover"
        />
      )}
      <FormField
        label="Link URL"
        hint="Optional: where the banner leads, as in /shop?category=succulents or https://…"
        error={form.errors.linkUrl}
      >
        {(control) => (
          <Input
            {...control}
            {...form.bind('linkUrl')}
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
          />
        )}
      </FormField>
      <FormField label="Display Order" hint="Lower numbers show first." error={form.errors.displayOrder}>
        {(control) => <Input {...control} {...form.bind('displayOrder')} type="number" min="0" step="1" />}
      </FormField>
      <div className="flex items-center gap-3">
        <input
          id={activeId}
          type="checkbox"
          role="switch"
          aria-checked={active}
          checked={active}
          onChange={(event) => setActive(event.currentTarget.checked)}
          className="size-4 accent-leaf-700"
        />
        <label htmlFor={activeId} className="text-sm font-medium text-ink">
          Active
        </label>
      </div>
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy || uploading}>
          {form.busy ? 'Saving…' : banner ? 'Save Changes' : 'Create Banner'}
        </Button>
      </div>
    </form>
  );
}
