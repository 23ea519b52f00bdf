import { forgotPasswordRules } from '@verdant/domain/identity/account-rules';
import { Button, Dialog, FormAlert, InputField, inputKinds, trpc, useShopForm } from '@verdant/web-kit';

interface ForgotPasswordDialogProps {
  /** The email typed so far while the dialog is open, null while it is closed. */
  email: string | null;
  onClose: () => void;
}

/** "Forgot password?" on the Sign In tab: a reset link mailed to the account's address. */
export function ForgotPasswordDialog({ email, onClose }: ForgotPasswordDialogProps) {
  return (
    <Dialog
      open={email !== null}
      onClose={onClose}
      title="Reset Your Password"
      description="Enter your account’s email, and we will send you a link to choose a new password."
    >
      {email !== null && <ForgotPasswordForm email={email} onClose={onClose} />}
    </Dialog>
  );
}

function ForgotPasswordForm({ email, onClose }: { email: string; onClose: () => void }) {
  const request = trpc.auth.requestPasswordReset.useMutation();
  const form = useShopForm(forgotPasswordRules, { email });
  const submit = form.submit(async (data) => {
    try {
      await request.mutateAsync(data);
    } catch (error) {
      form.refuse(error, "We couldn't send the link. Please try again.");
    }
  });

  return (
    <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-5">
      <FormAlert message={form.alert} />
      <InputField form={form} name="email" label="Email" required {...inputKinds.email} />
      {/* The same answer whether or not the email has an account, so the form tells nobody which do. */}
      {request.isSuccess && (
        <p role="status" className="rounded-lg bg-leaf-50 px-3 py-2.5 text-sm font-medium text-leaf-900">
          If an account exists for this email, we have sent a link to reset your password.
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-3">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Sending…' : 'Send Reset Link'}
        </Button>
      </div>
    </form>
  );
}
