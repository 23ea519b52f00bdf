import { Button, Dialog, FormAlert, formatRupees } from '@verdant/web-kit';
import { useState } from 'react';
import { type CardResult, testGateway } from './test-gateway-client';

export interface TestAuthenticationDialogProps {
  gatewayOrderId: string;
  amount: number;
  onEnd: (result: CardResult) => void;
}

/**
 * The test-mode gateway's stand-in for a bank's 3-D Secure check, for the test card that asks for one.
 * Closing it is failing it, as closing a bank's check is.
 */
export function TestAuthenticationDialog({ gatewayOrderId, amount, onEnd }: TestAuthenticationDialogProps) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function authenticate(outcome: 'succeed' | 'fail') {
    if (busy) return;
    setBusy(true);
    setFailure(null);
    try {
      onEnd(await testGateway.authenticate(gatewayOrderId, outcome));
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog
      open
      onClose={() => void authenticate('fail')}
      title="Test mode authentication"
      description={`Your bank asks you to confirm this payment of ${formatRupees(amount)}. This is a test: no money is taken.`}
    >
      <FormAlert message={failure} className="mb-4" />
      <div className="flex flex-wrap gap-3">
        <Button disabled={busy} onClick={() => void authenticate('succeed')}>
          Complete authentication
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void authenticate('fail')}>
          Fail authentication
        </Button>
      </div>
    </Dialog>
  );
}
