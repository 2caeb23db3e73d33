// The end of a form: the form-level error (a refused call, a network failure), announced when
// it appears, and the submit button, whose spinner lives only while the call runs.
import { useSignals } from '@preact/signals-react/runtime';
import type { ReactNode } from 'react';
import { t } from '../../state/i18n';

/** `text`: the message already written out (one with figures), shown instead of the key's. */
export function FormError({ messageKey, text }: { messageKey: string | null; text?: string | null }) {
  useSignals();
  return (
    <p className="form-error" role="alert">
      {text || (messageKey ? t(messageKey) : '')}
    </p>
  );
}

export function Submit({ busy, disabled, children }: { busy: boolean; disabled?: boolean; children: ReactNode }) {
  return (
    <button type="submit" className="btn btn-primary btn-block" disabled={busy || disabled} aria-busy={busy}>
      {busy && <span className="spinner spinner-on-accent" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** The error line and the button, as most forms end. */
export function SubmitRow({
  busy,
  error,
  errorText,
  label,
}: {
  busy: boolean;
  error: string | null;
  errorText?: string | null;
  label: string;
}) {
  return (
    <>
      <FormError messageKey={error} text={error ? errorText : null} />
      <Submit busy={busy}>{label}</Submit>
    </>
  );
}
