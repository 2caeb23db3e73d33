// Opening a member account on the agent's team (SPEC §7 /wps/agent/downline): name, password
// and the rebate it starts with (empty is 0 %, within the agent's quotas). The server holds it
// to public registration's rules: the captcha when the site's registration asks one (shown
// here the same way, a new picture after every refusal) and its rate limits (the refusal
// shows above the button).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkDownline, percentToBp } from '../../rules/agent-forms';
import { registerDownline } from '../../state/agent/team';
import { registrationSettings } from '../../state/auth';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { useResource } from '../../state/use-resource';
import { Field, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { CaptchaField, useCaptcha } from '../auth/Verification';
import { BoxForm } from '../common/box-form';

const EMPTY = { username: '', password: '', rate: '', captcha: '' };

export function RegisterDownline() {
  useSignals();
  const settings = useResource(registrationSettings, [], { reuse: true }).data.value;
  const asksCaptcha = settings?.captcha.enabled === true;
  const captcha = useCaptcha(asksCaptcha);
  const form = useForm(EMPTY, { validate: (x) => checkDownline(x, asksCaptcha) });
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(
      async () => {
        const r = await registerDownline({
          username: v.username.trim(),
          password: v.password,
          rateBp: v.rate.trim() === '' ? 0 : percentToBp(v.rate)!,
          ...(asksCaptcha ? { captcha: v.captcha.trim(), captchaKey: captcha.captcha?.key ?? '' } : {}),
        });
        toast.success(t('agent.register.done', { name: r.userName }), 3000);
        form.reset(EMPTY);
        if (asksCaptcha) void captcha.refresh();
      },
      {
        onFail: () => {
          // The call spent the captcha, right or wrong: a new picture, and its old answer goes.
          if (asksCaptcha) {
            form.set('captcha', '');
            void captcha.refresh();
          }
        },
      },
    );
  };
  return (
    <BoxForm headingId="agent-reg-h" title={t('agent.register.title')} onSubmit={onSubmit}>
      <p className="wallet-note">{t('agent.register.intro')}</p>
      <Field field={form.bind('username')} label={t('auth.field.username')} maxLength={16} />
      <Field
        field={form.bind('password')}
        type="password"
        label={t('auth.field.password')}
        maxLength={20}
        hint={t('auth.hint.password')}
        autoComplete="new-password"
      />
      <Field
        field={form.bind('rate')}
        label={t('agent.register.rate')}
        inputMode="decimal"
        maxLength={6}
        hint={t('agent.register.rateHint')}
      />
      {asksCaptcha && <CaptchaField field={form.bind('captcha')} state={captcha} />}
      <SubmitRow busy={busy} error={error} label={t('agent.register.submit')} />
    </BoxForm>
  );
}
