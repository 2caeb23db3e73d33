// Change password (SPEC §2.7, §4, §5): after a first login or an expired password (SPEC §2.1;
// neither can be skipped, app.tsx), or from the settings (with a back button). Read-only user
// name; the old password only when this device does not know it; new and confirm ('password'
// rule; old 'loginPassword'); new must differ from old (a popup says so); 'Change saved', home
// after 1 s.
import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useLocation } from 'wouter';
import { checkPasswordChanged, newPasswordErrors, type FieldCheck } from '../../rules/validation';
import { changePassword, knownPassword } from '../../state/auth';
import { confirm } from '../../state/dialogs';
import { t } from '../../state/i18n';
import { session } from '../../state/session';
import { toast } from '../../state/toasts';
import { Loading } from '../../ui/PageState';
import { Field, FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { CurrentPasswordField, NewPasswordFields } from './AccountFields';
import { AuthPage } from './AuthPage';
import { PATHS } from '../../routes';
import { passwordChange, type PasswordChange } from '../../rules/chrome';

type F = 'userName' | 'oldPassword' | 'newPassword' | 'confirmPassword';
/** Why the page is open decides what it says (the header's title follows the same rule). */
const intro = (why: PasswordChange) =>
  why === 'first' ? 'auth.change.introFirst' : why ? 'auth.change.introExpired' : 'auth.change.intro';
export const SAVED_REDIRECT_MS = 1000;

export default function ChangePasswordPage() {
  useSignals();
  const [, navigate] = useLocation();
  const s = session.value;
  useEffect(() => {
    if (!s) navigate(PATHS.home, { replace: true });
  }, [s]);
  return s ? (
    <ChangePasswordForm
      userName={s.userName}
      why={passwordChange(s)}
      done={() => navigate(PATHS.home, { replace: true })}
    />
  ) : (
    <Loading />
  );
}

function ChangePasswordForm({ userName, why, done }: { userName: string; why: PasswordChange; done: () => void }) {
  useSignals();
  const [known, setKnown] = useState(() => knownPassword(userName));
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const checks = (): FieldCheck<F>[] => [
    ...(known === null ? [{ field: 'oldPassword' as const, rule: 'loginPassword' as const, required: true }] : []),
    { field: 'newPassword', rule: 'password', required: true },
  ];
  const order = (): F[] => [...(known === null ? ['oldPassword' as const] : []), 'newPassword', 'confirmPassword'];
  const form = useForm<F>(
    { userName, oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      validate: (v) => newPasswordErrors(checks(), v),
      order,
    },
  );

  const { busy, error, submit } = useSubmit({ form, rename: { confirmNewPassword: 'confirmPassword' } });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const oldPassword = known ?? form.values.oldPassword;
    const newPassword = form.values.newPassword;
    void submit(
      async () => {
        if (checkPasswordChanged(oldPassword, newPassword)) {
          await confirm({ title: t('auth.change.heading'), body: t('validation.passwordSame'), ok: t('common.ok') });
          form.focus('newPassword');
          return;
        }
        const hide = toast.loading(t('common.loading'));
        try {
          await changePassword(oldPassword, newPassword);
        } finally {
          hide();
        }
        toast.success(t('auth.change.saved'), SAVED_REDIRECT_MS);
        timer.current = setTimeout(done, SAVED_REDIRECT_MS);
      },
      {
        onFail: (failure) => {
          // A stored password that is out of date: show the old-password field and ask for it.
          if (failure.code !== 'OLD_PASSWORD_WRONG' || known === null) return;
          setKnown(null);
          setTimeout(() => form.focus('oldPassword'), 0);
        },
      },
    );
  };

  return (
    <AuthPage heading={t('auth.change.heading')} intro={t(intro(why))}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <Field field={form.bind('userName')} label={t('auth.field.loginUsername')} autoComplete="username" readOnly />
        {known === null && (
          <CurrentPasswordField field={form.bind('oldPassword')} label={t('auth.field.oldPassword')} />
        )}
        <NewPasswordFields password={form.bind('newPassword')} confirm={form.bind('confirmPassword')} />
        <FormError messageKey={error} />
        <Submit busy={busy}>{t('auth.change.submit')}</Submit>
      </form>
    </AuthPage>
  );
}
