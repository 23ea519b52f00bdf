import { bannerEditRules, bannerRules } from '@verdant/domain/catalog/banner-rules';
import {
  Button,
  Dialog,
  FormField,
  type FormSchema,
  ImageFileInput,
  Input,
  InputField,
  notify,
  refusalOf,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import { type ChangeEvent, useId } from 'react';
import { chosenFiles, useImageUploads } from '../uploads/use-image-uploads';
import { type Banner, RECOMMENDED_BANNER_SIZE } from './banner';
import { type BannerFormValues, bannerFormValues, readDisplayOrder } from './banner-form';

/** Which dialog is open: adding a new banner, or editing one. */
export type BannerEditor = { mode: 'create' } | { mode: 'edit'; banner: Banner };

export function BannerFormDialog({ editor, onClose }: { editor: BannerEditor | null; onClose: () => void }) {
  return (
    <Dialog
      open={editor !== null}
      onClose={onClose}
      title={editor?.mode === 'edit' ? 'Edit Banner' : 'Add Banner'}
    >
      {editor?.mode === 'create' && <NewBannerForm onDone={onClose} />}
      {editor?.mode === 'edit' && (
        <EditBannerForm key={editor.banner.id} banner={editor.banner} onDone={onClose} />
      )}
    </Dialog>
  );
}

/** A new banner needs an image. */
function NewBannerForm({ onDone }: { onDone: () => void }) {
  const create = trpc.admin.banners.create.useMutation();
  return <BannerForm rules={bannerRules} save={(banner) => create.mutateAsync(banner)} onDone={onDone} />;
}

/** An edited banner without a new image keeps its current one; whether it shows is saved with it. */
function EditBannerForm({ banner, onDone }: { banner: Banner; onDone: () => void }) {
  const update = trpc.admin.banners.update.useMutation();
  return (
    <BannerForm
      banner={banner}
      rules={bannerEditRules}
      save={(changes, { active }) => update.mutateAsync({ id: banner.id, ...changes, active })}
      onDone={onDone}
    />
  );
}

interface BannerFormProps<Output> {
  banner?: Banner;
  rules: FormSchema<Output>;
  save: (banner: Output, values: BannerFormValues) => Promise<unknown>;
  onDone: () => void;
}

function BannerForm<Output>({ banner, rules, save, onDone }: BannerFormProps<Output>) {
  const activeId = useId();
  const utils = trpc.useUtils();
  const form = useShopForm(rules, bannerFormValues(banner));
  const uploads = useImageUploads();
  const preview = form.watch('imageUrl') || banner?.imageUrl;

  const chooseImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = chosenFiles(event);
    if (!file) return;
    const [uploaded] = await uploads.upload([file]);
    if (!uploaded) return;
    if (!uploaded.ok) {
      form.showErrors({ imageUrl: uploaded.message });
      return;
    }
    form.setValue('imageUrl', uploaded.url);
    form.clearErrors('imageUrl');
  };

  const submit = form.submit(async (checked) => {
    try {
      await save(checked, form.getValues());
    } catch (error) {
      // Banner errors show the server's message as a destructive notice.
      const refusal = refusalOf(error);
      notify.error(refusal?.message ?? 'Failed to save banner');
      form.showErrors(refusal?.fieldErrors ?? {});
      return;
    }
    await utils.admin.banners.list.invalidate();
    notify.success(banner ? 'Banner updated successfully' : 'Banner created successfully');
    onDone();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <InputField form={form} name="title" label="Title" required autoComplete="off" />
      <FormField
        label="Banner Image"
        required={!banner}
        hint={`Recommended size: ${RECOMMENDED_BANNER_SIZE} pixels.${banner ? ' Leave empty to keep the current image.' : ''}`}
        error={form.errorOf('imageUrl')}
      >
        {(control) => <ImageFileInput {...control} name="imageUrl" onChange={chooseImage} />}
      </FormField>
      {uploads.uploading && (
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
      <InputField
        form={form}
        name="linkUrl"
        label="Link URL"
        hint="Optional: where the banner leads, as in /shop?category=succulents or https://…"
        inputMode="url"
        autoComplete="off"
        spellCheck={false}
      />
      <FormField label="Display Order" hint="Lower numbers show first." error={form.errorOf('displayOrder')}>
        {(control) => (
          <Input
            {...control}
            {...form.field('displayOrder', { setValueAs: readDisplayOrder })}
            type="number"
            min="0"
            step="1"
          />
        )}
      </FormField>
      <div className="flex items-center gap-3">
        <input
          id={activeId}
          type="checkbox"
          role="switch"
          aria-checked={form.watch('active')}
          {...form.field('active')}
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
        <Button type="submit" disabled={form.busy || uploads.uploading}>
          {form.busy ? 'Saving…' : banner ? 'Save Changes' : 'Create Banner'}
        </Button>
      </div>
    </form>
  );
}
