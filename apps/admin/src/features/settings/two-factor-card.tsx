import { enrolmentCodeRules } from '@verdant/domain/identity/two-factor-rules';
import {
  Button,
  Card,
  ErrorState,
  FormAlert,
  InputField,
  notify,
  type RouterOutputs,
  Spinner,
  trpc,
  useShopForm,
} from '@verdant/web-kit';
import { useState } from 'react';

type Started = RouterOutputs['admin']['twoFactor']['begin'];

/** Admin > Settings: the authenticator app a back-office sign-in asks a code of, set up in two steps. */
export function TwoFactorCard() {
  const status = trpc.admin.twoFactor.status.useQuery();
  const begin = trpc.admin.twoFactor.begin.useMutation();
  const [started, setStarted] = useState<Started | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  const start = async () => {
    try {
      setStarted(await begin.mutateAsync());
    } catch {
      notify.error('Failed to start the set-up. Please try again.');
    }
  };

  return (
    <Card className="max-w-xl p-6">
      <section aria-labelledby="two-factor-title" className="space-y-4">
        <h2 id="two-factor-title" className="font-display text-2xl text-leaf-900">
          Two-Factor Sign-In
        </h2>
        {recoveryCodes ? (
          <RecoveryCodes codes={recoveryCodes} onDone={() => setRecoveryCodes(null)} />
        ) : status.isPending ? (
          <Spinner label="Loading…" />
        ) : status.isError ? (
          <ErrorState
            message="We couldn't load your sign-in settings."
            onRetry={() => void status.refetch()}
          />
        ) : status.data.enrolled ? (
          <p className="text-stone-700">
            On: every back-office sign-in asks for a code from your authenticator app.{' '}
            {status.data.recoveryCodesLeft} recovery codes left.
          </p>
        ) : started ? (
          <ConfirmEnrolment
            started={started}
            onConfirmed={(codes) => {
              setStarted(null);
              setRecoveryCodes(codes);
            }}
          />
        ) : (
          <>
            <p className="text-stone-700">
              Off. Ask for a code from an authenticator app (Google Authenticator, Microsoft Authenticator,
              1Password and the like) at every back-office sign-in, so a stolen password alone opens nothing.
            </p>
            <Button onClick={() => void start()} disabled={begin.isPending}>
              {begin.isPending ? 'Starting…' : 'Set Up Two-Factor Sign-In'}
            </Button>
          </>
        )}
      </section>
    </Card>
  );
}

function ConfirmEnrolment({
  started,
  onConfirmed,
}: {
  started: Started;
  onConfirmed: (codes: string[]) => void;
}) {
  const utils = trpc.useUtils();
  const confirm = trpc.admin.twoFactor.confirm.useMutation();
  const form = useShopForm(enrolmentCodeRules, { code: '' });

  const submit = form.submit(async ({ code }) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync({ token: started.token, code });
      await utils.admin.twoFactor.status.invalidate();
      notify.success('Two-factor sign-in is on');
      onConfirmed(recoveryCodes);
    } catch (error) {
      form.refuse(error, 'Failed to set up two-factor sign-in');
    }
  });

  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        Scan this QR code with your authenticator app, or type the key into it.
      </p>
      <img src={started.qrCode} alt="QR code for your authenticator app" className="size-48 rounded border" />
      <p className="text-stone-700">
        Key: <code className="break-all font-mono text-leaf-900">{started.secret}</code>
      </p>
      <form ref={form.formRef} noValidate onSubmit={submit} className="space-y-4">
        <FormAlert message={form.alert} />
        <InputField
          form={form}
          name="code"
          label="Code From the App"
          required
          inputMode="numeric"
          autoComplete="one-time-code"
          hint="The 6 digits the app shows now."
        />
        <Button type="submit" disabled={form.busy}>
          {form.busy ? 'Checking…' : 'Turn On'}
        </Button>
      </form>
    </div>
  );
}

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4">
      <p className="text-stone-700">
        Keep these recovery codes somewhere safe, away from your phone. Each one signs you in once if your
        phone is lost; they are not shown again.
      </p>
      <ul aria-label="Recovery codes" className="grid grid-cols-2 gap-2 font-mono text-leaf-900">
        {codes.map((code) => (
          <li key={code}>{code}</li>
        ))}
      </ul>
      <Button onClick={onDone}>I Have Saved Them</Button>
    </div>
  );
}
