import { notify, refusalOf } from '@verdant/web-kit';

/**
 * Runs one of the shop's decisions (on a claim, on a return), then reads the subject again with `readAgain`.
 * A decision another admin took meanwhile (a conflict) is told and read again, which takes its form away;
 * any other refusal goes back to the form: its message for the field it names, or for the form.
 */
export function useDecisionStep(readAgain: () => Promise<unknown>) {
  return async function run(
    send: () => Promise<unknown>,
    done: string,
  ): Promise<{ fieldErrors: Record<string, string>; message: string } | null> {
    try {
      await send();
    } catch (failure) {
      const refusal = refusalOf(failure);
      if (refusal?.status === 409) {
        notify.error(refusal.message);
        await readAgain();
        return null;
      }
      return {
        fieldErrors: refusal?.fieldErrors ?? {},
        message: refusal?.message ?? "We couldn't record this. Please try again.",
      };
    }
    // The API client sends the position this command wrote, so the refetch already includes the change.
    await readAgain();
    notify.success(done);
    return null;
  };
}
