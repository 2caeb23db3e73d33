// User name + password login (SPEC §2.6, §4, §5). The captcha appears only after a
// failed login whose answer carries value.captcha; remember-password restores the saved
// name and password (stored encoded, SPEC §3).
import { useSignals } from '@preact/signals-react/runtime';
import { useState, type FormEvent } from 'react';
import type { LoginValue } from '../../api/endpoints';
import { allErrors, type FieldCheck } from '../../rules/validation';
import { forgetLogin, login, rememberedLogin, rememberLogin } from '../../state/auth';
import { t } from '../../state/i18n';
import { CaptchaField, useCaptcha } from './Verification';
import { loginRefusal, type LoginRefusal, RefusalHelp } from './LoginRefusal';
import { FormError, Submit, useForm, useSubmit } from '../../ui/form';
import { CurrentPasswordField, UsernameField } from './AccountFields';

type F = 'username' | 'password' | 'captcha';

export function PasswordLogin({ onDone }: { onDone: (v: LoginValue) => void }) {
  useSignals();
  const [saved] = useState(rememberedLogin);
  const [remember, setRemember] = useState(saved !== null);
  const [captchaOn, setCaptchaOn] = useState(false);
  // What a refusal offers besides its text: the unlock page, or when a self-exclusion ends.
  const [refusal, setRefusal] = useState<LoginRefusal | null>(null);
  const captcha = useCaptcha(captchaOn);
  const checks = (): FieldCheck<F>[] => [
    { field: 'username', rule: 'loginUsername', required: true },
    { field: 'password', rule: 'loginPassword', required: true },
    ...(captchaOn ? [{ field: 'captcha' as const, rule: 'captcha' as const, required: true }] : []),
  ];
  const form = useForm<F>(
    { username: saved?.userName ?? '', password: saved?.password ?? '', captcha: '' },
    {
      validate: (v) => allErrors(checks(), v),
      order: () => checks().map((c) => c.field),
    },
  );

  const { busy, error, submit } = useSubmit({ form });

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    const { username, password, captcha: answer } = form.values;
    void submit(
      async () => {
        const v = await login({
          type: 'username',
          username: username.trim(),
          password,
          ...(captchaOn && captcha.captcha ? { captcha: answer.trim(), captchaKey: captcha.captcha.key } : {}),
        });
        if (remember) rememberLogin(v.userName, password);
        else forgetLogin();
        onDone(v);
      },
      {
        onFail: (failure) => {
          setRefusal(loginRefusal(failure.code, failure.value));
          // SPEC §4: the captcha shows once a refusal carries value.captcha; it answers once,
          // so every later failure brings a new image and clears the old answer.
          if ((failure.value as { captcha?: unknown } | null)?.captcha !== true) return;
          if (captchaOn) void captcha.refresh();
          else setCaptchaOn(true);
          form.set('captcha', '');
        },
      },
    );
  };

  return (
    <form className="auth-form" noValidate onSubmit={onSubmit}>
      <UsernameField field={form.bind('username')} />
      <CurrentPasswordField field={form.bind('password')} label={t('auth.field.password')} />
      {captchaOn && <CaptchaField field={form.bind('captcha')} state={captcha} />}
      <label className="check">
        <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.currentTarget.checked)} />
        <span>{t('auth.remember')}</span>
      </label>
      <FormError messageKey={error} />
      {error && refusal && <RefusalHelp refusal={refusal} username={form.values.username.trim()} />}
      <Submit busy={busy}>{t('auth.login.submit')}</Submit>
    </form>
  );
}
