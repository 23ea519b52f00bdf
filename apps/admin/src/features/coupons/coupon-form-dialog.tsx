import {
  Button,
  Dialog,
  FormAlert,
  notify,
  refusalOf,
  TextareaField,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import type { Coupon } from './coupon';
import { CouponCodeField } from './coupon-code-field';
import { CouponDiscountFields } from './coupon-discount-fields';
import { type CouponSubmission, checkCouponForm, couponFormValues } from './coupon-form';
import { CouponLimitFields } from './coupon-limit-fields';
import { CouponToggle } from './coupon-toggle';

/** Which dialog is open: adding a new coupon, or editing one. */
export type CouponEditor = { mode: 'create' } | { mode: 'edit'; coupon: Coupon };

export function CouponFormDialog({ editor, onClose }: { editor: CouponEditor | null; onClose: () => void }) {
  return (
    <Dialog
      open={editor !== null}
      onClose={onClose}
      title={editor?.mode === 'edit' ? 'Edit Coupon' : 'Add Coupon'}
      className="max-w-2xl"
    >
      {editor && (
        <CouponForm
          key={editor.mode === 'edit' ? editor.coupon.code : 'new'}
          coupon={editor.mode === 'edit' ? editor.coupon : undefined}
          onDone={onClose}
        />
      )}
    </Dialog>
  );
}

function CouponForm({ coupon, onDone }: { coupon?: Coupon; onDone: () => void }) {
  const utils = trpc.useUtils();
  const create = trpc.admin.coupons.create.useMutation();
  const update = trpc.admin.coupons.update.useMutation();
  const form = useShopForm(checkCouponForm, couponFormValues(coupon));

  const save = (submission: CouponSubmission) =>
    coupon ? update.mutateAsync(submission) : create.mutateAsync(submission);

  const submit = form.submit(async (submission) => {
    try {
      await save(submission);
    } catch (error) {
      // The server's messages go under the fields they name; a refusal naming none is said above the form.
      const refusal = refusalOf(error);
      if (form.showErrors(refusal?.fieldErrors ?? {})) return;
      notify.error('Failed to save coupon');
      if (refusal) form.setError('root', { message: refusal.message });
      return;
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await utils.admin.coupons.invalidate();
    notify.success(coupon ? 'Coupon updated successfully' : 'Coupon created successfully');
    onDone();
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <CouponCodeField form={form} existing={coupon !== undefined} />
      <CouponDiscountFields form={form} />
      <CouponLimitFields form={form} />
      <TextareaField
        form={form}
        name="description"
        label="Description"
        hint="Optional, up to 200 characters: what the coupon is for."
        rows={2}
      />
      <CouponToggle
        form={form}
        name="active"
        label="Active"
        hint="Shoppers can apply only an active coupon."
        asSwitch
      />
      <div className="flex flex-wrap justify-end gap-3 pt-2">
        <Button variant="secondary" onClick={onDone}>
          Cancel
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Saving…' : coupon ? 'Save Changes' : 'Create Coupon'}
        </Button>
      </div>
    </form>
  );
}
