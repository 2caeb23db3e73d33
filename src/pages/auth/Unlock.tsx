// Unlock an account held back by failed logins (/m/unlock): the user name and the answer to
// the security question set in the member settings (POST /wps/session/unlock). The login's
// "held back" refusal links here with the name typed; success goes back to log in, keeping
// where the player was going. Without a question set, the SMS-code login or the forgotten
// password unlock the account too: both are offered.
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { useLocation, useSearch } from 'wouter';
import { checkSecurityAnswer } from '../../rules/member-settings';
import { RULES } from '../../rules/validation';
import { loginFrom, PATHS } from '../../routes';
import { unlockAccount } from '../../state/auth';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Field, FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { UsernameField } from './AccountFields';
import { AuthLinks, AuthPage } from './AuthPage';

type F = 'username' | 'answer';

export default function UnlockPage() {
  useSignals();
  const [, navigate] = useLocation();
  const query = new URLSearchParams(useSearch());
  const from = query.get('from');
  const form = useForm<F>(
    { username: query.get('u') ?? '', answer: '' },
    {
      validate: (v) => ({
        username: v.username.trim() ? RULES.loginUsername(v.username.trim()) : 'validation.required',
        answer: checkSecurityAnswer(v.answer),
      }),
      order: () => ['username', 'answer'],
    },
  );
  const { busy, error, submit } = useSubmit({ form });
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    void submit(
      async () => {
        await unlockAccount(form.values.username.trim(), form.values.answer);
        toast.success(t('auth.unlock.done'), 2000);
        navigate(from ? loginFrom(from) : PATHS.login, { replace: true });
      },
      { onFail: () => form.set('answer', '') },
    );
  };
  return (
    <AuthPage heading={t('auth.unlock.heading')} intro={t('auth.unlock.intro')}>
      <form className="auth-form" noValidate onSubmit={onSubmit}>
        <UsernameField field={form.bind('username')} />
        <Field field={form.bind('answer')} label={t('auth.unlock.answer')} maxLength={40} autoComplete="off" required />
        <FormError messageKey={error} />
        <Submit busy={busy}>{t('auth.unlock.submit')}</Submit>
      </form>
      <AuthLinks href={PATHS.login} text={t('auth.unlock.toLogin')} />
    </AuthPage>
  );
}
