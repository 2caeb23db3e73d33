// A submit's state (SPEC §8): `busy` while the call runs and always ended after it, so no spinner
// outlives a failure; a second submit while one runs is ignored (a double tap sends once); a
// refusal's dictionary key goes under its field when the form has that field, else to `error`
// above the button. A call that moves money gets an idempotency key per request.
import { useRef, useState } from 'react';
import { randomKey } from '../../lib/random-key';
import { requestKeyFor, type RequestKey } from '../../rules/request-key';
import { failureOf, type Failure } from '../../state/failure';
import type { Form } from './use-form';

export interface SubmitOptions<F extends string> {
  /** The form a submit checks first (focusing the first failure) and whose fields take the server's field errors. */
  form?: Form<F>;
  /** Server field names → the form's (confirmNewPassword shows under confirmPassword). */
  rename?: Readonly<Record<string, string>>;
}

export interface RunOptions {
  /**
   * A call that moves money: the request's values joined. The action gets the same key while
   * they stay the same (a retry after a timeout moves money once) and a new one after a success.
   */
  signature?: string;
  /** Runs on a refusal, after the error is placed (a new captcha, a spent password cleared). */
  onFail?: (failure: Failure) => void;
}

export function useSubmit<F extends string = string>({ form, rename }: SubmitOptions<F> = {}) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const running = useRef(false);
  const moneyKey = useRef<RequestKey | null>(null);

  /** Runs `action` unless one is running or the form fails its checks; resolves true when it succeeded. */
  const submit = async (
    action: (requestKey: string) => Promise<unknown>,
    { signature, onFail }: RunOptions = {},
  ): Promise<boolean> => {
    if (running.current || (form && !form.check())) return false;
    running.current = true;
    setBusy(true);
    setError(null);
    if (signature !== undefined) moneyKey.current = requestKeyFor(moneyKey.current, signature, randomKey);
    try {
      await action(moneyKey.current?.key ?? '');
      moneyKey.current = null;
      return true;
    } catch (e) {
      const failure = failureOf(e, rename);
      if (form && failure.field && form.has(failure.field)) form.serverError(failure.field, failure.key);
      else setError(failure.key);
      onFail?.(failure);
      return false;
    } finally {
      running.current = false;
      setBusy(false);
    }
  };
  return { busy, error, submit };
}
