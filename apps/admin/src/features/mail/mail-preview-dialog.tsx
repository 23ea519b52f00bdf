import { Button, Dialog, ErrorState, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import type { MailRow } from './mail';

interface MailPreviewDialogProps {
  mail: MailRow | null;
  onClose: () => void;
}

/**
 * The mail as its recipient reads it. Its HTML is shown in a frame sandboxed with no permission at all: no
 * script in it runs and it can reach nothing of the back office's, whatever a customer's name or a product's
 * held. A mail written before mail had HTML shows its text.
 */
export function MailPreviewDialog({ mail, onClose }: MailPreviewDialogProps) {
  const preview = trpc.admin.mail.preview.useQuery({ id: mail?.id ?? '' }, { enabled: mail !== null });
  return (
    <Dialog
      open={mail !== null}
      onClose={onClose}
      title={mail?.subject ?? ''}
      description={mail && `To ${mail.to}`}
    >
      {preview.isPending ? (
        <Spinner label="Loading the mail…" />
      ) : preview.isError ? (
        <ErrorState
          message={refusalOf(preview.error)?.message ?? "We couldn't load the mail."}
          onRetry={() => void preview.refetch()}
        />
      ) : preview.data.html ? (
        <iframe
          title={`Preview of ${preview.data.subject}`}
          sandbox=""
          srcDoc={preview.data.html}
          className="h-[60vh] w-full rounded-xl border border-stone-200"
        />
      ) : (
        <pre className="max-h-[60vh] overflow-auto rounded-xl bg-stone-50 p-4 text-sm whitespace-pre-wrap">
          {preview.data.text}
        </pre>
      )}
      <div className="mt-4 flex justify-end">
        <Button variant="secondary" onClick={onClose}>
          Close
        </Button>
      </div>
    </Dialog>
  );
}
