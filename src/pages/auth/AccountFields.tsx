// The account fields several auth pages ask alike: the login name, the password already set,
// and a new password with its confirmation. One home each, so the same field keeps the same
// label, autofill hint and length on every page (password managers rely on the autofill hints).
import { useSignals } from '@preact/signals-react/runtime';
import { LIMITS } from '../../rules/validation';
import { t } from '../../state/i18n';
import { Field, type FieldBinding } from '../../ui/form';

/** The login rules' upper bound (rules/validation: loginUsername, loginPassword). */
const LOGIN_MAX = 32;

export function UsernameField({ field }: { field: FieldBinding }) {
  useSignals();
  return (
    <Field field={field} label={t('auth.field.loginUsername')} autoComplete="username" maxLength={LOGIN_MAX} required />
  );
}

/** The password the account has now: to log in, or to prove it before changing it. */
export function CurrentPasswordField({ field, label }: { field: FieldBinding; label: string }) {
  return (
    <Field field={field} label={label} type="password" autoComplete="current-password" maxLength={LOGIN_MAX} required />
  );
}

/** A new password (with the rule's hint) and its confirmation, as a change or a reset asks them. */
export function NewPasswordFields({ password, confirm }: { password: FieldBinding; confirm: FieldBinding }) {
  useSignals();
  const shared = {
    type: 'password',
    autoComplete: 'new-password',
    maxLength: LIMITS.password,
    required: true,
  } as const;
  return (
    <>
      <Field field={password} label={t('auth.field.newPassword')} hint={t('auth.hint.password')} {...shared} />
      <Field field={confirm} label={t('auth.field.confirmPassword')} {...shared} />
    </>
  );
}
