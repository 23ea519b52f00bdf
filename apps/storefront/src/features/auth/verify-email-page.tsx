import { buttonStyles, ErrorState, PageMeta, refusalOf, Spinner, trpc } from '@verdant/web-kit';
import { MailCheck } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { Link, useSearchParams } from 'react-router-dom';

/** /auth/verify: where the link in the welcome mail lands; it confirms the address as soon as it opens. */
export function VerifyEmailPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const utils = trpc.useUtils();
  const verify = trpc.auth.verifyEmail.useMutation({
    onSuccess: () => utils.auth.session.invalidate(),
  });
  const { mutate } = verify;
  // Once per page: React runs effects twice in development, and the link needs opening only once.
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  return (
    <section aria-labelledby="verify-title" className="mx-auto max-w-md px-4 py-20 text-center">
      <PageMeta
        title="Verify Email | Verdant"
        description="Confirm the email address of your Verdant account."
      />
      <h1 id="verify-title" className="font-display text-4xl text-leaf-900">
        Verify Email
      </h1>
      <div className="mt-8">
        {verify.isSuccess ? (
          <div role="status" className="flex flex-col items-center gap-4">
            <MailCheck aria-hidden="true" className="size-12 text-leaf-600" />
            <p className="text-lg text-stone-800">Your email address is verified. Thank you!</p>
            <Link to="/shop" className={buttonStyles()}>
              Start Shopping
            </Link>
          </div>
        ) : verify.isError ? (
          <ErrorState
            message={refusalOf(verify.error)?.message ?? "We couldn't verify your email just now."}
            // A refused link stays refused; a dropped connection is worth another try.
            onRetry={refusalOf(verify.error) ? undefined : () => mutate({ token })}
          />
        ) : (
          <Spinner label="Verifying your email…" />
        )}
      </div>
    </section>
  );
}
