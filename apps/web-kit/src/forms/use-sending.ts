import { useState } from 'react';
import { refusalOf } from '../api/api-errors';

/**
 * For a form kept in React state: sends it, and shows why the server refused it, under the fields it names
 * (`errors`) and as the form's alert (its message, or `failed` when it gave none).
 */
export function useSending() {
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [alert, setAlert] = useState<string | null>(null);
  /** Whether the server took what `send` sent. */
  const sent = async (send: () => Promise<unknown>, failed: string): Promise<boolean> => {
    try {
      await send();
    } catch (failure) {
      const refusal = refusalOf(failure);
      setErrors(refusal?.fieldErrors ?? {});
      setAlert(refusal?.message ?? failed);
      return false;
    }
    setErrors({});
    setAlert(null);
    return true;
  };
  return { errors, alert, sent };
}
