// Opening a member account on the agent's team (SPEC §7 /wps/agent/downline): name, password
// and the rebate it starts with (empty is 0 %, within the agent's quotas).
import { useSignals } from '@preact/signals-react/runtime';
import type { FormEvent } from 'react';
import { checkDownline, percentToBp } from '../../rules/agent-forms';
import { registerDownline } from '../../state/agent/team';
import { t } from '../../state/i18n';
import { toast } from '../../state/toasts';
import { Field, SubmitRow, useForm, useSubmit } from '../../ui/form';
import { BoxForm } from '../common/box-form';

export function RegisterDownline() {
  useSignals();
  const form = useForm({ username: '', password: '', rate: '' }, { validate: checkDownline });
  const { busy, error, submit } = useSubmit({ form });
  const v = form.values;
  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    await submit(async () => {
      const r = await registerDownline({
        username: v.username.trim(),
        password: v.password,
        rateBp: v.rate.trim() === '' ? 0 : percentToBp(v.rate)!,
      });
      toast.success(t('agent.register.done', { name: r.userName }), 3000);
      form.reset({ username: '', password: '', rate: '' });
    });
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
      <SubmitRow busy={busy} error={error} label={t('agent.register.submit')} />
    </BoxForm>
  );
}
