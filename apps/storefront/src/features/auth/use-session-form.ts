import { type FormRules, notify, useAuth, useShopForm } from '@verdant/web-kit';
import type { FieldValues } from 'react-hook-form';

export interface SessionFormOptions<Output> {
  /** Sends the form; the server answers it by starting the shopper's session. */
  send: (data: Output) => Promise<unknown>;
  /** Said in the form's alert when the server gave no reason of its own. */
  failure: string;
  success: string;
}

/**
 * A form that signs the shopper in (sign-in, sign-up): once it is sent, the session is loaded again, and the
 * page, seeing the shopper signed in, sends them to the home page.
 */
export function useSessionForm<Values extends FieldValues, Output>(
  rules: FormRules<Values, Output>,
  defaultValues: Values,
  { send, failure, success }: SessionFormOptions<Output>,
) {
  const auth = useAuth();
  const form = useShopForm(rules, defaultValues);
  const submit = form.submit(async (data) => {
    try {
      await send(data);
    } catch (error) {
      form.refuse(error, failure);
      return;
    }
    notify.success(success);
    await auth.refresh();
  });
  return { form, submit };
}
